import * as z from 'zod';

/** Traits that are the creator's own words, several of each: every phrase or word is marked Not me on its own. */
export const PHRASE_TRAIT_KINDS = ['opener', 'signOff', 'signaturePhrase', 'filler', 'hypeWord'] as const;
export type PhraseTraitKind = (typeof PHRASE_TRAIT_KINDS)[number];

/**
 * Traits that are one measure of the voice. Marked Not me, the measure gives no rule at all, whatever it measures
 * after the documents change: the rates move with every document, so a correction tied to one value would not last.
 */
export const MEASURE_TRAIT_KINDS = ['speakingRate', 'rhythm', 'person', 'questions', 'exclamations', 'vocabulary'] as const;
export type MeasureTraitKind = (typeof MEASURE_TRAIT_KINDS)[number];

export const TRAIT_VALUE_MAX_LENGTH = 200;

export const phraseTraitSchema = z.object({
  kind: z.enum(PHRASE_TRAIT_KINDS),
  value: z
    .string({ error: 'The trait’s words are required' })
    .trim()
    .min(1, { error: 'The trait’s words are required' })
    .max(TRAIT_VALUE_MAX_LENGTH, { error: `The trait’s words must be at most ${TRAIT_VALUE_MAX_LENGTH} characters` }),
});
export type PhraseTrait = z.infer<typeof phraseTraitSchema>;

export const measureTraitSchema = z.object({ kind: z.enum(MEASURE_TRAIT_KINDS) });
export type MeasureTrait = z.infer<typeof measureTraitSchema>;

/** One trait of the 'Your voice' panel: `{ kind: 'opener', value: 'Hey hey' }` or `{ kind: 'person' }`. */
export const voiceTraitSchema = z.discriminatedUnion('kind', [phraseTraitSchema, measureTraitSchema], { error: 'Unknown voice trait' });
export type VoiceTrait = z.infer<typeof voiceTraitSchema>;

export const isPhraseTrait = (trait: VoiceTrait): trait is PhraseTrait => 'value' in trait;

/** How a phrase is compared: "Hey  hey" and "hey hey" are the same opener (the profile's casing may change on a rebuild). */
export const phraseKey = (phrase: string): string => phrase.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();

/** A trait's identity: equal for the same phrase of the same kind, whatever its casing. */
export const traitKey = (trait: VoiceTrait): string => (isPhraseTrait(trait) ? `${trait.kind}#${phraseKey(trait.value)}` : trait.kind);
