import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { type Voice, voiceResponseSchema } from '@contracts/voices';
import { ApiError, request } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { VOICES_QUERY_KEY, chooseVoice } from '@/lib/voices';

const failureText = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);

export const createVoice = async (name: string): Promise<Voice> => (await request('POST', '/voices', voiceResponseSchema, { name })).voice;
export const renameVoice = async (id: string, name: string): Promise<Voice> =>
  (await request('PATCH', `/voices/${encodeURIComponent(id)}`, voiceResponseSchema, { name })).voice;
export const deleteVoice = async (id: string): Promise<void> => {
  await request('DELETE', `/voices/${encodeURIComponent(id)}`, z.unknown());
};

/** A new voice becomes the one the page shows, ready for its first documents. */
export const useCreateVoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoice,
    onSuccess: (voice) => {
      chooseVoice(voice.id);
      notify.success('Voice created', `“${voice.name}” is ready for its documents and style guide.`);
    },
    onError: (error) => notify.error('Voice not created', failureText(error, 'Failed to create the voice. Please try again.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VOICES_QUERY_KEY }),
  });
};

export const useRenameVoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameVoice(id, name),
    onSuccess: (voice) => notify.success('Voice renamed', `It is now called “${voice.name}”.`),
    onError: (error) => notify.error('Rename failed', failureText(error, 'Failed to rename the voice. Please try again.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VOICES_QUERY_KEY }),
  });
};

/** Deleting a voice changes documents, storage, style guides and how scripts read: everything is loaded again. */
export const useDeleteVoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => deleteVoice(id),
    onSuccess: (_, voice) => notify.success('Voice deleted', `“${voice.name}” and its documents are gone. Its scripts stay in your library.`),
    onError: (error) => notify.error('Delete failed', failureText(error, 'Failed to delete the voice. Please try again.')),
    onSettled: () => queryClient.invalidateQueries(),
  });
};
