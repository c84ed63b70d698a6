import { Gauge } from 'lucide-react';
import type { Script } from '@contracts/scripts';
import { formatVoiceMatch } from '@/utils/script-length';
import { useVoiceMatch } from '../api/get-voice-match';
import { basisSentences, sectionWords } from '../utils/voice-match-words';

/** What the voice match means and what raises it (lambdas/domain/voice/voice-judgement.ts computes it). */
const VOICE_MATCH_MEANING =
  'Voice match is the chance that this script reads as you rather than as another speaker, judged from the patterns of your uploaded transcripts: rewrite lines the way you would say them, or upload more transcripts, to raise it.';

/**
 * The voice match the page shows: the current version judged against the creator's voice as it is now, with its
 * basis; until that answer comes (or if it fails), the score stored with the version, without one.
 */
const useShownVoiceMatch = (script: Script) => {
  const { data } = useVoiceMatch(script.id, script.current_version_id ?? script.id);
  return data ? { score: data.voice_match, basis: data.voice_match_basis, sections: data.sections } : { score: script.voice_match, basis: null, sections: [] };
};

/** The score beside the script's length and age: a number, or what stands in for one. Nothing before any document is processed. */
export const VoiceMatchScore = ({ script }: { script: Script }) => {
  const { score, basis } = useShownVoiceMatch(script);
  if (score === null && (!basis || basis.reason === 'no_profile')) return null;
  const described = score === null ? 'voice-match-basis' : basis ? 'voice-match-meaning voice-match-basis' : 'voice-match-meaning';
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-primary" aria-describedby={described} data-testid="voice-match">
      <Gauge aria-hidden className="size-4" />
      {score === null ? `Voice match: ${basis?.reason === 'too_short' ? 'too short to judge' : 'not judged yet'}` : formatVoiceMatch(score)}
    </span>
  );
};

/** Under the heading: what the score means, what it rests on in plain words, and each section's score. */
export const VoiceMatchBasis = ({ script }: { script: Script }) => {
  const { score, basis, sections } = useShownVoiceMatch(script);
  const sentences = basis ? basisSentences(basis) : [];
  if (score === null && sentences.length === 0) return null;
  return (
    <div className="space-y-2 text-sm text-muted-foreground">
      {score !== null && <p id="voice-match-meaning">{VOICE_MATCH_MEANING}</p>}
      {sentences.length > 0 && (
        <p id="voice-match-basis" data-testid="voice-match-basis" className="[overflow-wrap:anywhere]">
          {sentences.join(' ')}
        </p>
      )}
      {sections.length > 1 && (
        <div>
          <h2 id="voice-match-sections" className="font-semibold text-foreground">
            Voice match by section
          </h2>
          <ul aria-labelledby="voice-match-sections" className="mt-1 list-disc space-y-0.5 pl-5 [overflow-wrap:anywhere]">
            {sections.map((section) => (
              <li key={section.index}>{sectionWords(section)}</li>
            ))}
          </ul>
          <p className="mt-1">A section of fewer than {sections[0]!.voice_match_basis.min_words} words of its own is too short to judge.</p>
        </div>
      )}
    </div>
  );
};
