import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { samplePassages } from '../../../lambdas/domain/voice/retrieval';
import { buildShingleSet } from '../../../lambdas/domain/voice/shingles';
import { MIN_JUDGED_WORDS, judgeVoice } from '../../../lambdas/domain/voice/voice-judgement';
import { voiceMatch } from '../../../lambdas/domain/voice/voice-match';
import { buildVoiceProfile } from '../../../lambdas/domain/voice/voice-profile';
import { corpusText } from './support/fixtures';

const analysed = (text: string) => analyseDocument(new TextEncoder().encode(text), 'corpus.txt');

/** A creator's voice as the voice store keeps it: the profile and the shingles of their documents' passages. */
const voiceOf = (texts: string[]) => {
  const analyses = texts.map(analysed);
  const passages = analyses.map((analysis) => analysis.passages);
  return { profile: buildVoiceProfile(analyses.map((analysis) => analysis.stats), passages)!, shingles: buildShingleSet(passages, samplePassages(passages)) };
};

const vlogger = voiceOf([corpusText('vlogger', 1), corpusText('vlogger', 2)]);
const sentences = (text: string) => text.trim().split(/(?<=[.!?])\s+/);

// Another creator's words (the invented educator's), to stitch the vlogger's sentences into.
const FILLER = sentences(corpusText('educator', 3));

describe('judgeVoice: copies do not raise the voice match', () => {
  it('scores a text with nothing copied or repeated as the engine does', () => {
    const text = corpusText('marketer', 3);
    expect(judgeVoice(text, vlogger.profile, vlogger.shingles)).toMatchObject({ score: voiceMatch(text, vlogger.profile), copiedPhrases: 0, repeatedPhrases: 0 });
  });

  it('leaves out the creator’s opener and sign-off where they run to 8 words or more as said in their documents', () => {
    const judged = judgeVoice(corpusText('vlogger', 3), vlogger.profile, vlogger.shingles);
    expect(judged.copiedPhrases).toBe(2);
    expect(judged.score).toBeLessThanOrEqual(voiceMatch(corpusText('vlogger', 3), vlogger.profile)!);
  });

  it('gives no number for a text made of the creator’s own documents, and says it is too short to judge once they are left out', () => {
    const text = `${corpusText('vlogger', 1)}\n\n${corpusText('vlogger', 2)}`;
    expect(voiceMatch(text, vlogger.profile)).toBeGreaterThanOrEqual(90);
    const judged = judgeVoice(text, vlogger.profile, vlogger.shingles);
    expect(judged).toMatchObject({ score: null, reason: 'too_short' });
    expect(judged.copiedPhrases).toBeGreaterThan(0);
    expect(judged.wordsJudged).toBeLessThan(MIN_JUDGED_WORDS);
  });

  it('scores the creator’s sentences stitched into another’s words no higher than the other’s words alone (give or take 5)', () => {
    const own = sentences(corpusText('vlogger', 1)).filter((sentence) => sentence.split(' ').length >= 8);
    const stitched = FILLER.flatMap((sentence, i) => [sentence, ...(own[i] ? [own[i]] : [])]).join(' ');
    const fillerAlone = judgeVoice(FILLER.join(' '), vlogger.profile, vlogger.shingles).score!;
    expect(voiceMatch(stitched, vlogger.profile)!).toBeGreaterThan(fillerAlone + 20);
    const judged = judgeVoice(stitched, vlogger.profile, vlogger.shingles);
    expect(judged.copiedPhrases).toBe(Math.min(own.length, FILLER.length));
    expect(judged.score!).toBeLessThanOrEqual(fillerAlone + 5);
  });

  it('leaves out the creator’s signature phrase said beyond their rate', () => {
    const phrase = vlogger.profile.hints.signaturePhrases[0]!;
    const rate = vlogger.profile.phraseRates!.find((each) => each.phrase === phrase)!;
    expect(rate.perThousandWords).toBeGreaterThan(0);
    const text = FILLER.map((sentence) => `${phrase}, ${sentence}`).join(' ');
    const judged = judgeVoice(text, vlogger.profile, vlogger.shingles);
    expect(judged.repeatedPhrases).toBeGreaterThan(FILLER.length / 2);
  });
});

describe('judgeVoice: when there is no number it says why', () => {
  const text = corpusText('educator', 3);

  it('no processed document yet', () => {
    expect(judgeVoice(text, null, null)).toMatchObject({ score: null, reason: 'no_profile' });
  });

  it('a profile under 200 words', () => {
    const thin = voiceOf(['Hey guys! Welcome back. This is a short one. Bye!']);
    expect(judgeVoice(text, thin.profile, thin.shingles)).toMatchObject({ score: null, reason: 'thin_profile' });
  });

  it('a profile learned before copy checks: no shingles stored, or no phrase rates', () => {
    expect(judgeVoice(text, vlogger.profile, null)).toMatchObject({ score: null, reason: 'outdated_profile' });
    expect(judgeVoice(text, { ...vlogger.profile, phraseRates: undefined }, vlogger.shingles)).toMatchObject({ score: null, reason: 'outdated_profile' });
  });

  it(`a text of under ${MIN_JUDGED_WORDS} words of its own`, () => {
    const words = text.split(/\s+/);
    expect(judgeVoice(words.slice(0, MIN_JUDGED_WORDS - 1).join(' '), vlogger.profile, vlogger.shingles)).toMatchObject({
      score: null,
      reason: 'too_short',
      wordsJudged: MIN_JUDGED_WORDS - 1,
    });
    expect(judgeVoice(words.slice(0, MIN_JUDGED_WORDS + 1).join(' '), vlogger.profile, vlogger.shingles).score).toEqual(expect.any(Number));
  });
});

describe('judgeVoice: the words that weighed most', () => {
  it('names words of the text toward the creator’s voice and away from it when asked', () => {
    const text = corpusText('vlogger', 3);
    const judged = judgeVoice(text, vlogger.profile, vlogger.shingles, { explain: true });
    expect(judged.wordsFor.length).toBeGreaterThan(0);
    expect(judged.wordsAgainst.length).toBeGreaterThan(0);
    const said = new Set(text.toLowerCase().replace(/’/g, "'").match(/[a-z']+/g));
    for (const word of [...judged.wordsFor, ...judged.wordsAgainst]) expect(said.has(word)).toBe(true);
    expect(judgeVoice(text, vlogger.profile, vlogger.shingles)).toMatchObject({ wordsFor: [], wordsAgainst: [] });
  });
});
