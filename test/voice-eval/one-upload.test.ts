import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildVoiceProfile } from '../../lambdas/domain/voice/voice-profile';
import { voiceMatch } from '../../lambdas/domain/voice/voice-match';
import { IN_REPO_CORPUS } from '../../tools/voice-eval/corpus-location';
import { loadCorpus, type EvalSpeaker } from '../../tools/voice-eval/corpus';
import { excerpts } from '../../tools/voice-eval/excerpts';
import { median } from '../../tools/voice-eval/metrics';

const corpus = IN_REPO_CORPUS;

// One 450-word excerpt from the middle of a document: a script-length text.
const scriptOf = (text: string) => excerpts(text, 450, 1)[0]!;

describe('the voice match for a creator with a single upload (shared corpus)', () => {
  let speakers: EvalSpeaker[];
  const own: number[] = [];
  const others: number[] = [];

  beforeAll(() => {
    if (!existsSync(corpus)) throw new Error(`The voice corpus fixture is missing: expected ${corpus}`);
    speakers = loadCorpus(corpus);
    for (const speaker of speakers) {
      speaker.documents.forEach((upload, u) => {
        const profile = buildVoiceProfile([upload.analysis.stats])!;
        for (const each of speakers) {
          each.documents.forEach((document, d) => {
            if (each === speaker && d === u) return;
            (each === speaker ? own : others).push(voiceMatch(scriptOf(document.text), profile)!);
          });
        }
      });
    }
  });

  it('scores the creator’s own 450-word texts a median of 70 or more and other speakers’ 40 or less, as a four-upload profile does', () => {
    expect(own).toHaveLength(7 * 5 * 4);
    expect(others).toHaveLength(7 * 5 * 30);
    expect(median(own)).toBeGreaterThanOrEqual(70);
    expect(median(others)).toBeLessThanOrEqual(40);
  });
});
