import { SHINGLE_WORDS, hasShingle, phraseHashes, shingleKey, textWords } from './shingles';

/**
 * What does not raise the voice match (docs/voice-engine.md, "Copies do not count"): runs of 8 or more words copied
 * from the creator's documents, and their openers, sign-offs and signature phrases said more often than they say them.
 */

/** One of the creator's phrases and how often they say it, per 1,000 words. */
export interface PhraseRate {
  phrase: string;
  perThousandWords: number;
}

/** The text with the copies taken out, and how many there were. */
export interface WithoutCopies {
  /** The text left to judge: each copy replaced by a line break. */
  text: string;
  /** Runs of 8+ words found in the creator's documents. */
  copiedPhrases: number;
  /** The creator's phrases said beyond their own rate. */
  repeatedPhrases: number;
}

/** Of texts of a given length by the creator, the share a phrase's allowance must cover (see `allowedUses`). */
const COVERED_TEXTS = 0.999;

// Past this mean the Poisson count is read from its normal approximation (e^−mean would underflow further on).
const NORMAL_FROM = 30;
const Z_999 = 3.09;

/** The smallest count k with P(X ≤ k) ≥ q for X ~ Poisson(mean) (q = 0.999 past NORMAL_FROM). */
const poissonQuantile = (mean: number, q: number): number => {
  if (mean > NORMAL_FROM) return Math.ceil(mean + Z_999 * Math.sqrt(mean));
  let k = 0;
  let term = Math.exp(-mean);
  let cumulative = term;
  while (cumulative < q) {
    k++;
    term *= mean / k;
    cumulative += term;
  }
  return k;
};

/**
 * How many uses of a phrase count in a text of `words` words: as many as 999 in 1,000 texts of that length by a
 * speaker with the creator's rate hold (a Poisson count), and always one. A phrase said once per 1,000 words counts up
 * to 4 times in a 450-word text, a fifth use and later ones are left out; one said once per 5,000 words counts up to
 * twice. Speech comes in bursts ("really great" three times in 150 words, at a rate that gives it 0.06 times), so
 * lower shares (95%, 99%) left out more of the creator's own held-out texts and cost recognition (docs/voice-engine.md).
 */
export const allowedUses = (perThousandWords: number, words: number): number =>
  Math.max(1, poissonQuantile((perThousandWords * words) / 1000, COVERED_TEXTS));

const sameWords = (hashes: Uint32Array, start: number, phrase: readonly number[]) => phrase.every((hash, k) => hashes[start + k] === hash);

/**
 * Marks (in `left`) the uses of the creator's phrases beyond their allowance, longest phrase first, a use overlapping
 * one already left out not counted again; returns how many.
 */
const markRepeats = (hashes: Uint32Array, left: Uint8Array, rates: readonly PhraseRate[], words: number): number => {
  let repeated = 0;
  // Words a longer phrase's use took: "feel like" inside a use of "I feel like" is not a use of its own.
  const claimed = Uint8Array.from(left);
  const phrases = rates
    .map((rate) => ({ hashes: phraseHashes(rate.phrase), allowed: allowedUses(rate.perThousandWords, words) }))
    .filter((phrase) => phrase.hashes.length > 0)
    .sort((a, b) => b.hashes.length - a.hashes.length);
  for (const phrase of phrases) {
    let uses = 0;
    const length = phrase.hashes.length;
    for (let start = 0; start + length <= hashes.length; start++) {
      if (!sameWords(hashes, start, phrase.hashes) || claimed.subarray(start, start + length).some(Boolean)) continue;
      claimed.fill(1, start, start + length);
      uses++;
      if (uses <= phrase.allowed) continue;
      left.fill(1, start, start + length);
      repeated++;
    }
  }
  return repeated;
};

/** Counts the runs of marked words and writes the text with each run replaced by a line break. */
const cutRuns = (text: string, starts: Uint32Array, ends: Uint32Array, left: Uint8Array) => {
  let kept = '';
  let from = 0;
  let runs = 0;
  for (let i = 0; i < left.length; i++) {
    if (!left[i] || left[i - 1]) continue;
    let last = i;
    while (left[last + 1]) last++;
    kept += `${text.slice(from, starts[i])}\n`;
    from = ends[last]!;
    runs++;
  }
  return { text: kept + text.slice(from), runs };
};

/**
 * The text without what was copied: every run of 8+ consecutive words whose shingles are in the creator's set
 * (`shingles`, sorted keys; null when there is none yet), then the creator's phrases beyond their rate (`rates`).
 */
export const withoutCopies = (text: string, shingles: Float64Array | null, rates: readonly PhraseRate[] = []): WithoutCopies => {
  const { hashes, starts, ends } = textWords(text);
  const copied = new Uint8Array(hashes.length);
  if (shingles && shingles.length > 0) {
    for (let start = 0; start + SHINGLE_WORDS <= hashes.length; start++) {
      if (hasShingle(shingles, shingleKey(hashes, start))) copied.fill(1, start, start + SHINGLE_WORDS);
    }
  }
  const copies = cutRuns(text, starts, ends, copied);
  // A phrase inside a copy is left out with it and is not counted again.
  const left = Uint8Array.from(copied);
  const repeatedPhrases = markRepeats(hashes, left, rates, hashes.length);
  return { text: cutRuns(text, starts, ends, left).text, copiedPhrases: copies.runs, repeatedPhrases };
};
