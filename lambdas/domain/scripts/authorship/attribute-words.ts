import { WORD } from '../../../contracts/script-text';
import type { VersionKind } from '../../../contracts/script-versions';
import { align } from './align';
import { type SpokenWords, sentenceKeys, spokenWordsOf, wordKey } from './spoken-words';

/** Who put a word where it stands: the creator (typed or pasted it, or wrote it in the script's material) or the model. */
export type Author = 'creator' | 'model';

/** One version of a script as the history replay reads it: how it was made, and its spoken text. */
export interface VersionText {
  kind: VersionKind;
  text: string;
}

/** A version's words, each with its author. */
export interface AttributedWords extends SpokenWords {
  authors: Author[];
}

/**
 * A sentence the model says word for word from the creator's own material (key points, stories, details) is the
 * creator's: they typed it. Word for word means every word sits in a run of this many words found in the material;
 * shorter runs ("at the end of") are too common to tell. A model sentence that only weaves their words into its own
 * ("I'll cover three things in this video: …") stays the model's, or its stock framing would be learned as theirs.
 */
export const MATERIAL_RUN = 4;
/**
 * A run this long that an edit puts back from text the model wrote earlier in the script (a sentence moved, or pasted
 * back after deleting it) stays the model's: moving words is not writing them.
 */
export const MODEL_RUN = 6;

type Origins = (number | null)[];

const runKey = (keys: readonly string[], at: number, length: number) => keys.slice(at, at + length).join(' ');

const runsOf = (keys: readonly string[], length: number, into = new Set<string>()) => {
  for (let at = 0; at + length <= keys.length; at++) into.add(runKey(keys, at, length));
  return into;
};

const keysOf = (text: string) => [...text.matchAll(WORD)].map((match) => wordKey(match[0]));

/** The starts of the runs of MODEL_RUN words that hold at least one word this version put in (null in `origins`). */
const runsThroughNewWords = (origins: Origins): number[] => {
  const starts: number[] = [];
  let nextNew = Infinity;
  for (let at = origins.length - 1; at >= 0; at--) {
    if (origins[at] === null) nextNew = at;
    if (at + MODEL_RUN <= origins.length && nextNew < at + MODEL_RUN) starts.push(at);
  }
  return starts.reverse();
};

/** Gives the model the words an edit put in inside any run of MODEL_RUN words the model wrote before. */
const claimModelRuns = (keys: readonly string[], origins: Origins, authors: Author[], modelRuns: Set<string>) => {
  for (const at of runsThroughNewWords(origins)) {
    if (!modelRuns.has(runKey(keys, at, MODEL_RUN))) continue;
    for (let word = at; word < at + MODEL_RUN; word++) if (origins[word] === null) authors[word] = 'model';
  }
};

/** Remembers the model's runs among the new ones (the runs kept from earlier versions were remembered then). */
const rememberModelRuns = (keys: readonly string[], origins: Origins, authors: Author[], modelRuns: Set<string>) => {
  const nextCreator = new Array<number>(authors.length + 1).fill(Infinity);
  for (let at = authors.length - 1; at >= 0; at--) nextCreator[at] = authors[at] === 'creator' ? at : nextCreator[at + 1]!;
  for (const at of runsThroughNewWords(origins)) if (nextCreator[at]! >= at + MODEL_RUN) modelRuns.add(runKey(keys, at, MODEL_RUN));
};

/** Gives the creator the new sentences (all words put in by this version) that say their material word for word. */
const claimMaterialSentences = ({ words, sentences }: SpokenWords, origins: Origins, authors: Author[], material: Set<string>) => {
  const keys = words.map((word) => word.key);
  for (const { first, end } of sentences) {
    const covered = new Array<boolean>(end - first).fill(false);
    for (let at = first; at + MATERIAL_RUN <= end; at++) {
      if (material.has(runKey(keys, at, MATERIAL_RUN))) covered.fill(true, at - first, at - first + MATERIAL_RUN);
    }
    if (covered.every(Boolean) && origins.slice(first, end).every((origin) => origin === null)) authors.fill('creator', first, end);
  }
};

