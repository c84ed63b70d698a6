import { type AddToVoiceResponse, addToVoiceResponseSchema } from '@contracts/script-versions';
import { request } from '@/lib/api-client';

/** POST …/voice-document: the current version's spoken words become a processed voice document (201). */
export const addToVoice = (scriptId: string): Promise<AddToVoiceResponse> =>
  request('POST', `/scripts/${encodeURIComponent(scriptId)}/voice-document`, addToVoiceResponseSchema);
