import * as z from 'zod';
import { sentenceLengthsSchema, vocabularyLevelSchema, voiceHintsSchema } from '../scripts/plan-types';

// The stats and the profile are stored (on the document row and the VOICE item) and read back parsed with these
// schemas, so each type is inferred from its schema and the two can never differ.

const counts = z.record(z.string(), z.number());
const writtenForms = z.record(z.string(), z.string());

/** Counts of each style feature, the 2–4-grams counted in all, and which feature list the counts index. */
export const documentStyleSchema = z.object({
  featureSet: z.string(),
  counts: z.array(z.number()),
  grams: z.number(),
});
export type DocumentStyle = z.infer<typeof documentStyleSchema>;

/** Written forms by phrase key (lower case but for 'I'): the most frequent form per key, only where it differs. */
const phraseCasingSchema = z.object({ openers: writtenForms, signOffs: writtenForms, phrases: writtenForms });
export type PhraseCasing = z.infer<typeof phraseCasingSchema>;

/**
 * What one document contributes to the voice profile. Counts only, so the profile of many documents is
 * the merge of their stats and a document's removal needs no re-reading of the others. Bounded in size
 * (top lists are cut) so it fits on the document's DynamoDB item.
 */
export const documentStatsSchema = z.object({
  words: z.number(),
  sentences: z.number(),
  /** Histogram of sentence lengths in words: index = length (the last bucket holds 60+). */
  sentenceLengthHistogram: z.array(z.number()),
  questions: z.number(),
  exclamations: z.number(),
  /**
   * Seconds of speech from the first cue to the last, overlaps counted once, pauses between cues included and
   * breaks over BREAK_SECONDS (2.5 s) left out; and the words spoken in the cues. Both 0 for plain text.
   */
  speechSeconds: z.number(),
  timedWords: z.number(),
  /** Counts of first-person singular, plural and second-person pronouns. */
  person: z.object({ I: z.number(), we: z.number(), you: z.number() }),
  /**
   * Opening phrases of the document's first sentences and closing phrases of its last ones, with counts: the
   * first (last) clause and its shorter prefixes (suffixes), so phrases shared by several documents add up.
   */
  openers: counts,
  signOffs: counts,
  /** Frequent 2–4 word phrases (top 200 of those said at least twice) with exact counts. */
  phrases: counts,
  /** How the creator writes the keys above where it differs from the key (capitals, commas); absent on old items. */
  casing: phraseCasingSchema.optional(),
  fillers: counts,
  hype: counts,
  /** Counts of each function word (the stylometric fingerprint used by the voice match). */
  functionWords: counts,
  /**
   * Sum of word lengths in letters, and distinct words per consecutive window of 100 words, summed over the
   * windows (a standardised type-token ratio once divided by `words`, so it merges and ignores length).
   */
  letters: z.number(),
  distinctWords: z.number(),
  /** Character 2–4-gram counts over the shipped feature list (the voice match's fingerprint); absent on old items. */
  style: documentStyleSchema.optional(),
});
export type DocumentStats = z.infer<typeof documentStatsSchema>;

/** An opener, sign-off or signature phrase as the creator writes it, and how many documents it was seen in. */
const recurringTraitSchema = z.object({ text: z.string(), documents: z.number() });
export type RecurringTrait = z.infer<typeof recurringTraitSchema>;

const recurringTraitsSchema = z.object({
  openers: z.array(recurringTraitSchema),
  signOffs: z.array(recurringTraitSchema),
  signaturePhrases: z.array(recurringTraitSchema),
});
export type RecurringTraits = z.infer<typeof recurringTraitsSchema>;

export type VocabularyLevel = z.infer<typeof vocabularyLevelSchema>;

/** The learned voice: the planner's hints plus what the 'Your voice' panel shows. */
export const voiceProfileSchema = z.object({
  hints: voiceHintsSchema,
  /** The openers, sign-offs and signature phrases of `hints`, each with the documents it recurs in (absent on old profiles). */
  traits: recurringTraitsSchema.optional(),
  documents: z.number(),
  words: z.number(),
  sentenceLengths: sentenceLengthsSchema,
  hypeWords: z.array(z.string()),
  vocabularyLevel: vocabularyLevelSchema,
  /** Relative frequency of each function word across all documents. */
  functionWordProfile: counts,
  /** The documents' style counts added together; absent when any document predates them (no voice match then). */
  style: documentStyleSchema.optional(),
  /** How often the creator says each opener, sign-off and signature phrase, per 1,000 words (absent on old profiles). */
  phraseRates: z.array(z.object({ phrase: z.string(), perThousandWords: z.number() })).optional(),
});
export type VoiceProfile = z.infer<typeof voiceProfileSchema>;

/** The result of reading one uploaded file. */
export interface DocumentAnalysis {
  /** Clean passages of a few sentences each, for retrieval; at most 200, spread across the document. */
  passages: string[];
  stats: DocumentStats;
  format: 'txt' | 'srt' | 'vtt';
  /** The words as spoken (caption cues joined, or the cleaned plain text): what the stats were counted from. */
  text: string;
}
