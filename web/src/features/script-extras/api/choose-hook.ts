import { useMutation } from '@tanstack/react-query';
import type { ChooseHookBody } from '@contracts/script-extras';
import { type ScriptVersionResponse, scriptVersionResponseSchema } from '@contracts/script-versions';
import { request } from '@/lib/api-client';

/** POST /api/scripts/{id}/hook (issue 34): another of the script's hooks goes in, as a new version. */
export const chooseHook = (scriptId: string, body: ChooseHookBody): Promise<ScriptVersionResponse> =>
  request('POST', `/scripts/${encodeURIComponent(scriptId)}/hook`, scriptVersionResponseSchema, body);

export const useChooseHook = (scriptId: string) => useMutation({ mutationFn: (body: ChooseHookBody) => chooseHook(scriptId, body) });
