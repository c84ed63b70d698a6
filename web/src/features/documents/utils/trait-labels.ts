import { type MeasureTraitKind, type PhraseTraitKind, type VoiceTrait, isPhraseTrait } from '@contracts/voice-traits';

const PHRASE_NAMES: Record<PhraseTraitKind, string> = {
  opener: 'Opener',
  signOff: 'Sign-off',
  signaturePhrase: 'Signature phrase',
  filler: 'Filler',
  hypeWord: 'Hype word',
};

const MEASURE_NAMES: Record<MeasureTraitKind, string> = {
  speakingRate: 'Speaking rate',
  rhythm: 'Typical sentence',
  person: 'Perspective',
  questions: 'Questions',
  exclamations: 'Exclamations',
  vocabulary: 'Vocabulary',
};

/** A trait as the creator reads it in buttons and toasts: 'Opener “Hey everyone”', 'Perspective'. */
export const traitLabel = (trait: VoiceTrait): string =>
  isPhraseTrait(trait) ? `${PHRASE_NAMES[trait.kind]} “${trait.value}”` : MEASURE_NAMES[trait.kind];
