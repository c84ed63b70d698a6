import { describe, expect, it } from 'vitest';
import { countControlCharacters, countControlsIn } from '../../../../lambdas/domain/voice/control-characters-fast';
import { countControlCharactersReference, countControlsInReference } from '../../../../lambdas/domain/voice/control-characters-reference';
import { random } from '../support/generate';
import { CASES, randomTexts } from '../support/random-text';

const next = random(35_11);
// Every byte value, mostly text: a file with a few stray controls, or many.
const byteStrings = Array.from({ length: CASES }, () => Uint8Array.from({ length: Math.floor(next() * 500) }, () => (next() < 0.7 ? 32 + Math.floor(next() * 95) : Math.floor(next() * 256))));
const texts = randomTexts(35_12, ['a', ' ', '\t', '\n', '\r', '\v', '\f', '\x01', '\x1b', '\x7f', '\x00', 'é', '\u0085'], 100);

describe(`the fast control counts give what the plain reference gives on ${CASES} random inputs`, () => {
  it('count the same control bytes over any range', () => {
    for (const bytes of byteStrings) {
      const from = Math.floor(next() * (bytes.length + 1));
      const to = from + Math.floor(next() * (bytes.length - from + 1));
      expect(countControlsIn(bytes, from, to)).toBe(countControlsInReference(bytes, from, to));
    }
  });

  it('count the same control characters in decoded text, and both stop at a NUL', () => {
    for (const text of texts) expect(countControlCharacters(text)).toBe(countControlCharactersReference(text));
    expect(texts.filter((text) => countControlCharacters(text) < 0).length).toBeGreaterThan(0);
    expect(texts.filter((text) => countControlCharacters(text) > 0).length).toBeGreaterThan(0);
  });
});
