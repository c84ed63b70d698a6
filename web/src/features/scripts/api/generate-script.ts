import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GenerateScriptBody, type Script, generateScriptResponseSchema } from '@contracts/scripts';
import { request } from '@/lib/api-client';
import { SCRIPTS_QUERY_KEY } from './list-scripts';

export const generateScript = async (body: GenerateScriptBody): Promise<Script> =>
  (await request('POST', '/scripts', generateScriptResponseSchema, body)).script;

/** Generates a script (1 credit) and marks the script lists stale so the dashboard shows it. */
export const useGenerateScript = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateScript,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY }),
  });
};
