import { type ScriptVersionResponse, scriptVersionResponseSchema } from '@contracts/script-versions';
import { request } from '@/lib/api-client';

/** POST …/restore: a new version with that version's text (history only grows, so a restore can be undone). */
export const restoreVersion = (scriptId: string, versionId: string): Promise<ScriptVersionResponse> =>
  request('POST', `/scripts/${encodeURIComponent(scriptId)}/versions/${encodeURIComponent(versionId)}/restore`, scriptVersionResponseSchema);
