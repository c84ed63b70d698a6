import { type AddToVoiceResponse, addToVoiceResponseSchema } from '@contracts/script-versions';
import { request } from '@/lib/api-client';

/**
 * POST …/voice-document: the creator's own sentences of `versionId` (the version the dialog counted) become a
 * processed voice document (201), with what changed in their voice.
 */
export const addToVoice = (scriptId: string, versionId: string): Promise<AddToVoiceResponse> =>
  request('POST', `/scripts/${encodeURIComponent(scriptId)}/voice-document`, addToVoiceResponseSchema, { version_id: versionId });
