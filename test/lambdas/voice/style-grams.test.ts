import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { allStyleGrams, countStyleGrams, normaliseForStyle, styleFeatures } from '../../../lambdas/domain/voice/style-grams';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('normaliseForStyle', () => {
  it('keeps lower-case letters and in-word apostrophes, one space between words and at each end', () => {
    expect(normaliseForStyle('Don’t PANIC!! It’s 2024 -- we’re fine.')).toBe(" don't panic it's we're fine ");
  });

  it('drops [bracketed] markup, quotes that are not apostrophes, and letters outside a–z', () => {
    expect(normaliseForStyle("[Music] 'Hello' [laughs] café")).toBe(' hello caf ');
  });

  it('treats an unclosed bracket as a separator rather than dropping the rest of the text', () => {
    expect(normaliseForStyle('before [ after')).toBe(' before after ');
  });
});

describe('countStyleGrams', () => {
  it('counts each feature exactly as a plain count of every 2–4-gram would', () => {
    const text = 'So, honestly? The thing is, the thing just works. THE END.';
    const all = allStyleGrams(text);
    const features = styleFeatures([' th', 'the ', 'hin', 'zq', "n't "]);
    const { counts, grams, words } = countStyleGrams(text, features);
    expect(counts).toEqual(features.grams.map((gram) => all.get(gram) ?? 0));
    expect(grams).toBe([...all.values()].reduce((sum, count) => sum + count, 0));
    expect(words).toBe(11);
  });

  it('rejects a feature that cannot occur in normalised text', () => {
    expect(() => styleFeatures(['a.b'])).toThrow(/Not a style n-gram/);
    expect(() => styleFeatures(['abcde'])).toThrow(/Not a style n-gram/);
  });
});

describe('a document’s style counts', () => {
  const words = 'Okay so here is the thing. I tried it twice and honestly, it worked both times. Right?';

  it('are the same for the same words as plain text, as .srt captions and as .vtt captions', () => {
    const srt = `1\n00:00:00,000 --> 00:00:03,000\nOkay so here is the thing.\n\n2\n00:00:03,200 --> 00:00:07,000\nI tried it twice and honestly,\n\n3\n00:00:07,100 --> 00:00:09,000\nit worked both times. Right?\n`;
    const vtt = `WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nOkay so here is the thing.\n\n00:00:03.200 --> 00:00:07.000\n<v Sam>I tried it twice and honestly,</v>\n\n00:00:07.100 --> 00:00:09.000\nit worked both times. Right?\n`;
    const plain = analyseDocument(bytes(words), 'a.txt').stats.style!;
    expect(analyseDocument(bytes(srt), 'a.srt').stats.style).toEqual(plain);
    expect(analyseDocument(bytes(vtt), 'a.vtt').stats.style).toEqual(plain);
    expect(plain.grams).toBeGreaterThan(0);
    expect(plain.counts.some((count) => count > 0)).toBe(true);
  });

  it('ignore markdown: a heading, emphasis and a list marker change nothing', () => {
    const markdown = `# Notes\n\n**Okay** so here is the thing.\n- I tried it twice and honestly, it worked both times. Right?`;
    expect(analyseDocument(bytes(markdown), 'a.txt').stats.style).toEqual(analyseDocument(bytes(words), 'a.txt').stats.style);
  });
});
