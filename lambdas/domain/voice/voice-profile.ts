import type { VoiceHints } from '../scripts/plan-types';
import { FUNCTION_WORDS } from './lexicon';
import { mergeCasing, recurringTraits } from './recurring-traits';
import { phraseRates } from './phrase-rates';
import { mergeStyles } from './style-background';
import { phraseOf } from './tokens';
import type { DocumentStats, RecurringTrait, VocabularyLevel, VoiceProfile } from './types';

/** Timed captions needed before the measured speaking rate is trusted over the default. */
export const MIN_TIMED_WORDS = 30;
export const MIN_SPEECH_SECONDS = 10;
// Outside this range the "rate" comes from broken timings, not from speech.
const PLAUSIBLE_WORDS_PER_MINUTE = { min: 60, max: 360 } as const;

const TOP_FILLERS = 5;
const TOP_HYPE = 8;
// Fillers and hype words rarer than this (per word) are chance, not habit.
const HABIT_RATE = 1 / 1000;

// Keys are the user's words: "constructor" must not read Object.prototype.
const addInto = (target: Record<string, number>, source: Record<string, number>) => {
  for (const [key, count] of Object.entries(source)) target[key] = (Object.hasOwn(target, key) ? target[key]! : 0) + count;
};

/** Adds documents' stats together: the stats of a set of documents, as the profile is built from them. */
export const mergeDocumentStats = (stats: readonly DocumentStats[]): DocumentStats => {
  const merged: DocumentStats = {
    words: 0,
    sentences: 0,
    sentenceLengthHistogram: [],
    questions: 0,
    exclamations: 0,
    speechSeconds: 0,
    timedWords: 0,
    person: { I: 0, we: 0, you: 0 },
    openers: {},
    signOffs: {},
    phrases: {},
    fillers: {},
    hype: {},
    functionWords: {},
    letters: 0,
    distinctWords: 0,
    casing: mergeCasing(stats),
  };
  for (const s of stats) {
    merged.words += s.words;
    merged.sentences += s.sentences;
    s.sentenceLengthHistogram.forEach((count, length) => {
      merged.sentenceLengthHistogram[length] = (merged.sentenceLengthHistogram[length] ?? 0) + count;
    });
    merged.questions += s.questions;
    merged.exclamations += s.exclamations;
    merged.speechSeconds += s.speechSeconds;
    merged.timedWords += s.timedWords;
    merged.person.I += s.person.I;
    merged.person.we += s.person.we;
    merged.person.you += s.person.you;
    addInto(merged.openers, s.openers);
    addInto(merged.signOffs, s.signOffs);
    addInto(merged.phrases, s.phrases);
    addInto(merged.fillers, s.fillers);
    addInto(merged.hype, s.hype);
    addInto(merged.functionWords, s.functionWords);
    merged.letters += s.letters;
    merged.distinctWords += s.distinctWords;
  }
  for (let length = 0; length < merged.sentenceLengthHistogram.length; length++) merged.sentenceLengthHistogram[length] ??= 0;
  return merged;
};

/** The smallest sentence length at or below which a share `q` of sentences falls. */
const percentile = (histogram: readonly number[], total: number, q: number): number => {
  if (total === 0) return 0;
  let seen = 0;
  for (let length = 0; length < histogram.length; length++) {
    seen += histogram[length] ?? 0;
    if (seen >= q * total) return length;
  }
  return histogram.length - 1;
};

const habitual = (counts: Record<string, number>, totalWords: number, limit: number): string[] =>
  Object.entries(counts)
    .filter(([, count]) => count >= 2 && count >= totalWords * HABIT_RATE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word]) => word);

/**
 * Vocabulary level from the average word length and the distinct words per 100 (standardised type-token
 * ratio): casual speech sits near 4.2 letters and 0.65, written explanation near 4.8 and 0.75.
 */
