import type { VoiceSummary } from '../../contracts/documents';
import type { VoiceProfile } from '../voice/types';

/** What the 'Your voice' panel shows of a profile. */
export const voiceSummary = (profile: VoiceProfile): VoiceSummary => ({
  documents: profile.documents,
  words: profile.words,
  wordsPerMinute: profile.hints.wordsPerMinute === null ? null : Math.round(profile.hints.wordsPerMinute),
  averageSentenceWords: profile.hints.averageSentenceWords === null ? null : Math.round(profile.hints.averageSentenceWords * 10) / 10,
  sentenceLengths: profile.sentenceLengths,
  openers: profile.hints.openers,
  signOffs: profile.hints.signOffs,
  signaturePhrases: profile.hints.signaturePhrases,
  fillerWords: profile.hints.fillerWords,
  hypeWords: profile.hypeWords,
  person: profile.hints.person,
  questionRate: profile.hints.questionRate,
  exclamationRate: profile.hints.exclamationRate,
  vocabularyLevel: profile.vocabularyLevel,
});
