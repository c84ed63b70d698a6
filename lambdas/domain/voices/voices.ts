import { ulid } from 'ulid';
import {
  DEFAULT_VOICE_ID,
  DEFAULT_VOICE_NAME,
  type ListVoicesResponse,
  MAX_VOICES,
  type Voice,
  duplicateVoiceNameMessage,
  lastVoiceMessage,
  tooManyVoicesMessage,
  voiceNotFoundMessage,
  voiceOf,
} from '../../contracts/voices';
import { listDocumentRecords } from '../../data/document-repo';
import { type StoredVoice, VoiceRegistryChangedError, readVoiceRegistry, writeVoiceRegistry } from '../../data/voice-registry-repo';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { assertAccountOpen } from '../account/open-account';

/** An account that never changed its voices has one, the default voice (docs/voices.md, "Migration"). */
const IMPLICIT_VOICES: readonly StoredVoice[] = [{ id: DEFAULT_VOICE_ID, name: DEFAULT_VOICE_NAME, created_at: null }];

export const voiceNotFound = () => new NotFoundError('voice.not_found', voiceNotFoundMessage);

/** The caller's voices in creation order, with the voice last generated with. */
export const readVoices = async (userId: string) => {
  const registry = await readVoiceRegistry(userId);
  return { voices: registry.voices ?? [...IMPLICIT_VOICES], rev: registry.rev, lastUsedVoiceId: registry.lastUsedVoiceId };
};

/**
 * The caller's voice with this id (absent: the default voice), or 404 `voice.not_found` for any id that is not one of
 * theirs, whoever's it is: another account's voice is looked for among the caller's voices only.
 */
export const requireVoice = async (userId: string, voiceId: string = DEFAULT_VOICE_ID): Promise<Voice> => {
  const found = (await readVoices(userId)).voices.find((voice) => voice.id === voiceId);
  if (!found) {
    await assertAccountOpen(userId);
    throw voiceNotFound();
  }
  return found;
};

/**
 * The voice a new script is written in: the one asked for (404 when it is not the caller's), else the last used, or the
 * first when that one is gone.
 */
export const generationVoice = async (userId: string, voiceId?: string): Promise<Voice> => {
  if (voiceId !== undefined) return requireVoice(userId, voiceId);
  const { voices, lastUsedVoiceId } = await readVoices(userId);
  return voices.find((voice) => voice.id === lastUsedVoiceId) ?? voices[0]!;
};

/** GET /api/voices: the voices with how many documents each holds. */
export const listVoices = async (userId: string): Promise<ListVoicesResponse> => {
  const [{ voices, lastUsedVoiceId }, documents] = await Promise.all([readVoices(userId), listDocumentRecords(userId)]);
  const counts = new Map<string, number>();
  const processed = new Map<string, number>();
  for (const document of documents) {
    counts.set(voiceOf(document), (counts.get(voiceOf(document)) ?? 0) + 1);
    if (document.processed) processed.set(voiceOf(document), (processed.get(voiceOf(document)) ?? 0) + 1);
  }
  return {
    voices: voices.map((voice) => ({ ...voice, documents: counts.get(voice.id) ?? 0, processed_documents: processed.get(voice.id) ?? 0 })),
    last_used_voice_id: voices.some((voice) => voice.id === lastUsedVoiceId) ? lastUsedVoiceId : null,
  };
};

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

const refuseTakenName = (voices: readonly StoredVoice[], name: string, exceptId?: string) => {
  if (voices.some((voice) => voice.id !== exceptId && sameName(voice.name, name))) throw new ConflictError('voice.name_taken', duplicateVoiceNameMessage(name));
};

/**
 * One change of the voice list: read, decide (`change` throws to refuse), write conditioned on what was read; a
 * concurrent change makes the write fail, and the decision is made again on the new list.
 */
const changeVoices = async <T>(userId: string, change: (voices: StoredVoice[]) => { voices: StoredVoice[]; result: T }): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    const { voices, rev } = await readVoices(userId);
    const next = change(voices);
    try {
      await writeVoiceRegistry(userId, next.voices, rev);
      return next.result;
    } catch (error) {
      if (!(error instanceof VoiceRegistryChangedError) || attempt >= 9) throw error;
    }
  }
};

/** POST /api/voices: a new, empty voice (at most MAX_VOICES, names unique ignoring case). */
export const createVoice = (userId: string, name: string): Promise<Voice> =>
  changeVoices(userId, (voices) => {
    if (voices.length >= MAX_VOICES) throw new ConflictError('voice.limit', tooManyVoicesMessage);
    refuseTakenName(voices, name);
    const voice: StoredVoice = { id: ulid(), name, created_at: new Date().toISOString() };
    return { voices: [...voices, voice], result: voice };
  });

/** PATCH /api/voices/{id}: a new name (the default voice too: "My voice" is only where it starts). */
export const renameVoice = (userId: string, voiceId: string, name: string): Promise<Voice> =>
  changeVoices(userId, (voices) => {
    const found = voices.find((voice) => voice.id === voiceId);
    if (!found) throw voiceNotFound();
    refuseTakenName(voices, name, voiceId);
    const renamed = { ...found, name };
    return { voices: voices.map((voice) => (voice.id === voiceId ? renamed : voice)), result: renamed };
  });

/**
 * Takes the voice off the list (never the last one), first, so that two deletes at once can never leave none; its
 * data is removed after (`removeVoiceData`).
 */
export const unlistVoice = (userId: string, voiceId: string): Promise<Voice> =>
  changeVoices(userId, (voices) => {
    const found = voices.find((voice) => voice.id === voiceId);
    if (!found) throw voiceNotFound();
    if (voices.length === 1) throw new ConflictError('voice.last', lastVoiceMessage);
    return { voices: voices.filter((voice) => voice.id !== voiceId), result: found };
  });
