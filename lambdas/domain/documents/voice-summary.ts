import type { VoiceSummary } from '../../contracts/documents';
import type { VoiceTrait } from '../../contracts/voice-traits';
import type { VoiceProfile } from '../voice/types';
import { withoutNotMe } from './voice-corrections';

const learnedSummary = (profile: VoiceProfile): VoiceSummary => ({
  documents: profile.documents,
  words: profile.words,
  wordsPerMinute: profile.hints.wordsPerMinute === null ? null : Math.round(profile.hints.wordsPerMinute),
  averageSentenceWords: profile.hints.averageSentenceWords === null ? null : Math.round(profile.hints.averageSentenceWords * 10) / 10,
  sentenceLengths: profile.sentenceLengths,
  openers: profile.traits?.openers ?? [],
  signOffs: profile.traits?.signOffs ?? [],
  signaturePhrases: profile.traits?.signaturePhrases ?? [],
  fillerWords: profile.hints.fillerWords,
  hypeWords: profile.hypeWords,
  person: profile.hints.person,
  questionRate: profile.hints.questionRate,
  exclamationRate: profile.hints.exclamationRate,
  vocabularyLevel: profile.vocabularyLevel,
  hidden: [],
});

/**
 * What the 'Your voice' panel shows of a profile. A profile stored before traits carried their document counts
 * shows none: its phrases were never checked for recurring, and the next rebuild brings the checked ones. The traits
 * the creator marked Not me (`notMe`) are left out and listed as hidden.
 */
export const voiceSummary = (profile: VoiceProfile, notMe: readonly VoiceTrait[] = []): VoiceSummary =>
  withoutNotMe(learnedSummary(profile), notMe);
