import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { ApiError, request } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { failureText, refreshScripts } from './script-queries';

/** 204 No Content; a 404 means it is gone already (deleted in another tab): that is what was asked. */
export const deleteScript = async (id: string): Promise<void> => {
  try {
    await request('DELETE', `/scripts/${encodeURIComponent(id)}`, z.unknown());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
};

/** Deletes a script with its versions and files, and says so (as a document's delete does, spec §8). */
export const useDeleteScript = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (script: { id: string; topic: string }) => deleteScript(script.id),
    onSuccess: (_, script) => notify.success('Script deleted', `“${script.topic}” has been removed`),
    onError: (error) => notify.error('Delete failed', failureText(error, 'Failed to delete script')),
    onSettled: (_, error, script) => refreshScripts(queryClient, error ? undefined : script.id),
  });
};
