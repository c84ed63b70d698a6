import { describe, expect, it } from 'vitest';
import type { VoiceSummary } from '../../lambdas/contracts/documents';
import { voiceChanges } from '../../lambdas/domain/documents/voice-changes';

const voice = (overrides: Partial<VoiceSummary> = {}): VoiceSummary => ({
  documents: 2,
  words: 1200,
  wordsPerMinute: null,
  averageSentenceWords: 12.4,
  sentenceLengths: { p25: 8, p50: 12, p75: 16, p90: 22 },
  openers: [{ text: 'hey friends', documents: 2 }],
  hidden: [],
  signOffs: [],
  signaturePhrases: [],
  fillerWords: ['um'],
  hypeWords: [],
  person: 'I',
  questionRate: 1 / 14,
  exclamationRate: 0.01,
  vocabularyLevel: 'simple',
  ...overrides,
});

describe('what adding a document changed in the Your voice summary (voiceChanges)', () => {
  it('says what reads differently, in the panel’s terms, after how much the voice is learned from', () => {
    const before = voice();
    const after = voice({
      documents: 3,
      words: 1412,
      person: 'you',
      questionRate: 1 / 19,
      exclamationRate: 1 / 9,
      sentenceLengths: { p25: 9, p50: 14, p75: 18, p90: 25 },
      hypeWords: ['amazing'],
      fillerWords: [],
      signaturePhrases: [{ text: 'little tip from me to you', documents: 2 }],
      vocabularyLevel: 'moderate',
    });
    expect(voiceChanges(before, after)).toEqual([
      'Learned from 2 → 3 documents · 1,200 → 1,412 words',
      'Typical sentence: about 12 words → about 14 words',
      'Perspective: mostly “I” → mostly to “you”',
      'Questions: 1 sentence in 14 → 1 sentence in 19',
      'Exclamations: rare → 1 sentence in 9',
      'Vocabulary: simple → moderate',
      'New hype word: “amazing”',
      'No longer a filler: “um”',
      'New signature phrase: “little tip from me to you”',
    ]);
  });

  it('names only the amounts when nothing else reads differently, and the first voice as such', () => {
    expect(voiceChanges(voice(), voice({ documents: 3, words: 1300, questionRate: 1 / 14.2 }))).toEqual(['Learned from 2 → 3 documents · 1,200 → 1,300 words']);
    expect(voiceChanges(null, voice({ documents: 1, words: 212 }))).toEqual(['Your voice is learned for the first time, from 212 words']);
    expect(voiceChanges(voice(), null)).toEqual([]);
  });
});
