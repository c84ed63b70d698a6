import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Script, scriptResponseSchema } from '@contracts/scripts';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { failureText, refreshScripts } from './script-queries';

export const duplicateScript = async (id: string): Promise<Script> =>
  (await request('POST', `/scripts/${encodeURIComponent(id)}/duplicate`, scriptResponseSchema)).script;

/** Copies a script (free) and says so. */
export const useDuplicateScript = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => duplicateScript(id),
    onSuccess: (copy) => notify.success('Script duplicated', `“${copy.topic}” has been created`),
    onError: (error) => notify.error('Duplicate failed', failureText(error, 'Failed to duplicate script')),
    onSettled: () => refreshScripts(queryClient),
  });
};