const wordsOfSentences = ({ sentences }: SpokenWords, from: number, end: number) =>
  sentences.slice(from, end).flatMap(({ first, end: last }) => Array.from({ length: last - first }, (_, index) => first + index));

/**
 * Where each word of `next` came from in `previous` (its index), or null for a word this version put in. Sentences
 * the version kept keep their words. The ones an edit changed are aligned word by word, so the creator's few words in
 * a model sentence are theirs and the rest stays the model's; the ones a generation or rewrite changed are new
 * throughout: the model rewrites whole sentences, and a creator's word it happened to keep is no longer their text.
 */
const wordOrigins = (previous: SpokenWords, next: SpokenWords, kind: VersionKind): Origins => {
  const origins: Origins = new Array<number | null>(next.words.length).fill(null);
  const keptSentences = align(sentenceKeys(previous), sentenceKeys(next), false);
  let oldFrom = 0;
  let changed: number[] = [];
  const alignChanged = (oldEnd: number) => {
    if (kind === 'edited' && changed.length) {
      const oldWords = wordsOfSentences(previous, oldFrom, oldEnd);
      const newWords = changed.flatMap((sentence) => wordsOfSentences(next, sentence, sentence + 1));
      const local = align(
        oldWords.map((word) => previous.words[word]!.key),
        newWords.map((word) => next.words[word]!.key),
        true,
      );
      newWords.forEach((word, index) => (origins[word] = local[index] === null ? null : oldWords[local[index]!]!));
    }
    changed = [];
  };
  keptSentences.forEach((kept, sentence) => {
    if (kept === null) return void changed.push(sentence);
    alignChanged(kept);
    const { first, end } = next.sentences[sentence]!;
    const oldFirst = previous.sentences[kept]!.first;
    for (let word = first; word < end; word++) origins[word] = oldFirst + (word - first);
    oldFrom = kept + 1;
  });
  alignChanged(previous.sentences.length);
  return origins;
};

const sameWords = (a: SpokenWords, b: SpokenWords) => a.words.length === b.words.length && a.words.every((word, index) => word.key === b.words[index]!.key);

/**
 * Who wrote each word of the last version, replaying the script's history oldest first (docs/versions.md, "Add to my
 * voice"). Each version is compared with the one before it: a word it kept keeps its author; a word it put in is the
 * creator's when the version is an edit and the model's when it is the generated draft or a rewrite, except sentences
 * the model took word for word from `material` (the creator's key points, stories and details) and runs an edit moved
 * or pasted back from the model's earlier text. A restore brings back the authors of the version it restored.
 */
export const attributeWords = (versions: readonly VersionText[], material: readonly string[]): AttributedWords => {
  const fromMaterial = new Set<string>();
  for (const text of material) runsOf(keysOf(text), MATERIAL_RUN, fromMaterial);
  const modelRuns = new Set<string>();
  const history: AttributedWords[] = [];
  let previous: AttributedWords = { ...spokenWordsOf(''), authors: [] };
  for (const { kind, text } of versions) {
    const current = spokenWordsOf(text);
    const keys = current.words.map((word) => word.key);
    const restored = kind === 'restored' ? history.findLast((earlier) => sameWords(earlier, current)) : undefined;
    let authors: Author[];
    if (restored) {
      authors = [...restored.authors];
    } else {
      const origins = wordOrigins(previous, current, kind);
      const putIn: Author = kind === 'edited' ? 'creator' : 'model';
      authors = origins.map((origin) => (origin === null ? putIn : previous.authors[origin]!));
      if (putIn === 'creator') claimModelRuns(keys, origins, authors, modelRuns);
      else claimMaterialSentences(current, origins, authors, fromMaterial);
      rememberModelRuns(keys, origins, authors, modelRuns);
    }
    previous = { ...current, authors };
    history.push(previous);
  }
  return previous;
};
