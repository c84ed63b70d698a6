import * as z from 'zod';

/**
 * Voices (docs/voices.md): an account has one or more named voices, each with its own documents, profile, Not me
 * traits and style guide. The default voice's id maps to the keys written before voices existed.
 */
export const DEFAULT_VOICE_ID = 'default';
export const DEFAULT_VOICE_NAME = 'My voice';
export const MAX_VOICES = 10;
export const VOICE_NAME_MAX_LENGTH = 60;

/** Any id up to 64 characters is looked up among the caller's voices (404 when it is not one), as script ids are. */
export const voiceIdSchema = z
  .string({ error: 'Voice not found' })
  .min(1, { error: 'Voice not found' })
  .max(64, { error: 'Voice not found' });

export const voiceNameSchema = z
  .string({ error: 'Voice name is required' })
  .trim()
  .min(1, { error: 'Voice name is required' })
  .max(VOICE_NAME_MAX_LENGTH, { error: `Voice name must be ${VOICE_NAME_MAX_LENGTH} characters or fewer` });

export const voiceBodySchema = z.object({ name: voiceNameSchema });
export type VoiceBody = z.infer<typeof voiceBodySchema>;

export const voiceIdPathSchema = z.object({ id: voiceIdSchema });

/** `?voiceId=` on the per-voice routes; absent means the default voice, so clients from before voices keep working. */
export const voiceQuerySchema = z.object({ voiceId: voiceIdSchema.optional() });

export const voiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for the implicit default voice of an account that never changed its voices. */
  created_at: z.string().nullable(),
});
export type Voice = z.infer<typeof voiceSchema>;

/**
 * GET /api/voices: the voices in creation order, how many documents each holds (and how many of them are processed:
 * scripts are written in that voice only once one is), and the voice last generated with.
 */
export const listVoicesResponseSchema = z.object({
  voices: z.array(voiceSchema.extend({ documents: z.number().int().nonnegative(), processed_documents: z.number().int().nonnegative().default(0) })),
  last_used_voice_id: z.string().nullable(),
});
export type ListVoicesResponse = z.infer<typeof listVoicesResponseSchema>;

export const voiceResponseSchema = z.object({ voice: voiceSchema });
export type VoiceResponse = z.infer<typeof voiceResponseSchema>;

/** The voice a script or document belongs to: absent on items from before voices, which are the default voice's. */
export const voiceOf = (item: { voice_id?: string | null }) => item.voice_id ?? DEFAULT_VOICE_ID;

/** The items (documents) of one voice, in their order: what a voice's profile is rebuilt from. */
export const itemsOfVoice = <T extends { voice_id?: string | null }>(items: readonly T[], voiceId: string): T[] =>
  items.filter((item) => voiceOf(item) === voiceId);

export const voiceNotFoundMessage = 'Voice not found';
export const duplicateVoiceNameMessage = (name: string) => `You already have a voice called “${name}”. Choose another name.`;
export const tooManyVoicesMessage = `You can have up to ${MAX_VOICES} voices. Delete one you no longer use to add another.`;
export const lastVoiceMessage = 'This is your only voice. Create another voice before deleting this one.';
