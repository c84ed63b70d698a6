import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ListDocumentsResponse, type NotMeResponse, notMeResponseSchema } from '@contracts/documents';
import type { VoiceTrait } from '@contracts/voice-traits';
import { ApiError, request } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCurrentVoiceId, voiceQuery } from '@/lib/voices';
import { traitLabel } from '../utils/trait-labels';
import { getDocumentsQueryOptions } from './list-documents';
import { refreshDocuments } from './refresh';

export const markNotMe = (trait: VoiceTrait, voiceId: string): Promise<NotMeResponse> =>
  request('POST', `/voice/not-me${voiceQuery(voiceId)}`, notMeResponseSchema, trait);

export const undoNotMe = (trait: VoiceTrait, voiceId: string): Promise<NotMeResponse> =>
  request('POST', `/voice/not-me/undo${voiceQuery(voiceId)}`, notMeResponseSchema, trait);

/** The API's own words for a refusal (the trait left the voice meanwhile, say); ours for anything else. */
const errorMessage = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);

/**
 * Marking a trait Not me and taking it back. The answer is the panel's voice as it now is, so the trait leaves (or
 * comes back) at once; the toast after a mark offers Undo, and the panel's hidden list keeps offering it later.
 */
export const useNotMe = () => {
  const queryClient = useQueryClient();
  const voiceId = useCurrentVoiceId();
  const { queryKey } = getDocumentsQueryOptions(voiceId);
  const showVoice = ({ voice }: NotMeResponse) =>
    queryClient.setQueryData<ListDocumentsResponse>(queryKey, (list) => (list ? { ...list, voice } : list));

  const undo = useMutation({
    mutationKey: ['documents', 'not-me', 'undo'],
    mutationFn: (trait: VoiceTrait) => undoNotMe(trait, voiceId!),
    onSuccess: (answer, trait) => {
      showVoice(answer);
      notify.success('Back in your voice', `${traitLabel(trait)} is used in your scripts again.`);
    },
    onError: (error) => {
      notify.error('Undo failed', errorMessage(error, 'Failed to put the trait back. Please try again.'));
      void refreshDocuments(queryClient);
    },
  });

  const mark = useMutation({
    mutationKey: ['documents', 'not-me'],
    mutationFn: (trait: VoiceTrait) => markNotMe(trait, voiceId!),
    onSuccess: (answer, trait) => {
      showVoice(answer);
      notify.success('Marked Not me', `${traitLabel(trait)} is left out of your scripts from now on.`, {
        label: 'Undo',
        onClick: () => undo.mutate(trait),
      });
    },
    onError: (error) => {
      notify.error('Not me failed', errorMessage(error, 'Failed to hide the trait. Please try again.'));
      void refreshDocuments(queryClient);
    },
  });

  return { mark, undo };
};
