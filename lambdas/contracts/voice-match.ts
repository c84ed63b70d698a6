import * as z from 'zod';

/**
 * Why a text has no voice match: no processed document yet, a profile too thin (under 200 words) or learned before
 * the current checks, or too few words of the text's own once copies are left out (docs/voice-engine.md).
 */
export const VOICE_MATCH_NOT_JUDGED = ['no_profile', 'thin_profile', 'outdated_profile', 'too_short'] as const;
export type VoiceMatchNotJudged = (typeof VOICE_MATCH_NOT_JUDGED)[number];

/** What a voice match rests on: the words it read and what it left out (issue 32). */
export const voiceMatchBasisSchema = z.object({
  /** Spoken words the score read, copies left out. */
  words_judged: z.number().int().nonnegative(),
  /** The fewest words the engine gives a number for. */
  min_words: z.number().int().positive(),
  /** Runs of 8+ words copied from the creator's documents: left out. */
  copied_phrases: z.number().int().nonnegative(),
  /** The creator's own phrases said more often than they say them: the extra uses left out. */
  repeated_phrases: z.number().int().nonnegative(),
  /**
   * The words of the text that weighed most toward the creator's voice and away from it, in the character n-grams
   * (topic words among them when the creator's documents share a topic); empty when there is no number.
   */
  words_for: z.array(z.string()),
  words_against: z.array(z.string()),
  /** Why there is no number (absent when there is one). */
  reason: z.enum(VOICE_MATCH_NOT_JUDGED).optional(),
});
export type VoiceMatchBasis = z.infer<typeof voiceMatchBasisSchema>;

export const sectionVoiceMatchSchema = z.object({
  /** The section's index among the script's `## ` sections (as splitSections counts them). */
  index: z.number().int().nonnegative(),
  title: z.string(),
  voice_match: z.number().min(0).max(100).nullable(),
  voice_match_basis: voiceMatchBasisSchema,
});
export type SectionVoiceMatch = z.infer<typeof sectionVoiceMatchSchema>;

/**
 * GET /api/scripts/{id}/voice-match: the current version's voice match against the creator's voice as it is now,
 * with its basis, and each section's.
 */
export const scriptVoiceMatchResponseSchema = z.object({
  version_id: z.string(),
  voice_match: z.number().min(0).max(100).nullable(),
  voice_match_basis: voiceMatchBasisSchema,
  sections: z.array(sectionVoiceMatchSchema),
});
export type ScriptVoiceMatchResponse = z.infer<typeof scriptVoiceMatchResponseSchema>;
