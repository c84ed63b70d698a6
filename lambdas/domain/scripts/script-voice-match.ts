import { spokenText } from '../../contracts/script-text';
import { splitSections } from '../../contracts/script-sections';
import type { ScriptVoiceMatchResponse, VoiceMatchBasis } from '../../contracts/voice-match';
import { voiceOf } from '../../contracts/voices';
import { currentVersionId } from '../../data/script-version-repo';
import { getScriptBody } from '../../data/storage';
import { type ScoringVoice, loadCurrentScoringVoice } from '../documents/voice-store';
import { MIN_JUDGED_WORDS, type VoiceJudgement, judgeVoice } from '../voice/voice-judgement';
import { scriptOfUser } from './owner';

/** The voice match of a script's markdown (its spoken words) against the creator's voice, with what it rests on. */
export const judgeScript = (markdown: string, voice: ScoringVoice): VoiceJudgement =>
  judgeVoice(spokenText(markdown), voice.profile, voice.shingles, { explain: true });

const basisOf = (judgement: VoiceJudgement): VoiceMatchBasis => ({
  words_judged: judgement.wordsJudged,
  min_words: MIN_JUDGED_WORDS,
  copied_phrases: judgement.copiedPhrases,
  repeated_phrases: judgement.repeatedPhrases,
  words_for: judgement.wordsFor,
  words_against: judgement.wordsAgainst,
  ...(judgement.reason ? { reason: judgement.reason } : {}),
});

/**
 * GET /api/scripts/{id}/voice-match: the current version scored whole and section by section (each `## ` section's
 * spoken words on their own, so most say they are too short to judge), against the script's own voice as it is now
 * (docs/voices.md; a deleted voice has no profile, so the match is null).
 */
export const scriptVoiceMatch = async (userId: string, scriptId: string): Promise<ScriptVoiceMatchResponse> => {
  const script = await scriptOfUser(userId, scriptId);
  const [body, voice] = await Promise.all([getScriptBody(script.file_path), loadCurrentScoringVoice(userId, voiceOf(script))]);
  const whole = judgeScript(body, voice);
  return {
    version_id: currentVersionId(script),
    voice_match: whole.score,
    voice_match_basis: basisOf(whole),
    sections: splitSections(body).sections.map((section, index) => {
      const judgement = judgeScript(section.body, voice);
      return { index, title: section.title, voice_match: judgement.score, voice_match_basis: basisOf(judgement) };
    }),
  };
};
