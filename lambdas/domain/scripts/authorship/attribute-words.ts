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
 * Words the model says in a run this long, taken word for word from the creator's own material (key points, stories,
 * details), are the creator's: they typed them. Shorter runs ("at the end of") are too common to tell.
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

/** Gives `author` to the words this version put in (null in `origins`) inside any run of `length` words found in `runs`. */
const claimRuns = (keys: readonly string[], origins: Origins, authors: Author[], runs: Set<string>, length: number, author: Author) => {
  for (let at = 0; at + length <= keys.length; at++) {
    if (!runs.has(runKey(keys, at, length))) continue;
    for (let word = at; word < at + length; word++) if (origins[word] === null) authors[word] = author;
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
 * creator's when the version is an edit and the model's when it is the generated draft or a rewrite, except runs the
 * model took word for word from `material` (the creator's key points, stories and details) and runs an edit moved or
 * pasted back from the model's earlier text. A restore brings back the authors of the version it restored.
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
      if (putIn === 'creator') claimRuns(keys, origins, authors, modelRuns, MODEL_RUN, 'model');
      else claimRuns(keys, origins, authors, fromMaterial, MATERIAL_RUN, 'creator');
    }
    for (let at = 0; at + MODEL_RUN <= keys.length; at++) {
      if (authors.slice(at, at + MODEL_RUN).every((author) => author === 'model')) modelRuns.add(runKey(keys, at, MODEL_RUN));
    }
    previous = { ...current, authors };
    history.push(previous);
  }
  return previous;
};