const vocabularyLevel = (averageWordLength: number, distinctRatio: number): VocabularyLevel => {
  const score = (averageWordLength - 4.45) / 0.35 + (distinctRatio - 0.7) / 0.06;
  if (score >= 1) return 'advanced';
  if (score <= -1) return 'simple';
  return 'moderate';
};

/** The creator's phrases the voice match counts only up to their own rate, besides their traits: their most said. */
const RATED_PHRASES = 30;

const frequentPhrases = (counts: Record<string, number>, limit = RATED_PHRASES) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([phrase]) => phrase);

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The voice learned from documents' stats; null when there are none (or they hold no words). `passages`, each
 * document's stored passages in the order of `stats`, let it find phrases said once in each of most documents.
 */
export const buildVoiceProfile = (stats: DocumentStats[], passages: readonly (readonly string[])[] = []): VoiceProfile | null => {
  if (stats.length === 0) return null;
  const all = mergeDocumentStats(stats);
  if (all.words === 0) return null;

  const histogram = all.sentenceLengthHistogram;
  const measuredSentences = histogram.reduce((sum, count) => sum + count, 0);
  const sentenceWords = histogram.reduce((sum, count, length) => sum + count * length, 0);
  const rate = all.timedWords >= MIN_TIMED_WORDS && all.speechSeconds >= MIN_SPEECH_SECONDS ? (all.timedWords * 60) / all.speechSeconds : null;
  const wordsPerMinute = rate !== null && rate >= PLAUSIBLE_WORDS_PER_MINUTE.min && rate <= PLAUSIBLE_WORDS_PER_MINUTE.max ? Math.round(rate) : null;

  const { I, we, you } = all.person;
  const person = I + we + you === 0 ? null : I >= we && I >= you ? 'I' : we >= you ? 'we' : 'you';
  // Counted in lower case; shown as spoken and written: "I mean", not "i mean".
  const fillerWords = habitual(all.fillers, all.words, TOP_FILLERS).map((filler) => phraseOf(filler.split(' ')));
  const traits = recurringTraits(stats, all, fillerWords, passages);
  const texts = (list: readonly RecurringTrait[]) => list.map((trait) => trait.text);

  const sentenceLengths = {
    p25: percentile(histogram, measuredSentences, 0.25),
    p50: percentile(histogram, measuredSentences, 0.5),
    p75: percentile(histogram, measuredSentences, 0.75),
    p90: percentile(histogram, measuredSentences, 0.9),
  };
  const hints: VoiceHints = {
    wordsPerMinute,
    averageSentenceWords: all.sentences > 0 ? round(sentenceWords / measuredSentences, 1) : null,
    openers: texts(traits.openers),
    signOffs: texts(traits.signOffs),
    signaturePhrases: texts(traits.signaturePhrases),
    person,
    questionRate: all.sentences > 0 ? round(all.questions / all.sentences, 3) : null,
    exclamationRate: all.sentences > 0 ? round(all.exclamations / all.sentences, 3) : null,
    fillerWords,
    fillersPer100Words: round((100 * Object.values(all.fillers).reduce((sum, count) => sum + count, 0)) / all.words, 2),
    hypeWords: habitual(all.hype, all.words, TOP_HYPE),
    sentenceLengths: measuredSentences > 0 ? sentenceLengths : null,
    vocabularyLevel: vocabularyLevel(all.letters / all.words, all.distinctWords / all.words),
  };

  const functionWordProfile: Record<string, number> = {};
  for (const word of FUNCTION_WORDS) functionWordProfile[word] = (all.functionWords[word] ?? 0) / all.words;

  return {
    hints,
    traits,
    documents: stats.length,
    words: all.words,
    sentenceLengths,
    hypeWords: hints.hypeWords,
    vocabularyLevel: hints.vocabularyLevel!,
    functionWordProfile,
    style: mergeStyles(stats.map((document) => document.style)),
    phraseRates: phraseRates([...hints.openers, ...hints.signOffs, ...hints.signaturePhrases, ...frequentPhrases(all.phrases)], passages, {
      counts: [all.openers, all.signOffs, all.phrases],
      words: all.words,
    }),
  };
};
