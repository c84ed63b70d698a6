import { writtenForms } from './frequent-phrases';
import { CLAUSE_START, ID_EDGE, ID_STOP, MAX_PHRASE_WORD_LENGTH, SENTENCE_START, type Tokens, phraseOf, scan } from './tokens';

/** The longest phrase looked for across documents: "little tip from me to you" takes six words. */
export const MAX_SHARED_PHRASE_WORDS = 8;
// Passages read across all the documents at most (about 280,000 words), each document an equal share spread over it:
// a rebuild stays well under a second however many documents there are. Past it, document counts are lower bounds.
const PASSAGE_BUDGET = 4000;
const BOUNDARY = SENTENCE_START | CLAUSE_START;

/** A phrase found in several documents' passages, said once or more in each. */
export interface SharedPhrase {
  /** Lower case but for 'I', as the stats key phrases. */
  key: string;
  /** As the creator writes it: the most frequent form of each word inside a sentence. */
  written: string;
  documents: number;
  /** How often the passages say it in all. */
  count: number;
  /** The highest count of a longer shared phrase holding it: "little tip from me" of "little tip from me to you". */
  inside: number;
}

const spread = <T>(items: readonly T[], max: number): T[] =>
  items.length <= max ? [...items] : Array.from({ length: max }, (_, index) => items[Math.floor((index * items.length) / max)]!);

/** The documents' passages read as one text (a blank line between passages), and the token where each document starts. */
const readDocuments = (perDocument: readonly (readonly string[])[]) => {
  const share = Math.max(1, Math.floor(PASSAGE_BUDGET / Math.max(1, perDocument.length)));
  const texts = perDocument.map((passages) => spread(passages, share).join('\n\n'));
  const text = texts.join('\n\n');
  const tokens = scan(text, { lineBreaks: false });
  const documentOf = new Int32Array(tokens.ids.length);
  for (let document = 0, t = 0, textEnd = 0; document < texts.length; document++) {
    textEnd += texts[document]!.length + 2;
    while (t < tokens.ids.length && tokens.starts.at(t) < textEnd) documentOf[t++] = document;
  }
  return { text, tokens, documentOf };
};

/** Per gram of one length: in how many documents and how often it is said, and where first. */
interface Level {
  documents: number[];
  counts: number[];
  lastDocument: number[];
  firstAt: number[];
  /** Of each gram said in enough documents: the grams of its first and of its last words (one word shorter). */
  prefixes: number[];
  suffixes: number[];
  /** Whether it may be a phrase (its edges and words), and the highest count of a longer such phrase holding it. */
  qualifies: boolean[];
  /** Of those that qualify, the ones at least half made of common function words: only these can be habits. */
  habitual: boolean[];
  inside: number[];
}

const newLevel = (): Level => ({ documents: [], counts: [], lastDocument: [], firstAt: [], prefixes: [], suffixes: [], qualifies: [], habitual: [], inside: [] });

/** Each word's gram (itself) where it is said in `minDocuments` documents and may enter a phrase, else -1. */
const wordGrams = ({ tokens, documentOf }: ReturnType<typeof readDocuments>, minDocuments: number): Int32Array => {
  const { words } = tokens.vocabulary;
  const ids = tokens.ids.data;
  const documents = new Int32Array(words.length);
  const lastDocument = new Int32Array(words.length).fill(-1);
  for (let t = 0; t < tokens.ids.length; t++) {
    const id = ids[t]!;
    if (lastDocument[id] !== documentOf[t]) {
      lastDocument[id] = documentOf[t]!;
      documents[id]!++;
    }
  }
  const grams = new Int32Array(tokens.ids.length);
  for (let t = 0; t < tokens.ids.length; t++) {
    const id = ids[t]!;
    grams[t] = documents[id]! >= minDocuments && words[id]!.length <= MAX_PHRASE_WORD_LENGTH ? id : -1;
  }
  return grams;
};

/**
 * The grams one word longer than `shorter` (the gram of each token, or -1) said in `minDocuments` documents: a gram
 * is only counted where both the gram of its first words and that of its last words qualified (a longer phrase is
 * never in more documents than its parts), and never across a clause or sentence boundary.
 */
