import type { VoiceHints } from '../scripts/plan-types';

/**
 * What one document contributes to the voice profile. Counts only, so the profile of many documents is
 * the merge of their stats and a document's removal needs no re-reading of the others. Bounded in size
 * (top lists are cut) so it fits on the document's DynamoDB item.
 */
export interface DocumentStats {
  words: number;
  sentences: number;
  /** Histogram of sentence lengths in words: index = length (the last bucket holds 60+). */
  sentenceLengthHistogram: number[];
  questions: number;
  exclamations: number;
  /**
   * Seconds of speech from the first cue to the last, overlaps counted once, pauses between cues included and
   * breaks over BREAK_SECONDS (2.5 s) left out; and the words spoken in the cues. Both 0 for plain text.
   */
  speechSeconds: number;
  timedWords: number;
  /** Counts of first-person singular, plural and second-person pronouns. */
  person: { I: number; we: number; you: number };
  /**
   * Opening phrases of the document's first sentences and closing phrases of its last ones, with counts: the
   * first (last) clause and its shorter prefixes (suffixes), so phrases shared by several documents add up.
   */
  openers: Record<string, number>;
  signOffs: Record<string, number>;
  /** Frequent 2–4 word phrases (top 200 of those said at least twice) with exact counts. */
  phrases: Record<string, number>;
  /** How the creator writes the keys above where it differs from the key (capitals, commas); absent on old items. */
  casing?: PhraseCasing;
  fillers: Record<string, number>;
  hype: Record<string, number>;
  /** Counts of each function word (the stylometric fingerprint used by the voice match). */
  functionWords: Record<string, number>;
  /**
   * Sum of word lengths in letters, and distinct words per consecutive window of 100 words, summed over the
   * windows (a standardised type-token ratio once divided by `words`, so it merges and ignores length).
   */
  letters: number;
  distinctWords: number;
  /** Character 2–4-gram counts over the shipped feature list (the voice match's fingerprint); absent on old items. */
  style?: DocumentStyle;
}

/** Counts of each style feature, the 2–4-grams counted in all, and which feature list the counts index. */
export interface DocumentStyle {
  featureSet: string;
  counts: number[];
  grams: number;
}

/** Written forms by phrase key (lower case but for 'I'): the most frequent form per key, only where it differs. */
export interface PhraseCasing {
  openers: Record<string, string>;
  signOffs: Record<string, string>;
  phrases: Record<string, string>;
}

/** An opener, sign-off or signature phrase as the creator writes it, and how many documents it was seen in. */
export interface RecurringTrait {
  text: string;
  documents: number;
}

export interface RecurringTraits {
  openers: RecurringTrait[];
  signOffs: RecurringTrait[];
  signaturePhrases: RecurringTrait[];
}

export type VocabularyLevel = 'simple' | 'moderate' | 'advanced';

/** The learned voice: the planner's hints plus what the 'Your voice' panel shows. */
export interface VoiceProfile {
  hints: VoiceHints;
  /** The openers, sign-offs and signature phrases of `hints`, each with the documents it recurs in (absent on old profiles). */
  traits?: RecurringTraits;
  documents: number;
  words: number;
  sentenceLengths: { p25: number; p50: number; p75: number; p90: number };
  hypeWords: string[];
  vocabularyLevel: VocabularyLevel;
  /** Relative frequency of each function word across all documents. */
  functionWordProfile: Record<string, number>;
  /** The documents' style counts added together; absent when any document predates them (no voice match then). */
  style?: DocumentStyle;
}

/** The result of reading one uploaded file. */
export interface DocumentAnalysis {
  /** Clean passages of a few sentences each, for retrieval; at most 200, spread across the document. */
  passages: string[];
  stats: DocumentStats;
  format: 'txt' | 'srt' | 'vtt';
  /** The words as spoken (caption cues joined, or the cleaned plain text): what the stats were counted from. */
  text: string;
}
