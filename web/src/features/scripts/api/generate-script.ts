import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GenerateScriptBody, type Script, generateScriptResponseSchema } from '@contracts/scripts';
import { request } from '@/lib/api-client';
import { SCRIPTS_QUERY_KEY } from './list-scripts';

export interface GenerateScriptRequest {
  body: GenerateScriptBody;
  /** One key per submission: a retried request is recognised by the server and charged once. */
  idempotencyKey: string;
}

export const generateScript = async ({ body, idempotencyKey }: GenerateScriptRequest): Promise<Script> =>
  (await request('POST', '/scripts', generateScriptResponseSchema, body, { 'idempotency-key': idempotencyKey })).script;

/** Generates a script (1 credit) and marks the script lists stale so the dashboard shows it. */
export const useGenerateScript = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateScript,
    // A dropped connection is retried once with the same key, so it can never cost a second credit.
    retry: (failures, error) => failures < 1 && error instanceof TypeError,
    retryDelay: 300,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY }),
  });
};
