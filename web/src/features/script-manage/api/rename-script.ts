import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Script, scriptResponseSchema } from '@contracts/scripts';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { failureText, refreshScripts } from './script-queries';

export const renameScript = async (id: string, topic: string): Promise<Script> =>
  (await request('PATCH', `/scripts/${encodeURIComponent(id)}`, scriptResponseSchema, { topic })).script;

/** Renames a script and says so; a failure says why and leaves the typed name in the dialog. */
export const useRenameScript = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, topic }: { id: string; topic: string }) => renameScript(id, topic),
    onSuccess: (script) => notify.success('Script renamed', `It is now called “${script.topic}”`),
    onError: (error) => notify.error('Rename failed', failureText(error, 'Failed to rename script')),
    onSettled: () => refreshScripts(queryClient),
  });
};
