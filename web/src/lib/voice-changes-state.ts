import * as z from 'zod';

/**
 * What adding a voice document changed in the creator's voice, carried in the router state of the link to
 * /documents, so the 'Your voice' panel there says it too.
 */
const voiceChangesStateSchema = z.object({ voiceChanges: z.array(z.string()) });

export const voiceChangesState = (voiceChanges: readonly string[]) => ({ voiceChanges: [...voiceChanges] });

/** The changes a link brought along, or null when it brought none. */
export const readVoiceChanges = (state: unknown): string[] | null => voiceChangesStateSchema.safeParse(state).data?.voiceChanges ?? null;
