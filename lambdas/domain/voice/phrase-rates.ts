import type { PhraseRate } from './copies';
import { normaliseWord, phraseHashes, textWords } from './shingles';

const PER_THOUSAND = 1000;

/** Adds each phrase's uses in a text's words to `counts`: phrases are looked up by their first word, so one pass reads them all. */
const countUses = (hashes: Uint32Array, byFirstWord: ReadonlyMap<number, readonly number[]>, phrases: readonly (readonly number[])[], counts: number[]) => {
  for (let start = 0; start < hashes.length; start++) {
    const candidates = byFirstWord.get(hashes[start]!);
    if (!candidates) continue;
    for (const index of candidates) {
      const phrase = phrases[index]!;
      if (start + phrase.length <= hashes.length && phrase.every((hash, k) => hashes[start + k] === hash)) counts[index]!++;
    }
  }
};

const keyOf = (phrase: string) =>
  phrase
    .split(/[^\p{L}\p{N}'’]+/u)
    .filter(Boolean)
    .map(normaliseWord)
    .join(' ');

/**
 * How often the creator says each of their phrases (openers, sign-offs, signature phrases), per 1,000 words: counted
 * in their stored passages (a document's whole text up to 200 passages, else passages spread across it), or, without
 * passages, from the counts in their documents' stats (`counted`, by lower-case phrase, over `words`).
 */
export const phraseRates = (
  phrases: readonly string[],
  passages: readonly (readonly string[])[],
  counted: { counts: readonly Record<string, number>[]; words: number },
): PhraseRate[] => {
  const unique = [...new Set(phrases)];
  const texts = passages.flat();
  if (texts.length > 0) {
    const hashes = unique.map(phraseHashes);
    const byFirstWord = new Map<number, number[]>();
    hashes.forEach((phrase, index) => phrase.length > 0 && byFirstWord.set(phrase[0]!, [...(byFirstWord.get(phrase[0]!) ?? []), index]));
    const counts = new Array<number>(unique.length).fill(0);
    let words = 0;
    for (const text of texts) {
      const read = textWords(text).hashes;
      words += read.length;
      countUses(read, byFirstWord, hashes, counts);
    }
    if (words > 0) return unique.map((phrase, i) => ({ phrase, perThousandWords: (PER_THOUSAND * counts[i]!) / words }));
  }
  const byKey = new Map<string, number>();
  for (const counts of counted.counts) for (const [key, count] of Object.entries(counts)) byKey.set(keyOf(key), Math.max(byKey.get(keyOf(key)) ?? 0, count));
  return unique.map((phrase) => ({ phrase, perThousandWords: counted.words > 0 ? (PER_THOUSAND * (byKey.get(keyOf(phrase)) ?? 0)) / counted.words : 0 }));
};
