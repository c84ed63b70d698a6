import { describe, expect, it } from 'vitest';
import { voiceSummarySchema } from '../../../lambdas/contracts/documents';
import { voiceSummary } from '../../../lambdas/domain/documents/voice-summary';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { buildVoiceProfile } from '../../../lambdas/domain/voice/voice-profile';

const statsOf = (text: string) => analyseDocument(new TextEncoder().encode(text), 'doc.txt').stats;
const episode = (topic: string) => `Hey everyone! ${topic} are on my list. Trust me, they are worth a look. Trust me, ${topic.toLowerCase()} are easy. Catch you next week.`;

describe('voiceSummary', () => {
  it('carries each opener, sign-off and signature phrase with the number of documents it was seen in', () => {
    const profile = buildVoiceProfile([statsOf(episode('Rain barrels')), statsOf(episode('Seed jars')), statsOf(episode('Pruning saws'))])!;
    const summary = voiceSummarySchema.parse(voiceSummary(profile));
    expect(summary.documents).toBe(3);
    expect(summary.openers).toEqual([{ text: 'Hey everyone', documents: 3 }]);
    expect(summary.signOffs).toEqual([{ text: 'Catch you next week', documents: 3 }]);
    expect(summary.signaturePhrases).toEqual([{ text: 'trust me', documents: 3 }]);
  });

  it('shows no traits from a profile stored before traits carried document counts', () => {
    const profile = buildVoiceProfile([statsOf(episode('Rain barrels')), statsOf(episode('Seed jars'))])!;
    const { traits: _, ...stored } = profile;
    const summary = voiceSummary(stored);
    expect(summary).toMatchObject({ openers: [], signOffs: [], signaturePhrases: [], documents: 2 });
  });
});
