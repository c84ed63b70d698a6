import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../lambdas/domain/documents/content-disposition';

const encodedName = (header: string) => decodeURIComponent(header.split("filename*=UTF-8''")[1]!);
const quotedName = (header: string) => /filename="([^"]*)"/.exec(header)![1]!;

describe('attachmentDisposition', () => {
  it('gives a plain name as it is, in both parameters', () => {
    expect(attachmentDisposition('talk.srt')).toBe(`attachment; filename="talk.srt"; filename*=UTF-8''talk.srt`);
  });

  it("keeps the exact name in filename* and a readable ASCII fallback: 'Épisode \"1\".txt'", () => {
    const header = attachmentDisposition('Épisode "1" (it\'s *final*).txt');
    expect(quotedName(header)).toBe("_pisode _1_ (it's *final*).txt");
    expect(encodedName(header)).toBe('Épisode "1" (it\'s *final*).txt');
    expect(header).toContain("filename*=UTF-8''%C3%89pisode%20%221%22%20%28it%27s%20%2Afinal%2A%29.txt");
  });

  it('is printable ASCII for any name, and filename* always decodes back to the name (lone surrogates as U+FFFD)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 255 }), (name) => {
        const header = attachmentDisposition(name);
        expect(header).toMatch(/^attachment; filename="[\x20-\x21\x23-\x24\x26-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!._~-]*$/);
        expect(encodedName(header)).toBe(name.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
      }),
      { numRuns: 2000 },
    );
  });
});