const longerGrams = (tokens: Tokens, documentOf: Int32Array, shorter: Int32Array, length: number, minDocuments: number) => {
  const words = tokens.vocabulary.words.length;
  const ids = tokens.ids.data;
  const level = newLevel();
  const byKey = new Map<number, number>();
  const found = new Int32Array(shorter.length).fill(-1);
  for (let t = 0; t + length <= shorter.length; t++) {
    if (shorter[t]! < 0 || shorter[t + 1]! < 0 || (length === 2 && (tokens.flags[t + 1]! & BOUNDARY) !== 0)) continue;
    const key = shorter[t]! * words + ids[t + length - 1]!;
    let gram = byKey.get(key);
    if (gram === undefined) {
      gram = level.counts.length;
      byKey.set(key, gram);
      level.documents.push(0);
      level.counts.push(0);
      level.lastDocument.push(-1);
      level.firstAt.push(t);
      level.prefixes.push(shorter[t]!);
      level.suffixes.push(shorter[t + 1]!);
      level.qualifies.push(false);
      level.habitual.push(false);
      level.inside.push(0);
    }
    level.counts[gram]!++;
    if (level.lastDocument[gram] !== documentOf[t]) {
      level.lastDocument[gram] = documentOf[t]!;
      level.documents[gram]!++;
    }
    found[t] = gram;
  }
  for (let t = 0; t < found.length; t++) if (found[t]! >= 0 && level.documents[found[t]!]! < minDocuments) found[t] = -1;
  return { level, grams: found };
};

/**
 * The phrases of 2–8 words that could be habits, said in at least `minDocuments` of the documents (each given by its
 * passages), even once in each: a creator's catchphrase need not be said twice in an upload to be theirs. Like the
 * stats' phrases they stay inside a clause, neither start nor end with an article, conjunction or preposition and
 * hold a word outside the stop list; and at least half of their words are on it. Found level by level (a phrase of n
 * words only where both its (n−1)-word parts recur), in time linear in the passages read: 20 alike documents of 200
 * passages each (every phrase shared) take about 200 ms of CPU.
 */
export const sharedPhrases = (perDocument: readonly (readonly string[])[], minDocuments: number): SharedPhrase[] => {
  if (perDocument.length < minDocuments) return [];
  const read = readDocuments(perDocument);
  const { text, tokens, documentOf } = read;
  const { flags: wordFlags, words } = tokens.vocabulary;
  const ids = tokens.ids.data;
  const levels: Level[] = [];
  let grams = wordGrams(read, minDocuments);
  for (let length = 2; length <= MAX_SHARED_PHRASE_WORDS; length++) {
    const longer = longerGrams(tokens, documentOf, grams, length, minDocuments);
    const { level } = longer;
    let any = false;
    for (let gram = 0; gram < level.counts.length; gram++) {
      if (level.documents[gram]! < minDocuments) continue;
      any = true;
      const at = level.firstAt[gram]!;
      const edges = (wordFlags[ids[at]!]! | wordFlags[ids[at + length - 1]!]!) & ID_EDGE;
      let stop = 0;
      for (let k = at; k < at + length; k++) if ((wordFlags[ids[k]!]! & ID_STOP) !== 0) stop++;
      const qualifies = edges === 0 && stop < length;
      level.qualifies[gram] = qualifies;
      level.habitual[gram] = qualifies && 2 * stop >= length;
    }
    if (!any) break;
    levels.push(level);
    grams = longer.grams;
  }
  // Longest first: each phrase passes on to its two parts one word shorter the count of the longest phrase holding it.
  for (let index = levels.length - 1; index > 0; index--) {
    const level = levels[index]!;
    const { inside } = levels[index - 1]!;
    for (let gram = 0; gram < level.counts.length; gram++) {
      if (level.documents[gram]! < minDocuments) continue;
      const passed = Math.max(level.qualifies[gram] ? level.counts[gram]! : 0, level.inside[gram]!);
      inside[level.prefixes[gram]!] = Math.max(inside[level.prefixes[gram]!]!, passed);
      inside[level.suffixes[gram]!] = Math.max(inside[level.suffixes[gram]!]!, passed);
    }
  }
  const found = levels.flatMap((level, index) =>
    level.habitual.flatMap((habitual, gram) => (habitual ? [{ at: level.firstAt[gram]!, length: index + 2, level, gram }] : [])),
  );
  const needed = new Uint8Array(words.length);
  for (const { at, length } of found) for (let k = at; k < at + length; k++) needed[ids[k]!] = 1;
  const forms = writtenForms(text, tokens, needed);
  return found.map(({ at, length, level, gram }) => {
    const key: string[] = [];
    const written: string[] = [];
    for (let k = at; k < at + length; k++) {
      key.push(words[ids[k]!]!);
      written.push(forms.get(ids[k]!) ?? words[ids[k]!]!);
    }
    return { key: phraseOf(key), written: phraseOf(written), documents: level.documents[gram]!, count: level.counts[gram]!, inside: level.inside[gram]! };
  });
};
