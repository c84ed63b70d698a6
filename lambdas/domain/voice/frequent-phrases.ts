import { GramTable } from './gram-table';
import { type Capitals, type Sketch, countAllGrams, countCandidates, countCapitals, histogramOf, isCandidate, sketchGrams } from './phrase-walks-fast';
import { type Tokens, phraseOf } from './tokens';

/** Frequent phrases kept per document. */
export const MAX_PHRASES = 200;
// Characters the phrases and their written forms may take on the document's item: 200 phrases of long words
// written in capitals would otherwise double it. Ordinary speech stays far below (about 5,000).
const PHRASES_BUDGET = 24_000;
const PHRASE_CANDIDATES = 16384;
// A document with at most about this many distinct n-grams (any short one, or a long one repeating itself) is counted
// exactly in one pass and the sketch filled from those counts: the same sketch and candidates, one pass instead of
// two. Past it the exact count stops, and the sketch's two passes take over from where it stopped.
const EXACT_GRAMS = 1 << 16;

/** The smallest count (≥ 2) that at most PHRASE_CANDIDATES counters reach. */
const candidateThreshold = (row: Uint16Array): number => {
  const histogram = histogramOf(row);
  let threshold = 1024;
  let above = histogram[1024]!;
  while (threshold > 2 && above + histogram[threshold - 1]! <= PHRASE_CANDIDATES) {
    threshold--;
    above += histogram[threshold]!;
  }
  return threshold;
};

/**
 * The candidate n-grams (those the sketch puts at or above its threshold) with their exact counts, in a table filled
 * in the order they first occur, as the second pass fills it.
 */
const countedCandidates = (tokens: Tokens, sketch: Sketch): GramTable => {
  const { rowA, rowB, mask } = sketch;
  const exact = new GramTable();
  const stoppedAt = countAllGrams(tokens, exact, EXACT_GRAMS);
  const counted = exact.inOrderAdded();
  for (const { hash, count } of counted) {
    rowA[hash & mask] = Math.min(0xffff, rowA[hash & mask]! + count);
    rowB[(hash >>> 14) & mask] = Math.min(0xffff, rowB[(hash >>> 14) & mask]! + count);
  }
  const table = new GramTable();
  if (stoppedAt === tokens.ids.length) {
    const threshold = candidateThreshold(rowA);
    for (const { hash, count, end, length } of counted) if (isCandidate(sketch, hash, threshold)) table.insert(hash, count, end, length);
    return table;
  }
  sketchGrams(tokens, sketch, stoppedAt);
  countCandidates(tokens, sketch, table, candidateThreshold(rowA));
  return table;
};

/**
 * How the creator writes each word of the kept phrases: its most frequent form inside a sentence, so
 * "Hugging Face" keeps its capitals and "trust me" does not take the capital it has at a sentence's start.
 */
export const writtenForms = (text: string, tokens: Tokens, needed: Uint8Array): Map<number, string> => {
  const capitals: Capitals = {
    capitalised: new Int32Array(needed.length),
    lower: new Int32Array(needed.length),
    firstCapital: new Int32Array(needed.length).fill(-1),
  };
  countCapitals(tokens, needed, capitals);
  const { capitalised, lower, firstCapital } = capitals;
  const forms = new Map<number, string>();
  for (let id = 0; id < needed.length; id++) {
    if (capitalised[id]! > lower[id]!) forms.set(id, text.slice(tokens.starts.at(firstCapital[id]!), tokens.ends.at(firstCapital[id]!)).replaceAll('’', "'"));
  }
  return forms;
};

/** A document's frequent phrases with exact counts, and how the creator writes those not written as their key. */
export interface FrequentPhrases {
  phrases: Record<string, number>;
  casing: Record<string, string>;
}

/**
 * Frequent 2–4 word phrases that stay inside a clause, do not start or end with an article, conjunction or
 * preposition, and hold at least one word outside the stop list. Exact counts of every n-gram of a 10 MB
 * transcript would take millions of map entries, so a count-min sketch (two rows of small counters) finds
 * the candidates in one pass and a second pass counts only those, exactly: linear time, bounded memory.
 */
export const frequentPhrases = (text: string, tokens: Tokens): FrequentPhrases => {
  const { vocabulary } = tokens;
  const ids = tokens.ids.data;
  // Small saturating counters keep both rows within the processor's cache: most time is memory access.
  let size = 1024;
  while (size < tokens.ids.length * 2 && size < 1 << 18) size *= 2;
  const sketch = { rowA: new Uint16Array(size), rowB: new Uint16Array(size), mask: size - 1 };
  const table = countedCandidates(tokens, sketch);

  const ranked = [...table.entries()]
    .filter(({ count }) => count >= 2)
    .map(({ count, end, length }) => ({ count, end, length, score: count * (1 + 0.5 * (length - 2)) }))
    .sort((x, y) => y.score - x.score)
    .slice(0, MAX_PHRASES);
  const needed = new Uint8Array(vocabulary.words.length);
  for (const { end, length } of ranked) for (let k = end - length + 1; k <= end; k++) needed[ids[k]!] = 1;
  const forms = writtenForms(text, tokens, needed);
  const phrases: Record<string, number> = {};
  const casing: Record<string, string> = {};
  let stored = 0;
  for (const { count, end, length } of ranked) {
    const words: string[] = [];
    const written: string[] = [];
    for (let k = end - length + 1; k <= end; k++) {
      words.push(vocabulary.words[ids[k]!]!);
      written.push(forms.get(ids[k]!) ?? vocabulary.words[ids[k]!]!);
    }
    const phrase = phraseOf(words);
    const shown = phraseOf(written);
    stored += phrase.length + (shown === phrase ? 0 : phrase.length + shown.length);
    if (stored > PHRASES_BUDGET) break;
    phrases[phrase] = Math.max(Object.hasOwn(phrases, phrase) ? phrases[phrase]! : 0, count);
    if (shown !== phrase) casing[phrase] = shown;
  }
  return { phrases, casing };
};
