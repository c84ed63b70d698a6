import type { VoiceSummary } from '../../contracts/documents';
import type { VoiceTrait } from '../../contracts/voice-traits';
import { deleteNotMe, listNotMe, putNotMe } from '../../data/not-me-repo';
import { NotFoundError } from '../../shared/errors';
import { requireVoice } from '../voices/voices';
import { traitInHints } from './voice-corrections';
import { getVoiceProfile } from './voice-store';
import { voiceSummary } from './voice-summary';

const panelVoice = async (userId: string, voiceId: string): Promise<VoiceSummary | null> => {
  const [profile, notMe] = await Promise.all([getVoiceProfile(userId, voiceId), listNotMe(userId, voiceId)]);
  return profile ? voiceSummary(profile, notMe) : null;
};

/**
 * Marks one trait of the creator's voice Not me: from now on no prompt, offline draft or panel uses it, whatever the
 * documents become. Only a trait the voice holds can be marked (stored in the profile's own spelling), which also
 * keeps the list to what the panel once showed.
 */
export const markNotMe = async (userId: string, trait: VoiceTrait, voiceId?: string): Promise<VoiceSummary | null> => {
  const voice = await requireVoice(userId, voiceId);
  const profile = await getVoiceProfile(userId, voice.id);
  const found = profile ? traitInHints(profile.hints, trait) : null;
  if (!found) {
    throw new NotFoundError('voice.trait_not_found', 'This trait is not in your voice any more. Reload the page to see your voice as it is now.');
  }
  await putNotMe(userId, found, voice.id);
  return panelVoice(userId, voice.id);
};

/** Puts a trait marked Not me back into the creator's voice (nothing happens for one never marked). */
export const undoNotMe = async (userId: string, trait: VoiceTrait, voiceId?: string): Promise<VoiceSummary | null> => {
  const voice = await requireVoice(userId, voiceId);
  await deleteNotMe(userId, trait, voice.id);
  return panelVoice(userId, voice.id);
};
