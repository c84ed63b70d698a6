import { describe, expect, it } from 'vitest';
import { allowedUses, withoutCopies } from '../../../lambdas/domain/voice/copies';
import {
  MAX_SHINGLES,
  buildShingleSet,
  decodeShingleSet,
  encodeShingleSet,
  hasShingle,
  shingleKeys,
  textWords,
} from '../../../lambdas/domain/voice/shingles';

const PASSAGE = "So here's the thing about compost: you really want a good mix of greens and browns, and you turn it every week.";
const shingles = buildShingleSet([[PASSAGE]]);

// Words nobody says (xorshift32): a text of them shares no 8 words with another by chance.
const made = (count: number, seed: number) => {
  let state = seed;
  return Array.from({ length: count }, () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return `w${(state >>> 0) % 50_000}`;
  }).join(' ');
};

describe('copied runs of 8+ words', () => {
  it('finds a run of 8 words from the creator’s passages whatever its case, punctuation and apostrophes, and leaves it out', () => {
    const text = 'Listen. HERE’S THE THING ABOUT COMPOST — YOU REALLY WANT it dry, I would say.';
    const left = withoutCopies(text, shingles);
    expect(left.copiedPhrases).toBe(1);
    expect(left.text).toBe('Listen. \n it dry, I would say.');
  });

  it('does not count 7 shared words as a copy', () => {
    const left = withoutCopies('Honestly the thing about compost: you really want patience above all.', shingles);
    expect(left.copiedPhrases).toBe(0);
    expect(left.text).toBe('Honestly the thing about compost: you really want patience above all.');
  });

  it('counts each run once however long it is, and two runs apart as two', () => {
    const text = `${PASSAGE} Then something else entirely happens here. You really want a good mix of greens and browns.`;
    const left = withoutCopies(text, shingles);
    expect(left.copiedPhrases).toBe(2);
    expect(left.text).toBe('\n. Then something else entirely happens here. \n.');
  });

  it('reads words as letters and digits with inner apostrophes, each with where it stands', () => {
    const words = textWords('Don’t STOP-me now: Ünïcode 42');
    expect(Array.from(words.starts)).toEqual([0, 6, 11, 14, 19, 27]);
    expect(Array.from(words.ends)).toEqual([5, 10, 13, 17, 26, 29]);
    expect(textWords("don't").hashes[0]).toBe(textWords('DON’T').hashes[0]);
    expect(textWords('Über').hashes[0]).toBe(textWords('über').hashes[0]);
  });

  it('matches nothing by chance: 100,000 windows of one made-up text against the 200,000 shingles of another', () => {
    const set = buildShingleSet([[made(200_007, 1)]]);
    expect(set.length).toBeGreaterThan(199_000);
    const windows = shingleKeys(made(100_007, 2));
    expect(windows.filter((key) => hasShingle(set, key))).toEqual([]);
  });
});

describe('the stored shingle set', () => {
  it('comes back from its bytes exactly, 40-bit keys and all', () => {
    const keys = Float64Array.from([0, 1, 127, 128, 16_384, 2 ** 32 + 5, 2 ** 40 - 1]);
    expect(Array.from(decodeShingleSet(encodeShingleSet(keys))!)).toEqual(Array.from(keys));
    expect(decodeShingleSet(new TextEncoder().encode('not a set'))).toBeNull();
  });

  it('is sorted and without repeats, and found by binary search', () => {
    const set = buildShingleSet([[PASSAGE, PASSAGE], [PASSAGE]]);
    expect(Array.from(set)).toEqual([...new Set(shingleKeys(PASSAGE))].sort((a, b) => a - b));
    for (const key of shingleKeys(PASSAGE)) expect(hasShingle(set, key)).toBe(true);
    expect(hasShingle(set, 12_345)).toBe(false);
  });

  it('over its limit keeps every shingle of the passages writers are shown and the smallest keys of the rest', () => {
    const shown = made(300, 3);
    const others = made(5_000, 4);
    const set = buildShingleSet([[shown, others]], [shown], 1_000);
    expect(set.length).toBe(1_000);
    for (const key of shingleKeys(shown)) expect(hasShingle(set, key)).toBe(true);
    const rest = [...new Set(shingleKeys(others))].sort((a, b) => a - b);
    const kept = rest.filter((key) => hasShingle(set, key));
    expect(kept).toEqual(rest.slice(0, kept.length));
    expect(kept.length).toBeGreaterThanOrEqual(1_000 - 293);
  });

  it(`stays under 2 MB at its limit of ${MAX_SHINGLES.toLocaleString('en-AU')} keys, whatever the documents hold`, () => {
    const set = buildShingleSet([[made(MAX_SHINGLES + 50_000, 5)]]);
    expect(set.length).toBe(MAX_SHINGLES);
    const bytes = encodeShingleSet(set).length;
    console.info(`shingle set at its limit: ${(bytes / 1e6).toFixed(2)} MB`);
    expect(bytes).toBeLessThan(2_000_000);
  });
});

describe('the creator’s phrases beyond their own rate', () => {
  it('allows as many uses as 999 in 1,000 texts of that length hold at the creator’s rate, and always one', () => {
    expect(allowedUses(1, 450)).toBe(4);
    expect(allowedUses(0.2, 450)).toBe(2);
    expect(allowedUses(0, 600)).toBe(1);
    expect(allowedUses(20, 3000)).toBe(84);
  });

  it('leaves out the uses beyond the allowance, the first ones counting', () => {
    const text = Array.from({ length: 8 }, (_, i) => `Trust me, step ${i + 1} matters.`).join(' ');
    const left = withoutCopies(text, null, [{ phrase: 'Trust me', perThousandWords: 1 }]);
    expect(left.repeatedPhrases).toBe(7);
    expect(left.text.startsWith('Trust me, step 1 matters. \n, step 2 matters.')).toBe(true);
    expect(left.copiedPhrases).toBe(0);
  });

  it('does not count a shorter phrase again inside a longer one', () => {
    const text = 'I feel like it works. I feel like it helps. So I feel like that.';
    const rates = [
      { phrase: 'feel like', perThousandWords: 0 },
      { phrase: 'I feel like', perThousandWords: 0 },
    ];
    const left = withoutCopies(text, null, rates);
    expect(left.repeatedPhrases).toBe(2);
    expect(left.text).toBe('I feel like it works. \n it helps. So \n that.');
  });

  it('does not count a phrase inside a copied run again', () => {
    const left = withoutCopies(`${PASSAGE} And you really want it.`, shingles, [{ phrase: 'you really want', perThousandWords: 0 }]);
    expect(left).toMatchObject({ copiedPhrases: 1, repeatedPhrases: 0 });
  });
});
