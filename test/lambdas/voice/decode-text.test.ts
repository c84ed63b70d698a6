import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../lambdas/domain/voice/decode-text';
import { DocumentProcessingError } from '../../../lambdas/domain/voice/errors';

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le'));
const utf16be = (text: string) => utf16le(text).map((_, i, bytes) => bytes[i % 2 === 0 ? i + 1 : i - 1]!);
const join = (...parts: (number[] | Uint8Array)[]) => new Uint8Array(parts.flatMap((part) => [...part]));

const errorOf = (bytes: Uint8Array): DocumentProcessingError => {
  try {
    decodeText(bytes);
  } catch (error) {
    if (error instanceof DocumentProcessingError) return error;
    throw error;
  }
  throw new Error('decodeText accepted the bytes');
};

const SAMPLE = 'Héllo wörld — “quotes”, emoji 😀 and 中文.\nSecond line';

describe('decodeText', () => {
  it('reads UTF-8 without a byte order mark', () => {
    expect(decodeText(utf8(SAMPLE))).toBe(SAMPLE);
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(decodeText(join([0xef, 0xbb, 0xbf], utf8(SAMPLE)))).toBe(SAMPLE);
  });

  it('reads UTF-16 little-endian and big-endian text with a byte order mark', () => {
    expect(decodeText(join([0xff, 0xfe], utf16le(SAMPLE)))).toBe(SAMPLE);
    expect(decodeText(join([0xfe, 0xff], utf16be(SAMPLE)))).toBe(SAMPLE);
  });

  it('recognises UTF-16 text saved without a byte order mark instead of calling it binary', () => {
    expect(decodeText(utf16le('Plain ASCII words saved as UTF-16.'))).toBe('Plain ASCII words saved as UTF-16.');
    expect(decodeText(utf16be('Plain ASCII words saved as UTF-16.'))).toBe('Plain ASCII words saved as UTF-16.');
  });

  it('turns CRLF and lone CR line ends into LF, in every encoding', () => {
    expect(decodeText(utf8('one\r\ntwo\rthree\n\r\nfour'))).toBe('one\ntwo\nthree\n\nfour');
    expect(decodeText(join([0xff, 0xfe], utf16le('one\r\ntwo')))).toBe('one\ntwo');
  });

  it('refuses invalid UTF-8 with a message for the user', () => {
    for (const bytes of [join(utf8('caf'), [0xc3, 0x28]), join(utf8('ok '), [0xff, 0xfe, 0xfd]), new Uint8Array([0xe2, 0x82])]) {
      const error = errorOf(bytes);
      expect(error.code).toBe('document.invalid_encoding');
      expect(error.message).toBe('This file is not valid UTF-8 text: save it as UTF-8 and upload it again');
    }
  });

  it('refuses NUL bytes as binary content', () => {
    const error = errorOf(join(utf8('looks like text'), [0], utf8('but is not, really')));
    expect(error.code).toBe('document.binary');
    expect(error.message).toBe('This file is not text: it looks like a binary file');
  });

  it('refuses content full of control characters even without NUL bytes', () => {
    const bytes = new Uint8Array(4000).map((_, i) => (i % 8 === 0 ? 0x01 : 0x61));
    expect(errorOf(bytes).code).toBe('document.binary');
  });

  it('refuses real binary formats: a PNG header and random bytes', () => {
    const png = join([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(errorOf(png).code).toBe('document.binary');
    let seed = 1;
    const noise = new Uint8Array(10_000).map(() => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed >> 16) & 0xff);
    expect(errorOf(noise).code).toMatch(/^document\.(binary|invalid_encoding)$/);
  });

  it('keeps text with a few stray control characters', () => {
    expect(decodeText(utf8(`A subtitle line with a stray escape \u001b and a form feed \f in it, repeated. `.repeat(20)))).toContain('escape');
  });

  it('refuses UTF-16 with a dangling byte', () => {
    expect(errorOf(join([0xff, 0xfe], utf16le('abc'), [0x41])).code).toBe('document.invalid_encoding');
  });
});
