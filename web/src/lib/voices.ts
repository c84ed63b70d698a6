import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { DEFAULT_VOICE_ID, type ListVoicesResponse, listVoicesResponseSchema } from '@contracts/voices';
import { request } from './api-client';

/** Every query key about voices starts here (docs/voices.md). */
export const VOICES_QUERY_KEY = ['voices'] as const;

export const listVoices = (): Promise<ListVoicesResponse> => request('GET', '/voices', listVoicesResponseSchema);

export const getVoicesQueryOptions = () => queryOptions({ queryKey: [...VOICES_QUERY_KEY, 'list'], queryFn: listVoices });

/** The signed-in user's voices, oldest first, with how many documents each holds. */
export const useVoices = () => useQuery(getVoicesQueryOptions());

/** `?voiceId=…` for the per-voice routes. */
export const voiceQuery = (voiceId: string) => `?voiceId=${encodeURIComponent(voiceId)}`;

/**
 * The voice the Documents and Style guide pages show, chosen with the switcher in their header. Kept in memory only
 * (nothing in browser storage, so the Cookie Policy's list stays true): it follows the creator from one page to the
 * other and starts again at their first voice on a reload.
 */
let chosenVoiceId: string | null = null;
const listeners = new Set<() => void>();

export const chooseVoice = (voiceId: string) => {
  chosenVoiceId = voiceId;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen voice while it still exists, else the first; undefined until the voices have loaded. */
export const useCurrentVoiceId = (): string | undefined => {
  const chosen = useSyncExternalStore(subscribe, () => chosenVoiceId);
  const voices = useVoices().data?.voices;
  if (!voices?.length) return undefined;
  return voices.some((voice) => voice.id === chosen) ? chosen! : voices[0]!.id;
};

/** The name a script or document shows for its voice, or "voice deleted" when it is no longer one of the creator's. */
export const voiceNameOf = (voices: ListVoicesResponse['voices'] | undefined, voiceId: string | undefined) => {
  if (!voices) return undefined;
  return voices.find((voice) => voice.id === (voiceId ?? DEFAULT_VOICE_ID))?.name ?? 'voice deleted';
};
