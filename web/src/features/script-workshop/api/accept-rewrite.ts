import { type ScriptVersionResponse, scriptVersionResponseSchema } from '@contracts/script-versions';
import { request } from '@/lib/api-client';

/** POST /scripts/{id}/rewrite/{proposalId}/accept: the chosen alternative becomes the script's next version. */
export const acceptRewrite = (scriptId: string, proposalId: string, alternative: number): Promise<ScriptVersionResponse> =>
  request('POST', `/scripts/${encodeURIComponent(scriptId)}/rewrite/${encodeURIComponent(proposalId)}/accept`, scriptVersionResponseSchema, { alternative });
