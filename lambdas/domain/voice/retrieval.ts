import { PERSON_WORDS, STOP_WORDS } from './lexicon';
import { EXAMPLE_PASSAGE_WORDS, SAMPLED_PASSAGES } from './passage-policy';

const K1 = 1.2;
const B = 0.75;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
// Off-length or impersonal passages stay eligible, just behind the rest.
const OFF_LENGTH_WEIGHT = 0.8;
const IMPERSONAL_WEIGHT = 0.85;

/** Strips common English inflections and a final e, so 'bake', 'baking', 'baked' and 'bakes' meet at 'bak'. */
export const stem = (word: string): string => {
  let base = word;
  for (const suffix of ['ingly', 'edly', 'ing', 'ies', 'ied', 'ed', 'es', 'ly', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      if (suffix === 's' && /[siu]s$/.test(word)) break;
      base = word.slice(0, -suffix.length);
      if (suffix === 'ies' || suffix === 'ied') base += 'y';
      else if (base.length > 3 && base.at(-1) === base.at(-2) && !/[sl]$/.test(base)) base = base.slice(0, -1);
      break;
    }
  }
  return base.length >= 4 && base.endsWith('e') ? base.slice(0, -1) : base;
};

/** Retrieval terms of a text: lower case, straight apostrophes, stop words removed, stemmed. */
export const terms = (text: string): string[] => {
  const found: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0].replaceAll('’', "'").replace(/['-]+$/, '');
    if (word && !STOP_WORDS.has(word)) found.push(stem(word));
  }
  return found;
};

/** Indices 0..total-1, `count` of them spread evenly. */
const spread = (total: number, count: number): number[] =>
  count >= total ? Array.from({ length: total }, (_, i) => i) : Array.from({ length: count }, (_, i) => Math.floor(((i + 0.5) * total) / count));

/**
 * Up to `max` passages drawn fairly from the documents: each gets an equal share (a document with fewer
 * passages gives its unused share to the others), and a document's share is spread evenly across it.
 */
export const samplePassages = (perDocument: string[][], max = SAMPLED_PASSAGES): string[] => {
  const quotas = perDocument.map(() => 0);
  let left = Math.min(max, perDocument.reduce((sum, passages) => sum + passages.length, 0));
  while (left > 0) {
    const open = perDocument.map((passages, index) => index).filter((index) => quotas[index]! < perDocument[index]!.length);
    const share = Math.max(1, Math.floor(left / open.length));
    for (const index of open) {
      if (left === 0) break;
      const add = Math.min(share, perDocument[index]!.length - quotas[index]!, left);
      quotas[index]! += add;
      left -= add;
    }
  }
  return perDocument.flatMap((passages, index) => spread(passages.length, quotas[index]!).map((i) => passages[i]!));
};

const spokenWords = (text: string): string[] => {
  const found: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) found.push(match[0].replaceAll('’', "'"));
  return found;
};

/**
 * How typical each passage is of the voice the passages share: the cosine between its word counts and those of
 * the other passages together (square-rooted, so habitual words — fillers, function words,
 * pet phrases — weigh in and no single word dominates), lower for passages that speak to nobody (no I, we or you) or are off length.
 * Topic words are rare across the collection, so a passage about one subject scores below a conversational one.
 */
export const voiceTypicality = (passages: readonly string[]): number[] => {
  const perPassage = passages.map((passage) => {
    const counts = new Map<string, number>();
    for (const word of spokenWords(passage)) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  });
  const collection = new Map<string, number>();
  for (const counts of perPassage) for (const [word, count] of counts) collection.set(word, (collection.get(word) ?? 0) + count);
  let total = 0;
  for (const count of collection.values()) total += count;
  // Each passage is compared with the others, not with itself: in a small collection it would match its own words.
  return perPassage.map((counts) => {
    let dot = 0;
    let words = 0;
    let personal = false;
    for (const [word, count] of counts) {
      dot += Math.sqrt(count * (collection.get(word)! - count));
      words += count;
      personal ||= PERSON_WORDS.has(word);
    }
    if (words === 0 || total === words) return 0;
    const cosine = dot / Math.sqrt(words * (total - words));
    const length = words >= EXAMPLE_PASSAGE_WORDS.min && words <= EXAMPLE_PASSAGE_WORDS.max ? 1 : OFF_LENGTH_WEIGHT;
    return cosine * length * (personal ? 1 : IMPERSONAL_WEIGHT);
  });
};

/**
 * The passages most relevant to a query, best first, by BM25 (k1 1.2, b 0.75) over stemmed, stop-word-free
 * terms: those with a positive score up to `count.max`. When fewer than `count.min` match (a topic the creator
 * never covered), the rest are the passages most typical of their voice (voiceTypicality), as examples of how
 * they talk rather than of what about.
 */
export const relevantPassages = (passages: string[], query: string, count = { min: 3, max: 6 }): string[] => {
  if (passages.length === 0) return [];
  const queryTerms = [...new Set(terms(query))];
  const documents = passages.map((passage) => {
    const frequencies = new Map<string, number>();
    const words = terms(passage);
    for (const term of words) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    return { frequencies, length: words.length };
  });
  const averageLength = documents.reduce((sum, document) => sum + document.length, 0) / documents.length || 1;
  const idf = new Map(
    queryTerms.map((term) => {
      const containing = documents.filter((document) => document.frequencies.has(term)).length;
      return [term, Math.log(1 + (documents.length - containing + 0.5) / (containing + 0.5))];
    }),
  );
  const scored = documents.map((document, index) => {
    let score = 0;
    for (const term of queryTerms) {
      const frequency = document.frequencies.get(term) ?? 0;
      if (frequency === 0) continue;
      score += (idf.get(term)! * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * document.length) / averageLength));
    }
    return { index, score };
  });
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const positive = ranked.filter((entry) => entry.score > 0).slice(0, count.max);
  const wanted = Math.min(count.min, passages.length);
  if (positive.length >= wanted) return positive.map((entry) => passages[entry.index]!);
  const typicality = voiceTypicality(passages);
  const matched = new Set(positive.map((entry) => entry.index));
  const typical = scored
    .filter((entry) => !matched.has(entry.index))
    .sort((a, b) => typicality[b.index]! - typicality[a.index]! || a.index - b.index)
    .slice(0, wanted - positive.length);
  return [...positive, ...typical].map((entry) => passages[entry.index]!);
};
