import { hasMaterial } from '../../contracts/material';
import type { OutlineResponse } from '../../contracts/outline';
import type { GenerateScriptBody } from '../../contracts/scripts';
import { listNotMe } from '../../data/not-me-repo';
import { getStyleGuide } from '../../data/style-guide-repo';
import { correctedHints } from '../documents/voice-corrections';
import { getVoiceProfile } from '../documents/voice-store';
import { generationVoice } from '../voices/voices';
import { checkOutline, outlineView } from './outline';
import type { VoiceHints } from './plan-types';
import { planScript } from './planner';

/** The creator's voice as planning reads it (their rate and openers), without the traits they marked Not me. */
const voiceHintsOf = async (userId: string, voiceId: string): Promise<VoiceHints | null> => {
  const [profile, notMe] = await Promise.all([getVoiceProfile(userId, voiceId), listNotMe(userId, voiceId)]);
  return profile ? correctedHints(profile.hints, notMe) : null;
};

/**
 * POST /api/scripts/outline (issue 34): the plan generation would make for these inputs, or for the outline given
 * laid out again, before anything is written. Free: no credit and no model call, only the reads planning needs (the
 * style guide's word-for-word parts, the creator's measured rate and openers), in the voice generation would use.
 */
export const previewOutline = async (userId: string, body: GenerateScriptBody): Promise<OutlineResponse> => {
  const material = hasMaterial(body.material) ? body.material : undefined;
  if (body.outline) checkOutline(body.outline, { platform: body.platform, duration: body.duration, material });
  const { id: voiceId } = await generationVoice(userId, body.voiceId);
  const [styleGuide, voice] = await Promise.all([getStyleGuide(userId, voiceId, body.platform), voiceHintsOf(userId, voiceId)]);
  const plan = planScript({
    topic: body.topic,
    details: body.details || null,
    platform: body.platform,
    duration: body.duration,
    tone: body.tone,
    styleGuide,
    voice,
    passages: [],
    material,
    outline: body.outline,
  });
  return outlineView(plan);
};
