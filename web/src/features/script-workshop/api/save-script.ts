import { type SaveScriptBody, type ScriptVersionResponse, scriptVersionResponseSchema } from '@contracts/script-versions';
import { request } from '@/lib/api-client';

/** PUT /scripts/{id}: the edited markdown becomes the next version, if `base_version_id` is still the current one. */
export const saveScript = (scriptId: string, body: SaveScriptBody): Promise<ScriptVersionResponse> =>
  request('PUT', `/scripts/${encodeURIComponent(scriptId)}`, scriptVersionResponseSchema, body);
