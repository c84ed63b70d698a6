import { type Source, hasMaterial } from '../../../../contracts/material';
import { statedFigures } from '../../../../contracts/figures';
import { countWords } from '../../../../contracts/script-text';
import { contentWords } from '../../material-plan';
import { type Composed, spokenWordsOf } from './composed';
import type { DraftContext } from './draft-context';
import type { ScriptPlan } from '../../plan-types';
import { shuffled } from './text';

/** One sentence of a source, as the offline writer may say it, with the source's number. */
export interface SourceSentence {
  text: string;
  /** 1-based, as the script cites it: [1]. */
  source: number;
  words: number;
  content: Set<string>;
  states: boolean;
}

// A source sentence worth saying on its own: a whole thought, short enough to read aloud.
const MIN_WORDS = 6;
const MAX_WORDS = 40;

/** Every sentence of the sources that can be said on its own, in the sources' order. */
export const sourceSentences = (sources: readonly Source[]): SourceSentence[] =>
  sources.flatMap((source, index) =>
    source.text
      .replace(/\s+/g, ' ')
      .split(/(?<=[.!?])\s+(?=["“‘(]?\p{Lu})/u)
      .map((sentence) => sentence.trim())
      .filter((sentence) => /[.!?]["”’)]?$/u.test(sentence))
      .map((text) => ({ text, source: index + 1, words: countWords(text), content: contentWords(text), states: statedFigures(text).length > 0 }))
      .filter((sentence) => sentence.words >= MIN_WORDS && sentence.words <= MAX_WORDS),
  );

const relevance = (sentence: SourceSentence, about: ReadonlySet<string>) => {
  let shared = 0;
  for (const word of sentence.content) if (about.has(word)) shared++;
  // A sentence that states a figure on the subject is what a source is for; a figure alone is not relevance.
  return shared === 0 ? 0 : shared + (sentence.states ? 1 : 0);
};

/**
 * The source sentences a section says, best first, within `room` words: those sharing most words with what the
 * section is about (its key points, else the topic), each said once in the whole script (`used` holds their texts).
 */
export const pickSourceSentences = (
  pool: readonly SourceSentence[],
  about: string,
  room: number,
  used: Set<string>,
  allowed: (text: string) => boolean = () => true,
): SourceSentence[] => {
  const words = contentWords(about);
  const ranked = pool
    .filter((sentence) => !used.has(sentence.text) && allowed(sentence.text))
    .map((sentence) => ({ sentence, score: relevance(sentence, words) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  const picked: SourceSentence[] = [];
  let left = room;
  for (const { sentence } of ranked) {
    if (sentence.words > left) continue;
    picked.push(sentence);
    used.add(sentence.text);
    left -= sentence.words;
  }
  return picked;
};

/** A source sentence as said, with its marker before its final stop: "… stays active [1].". */
export const withMarker = (sentence: SourceSentence): string => sentence.text.replace(/([.!?]["”’)]?)$/u, ` [${sentence.source}]$1`);

// A hook is said in seconds: a figure longer than this is a section's, not a hook's.
const HOOK_FIGURE_WORDS = 25;

/**
 * The source sentence the bold-claim hook leads with (issue 34): the one stating a figure that bears most on the
 * topic and the key points, short enough for a hook; null without one.
 */
export const hookFigureOf = (plan: ScriptPlan): SourceSentence | null => {
  const { material, topic } = plan.input;
  if (!hasMaterial(material) || !material.sources.length) return null;
  const figures = sourceSentences(material.sources).filter((sentence) => sentence.states && sentence.words <= HOOK_FIGURE_WORDS);
  return pickSourceSentences(figures, [topic, ...material.key_points].join(' '), HOOK_FIGURE_WORDS, new Set())[0] ?? null;
};

/**
 * What the sources say about each body section's key points (else the topic), within the words the section has left,
 * each sentence with its source's marker before its final stop: "… stays active [1]."
 */
export const addSourceNotes = (context: DraftContext, sections: readonly Composed[], variant: boolean): void => {
  const { material, topic } = context.plan.input;
  if (!hasMaterial(material) || !material.sources.length) return;
  // A rewrite's variants draw the sentences in another order; a first draft takes them as ranked.
  const pool = shuffled(sourceSentences(material.sources), variant ? context.random : () => 0.5);
  const used = new Set<string>();
  for (const composed of sections.filter((each) => each.kind === 'body')) {
    const points = composed.section.keyPoints ?? [];
    const about = points.length ? points.join(' ') : topic;
    const room = composed.section.words - spokenWordsOf(composed);
    composed.sources = pickSourceSentences(pool, about, room, used, (text) => !context.avoided(text, composed)).map(withMarker);
  }
};
