import type { VoiceSummary } from '../../contracts/documents';
import { type MeasureTraitKind, type PhraseTraitKind, type VoiceTrait, isPhraseTrait, phraseKey } from '../../contracts/voice-traits';
import type { VoiceHints } from '../scripts/plan-types';

/** Where each kind of phrase trait lives in the hints. */
const HINT_LISTS = {
  opener: 'openers',
  signOff: 'signOffs',
  signaturePhrase: 'signaturePhrases',
  filler: 'fillerWords',
  hypeWord: 'hypeWords',
} as const satisfies Record<PhraseTraitKind, keyof VoiceHints>;

/** What a measure marked Not me clears in the hints: null is "not measured", which gives the prompt no rule. */
const HINT_MEASURES: Record<MeasureTraitKind, Partial<VoiceHints>> = {
  speakingRate: { wordsPerMinute: null },
  rhythm: { averageSentenceWords: null, sentenceLengths: null },
  person: { person: null },
  questions: { questionRate: null },
  exclamations: { exclamationRate: null },
  vocabulary: { vocabularyLevel: null },
};

const SUMMARY_MEASURES: Record<MeasureTraitKind, Partial<VoiceSummary>> = {
  speakingRate: { wordsPerMinute: null },
  rhythm: { averageSentenceWords: null, sentenceLengths: null },
  person: { person: null },
  questions: { questionRate: null },
  exclamations: { exclamationRate: null },
  vocabulary: { vocabularyLevel: null },
};

/** The phrases of one kind marked Not me, as compared (phraseKey), and the measures marked so. */
const sortOut = (notMe: readonly VoiceTrait[]) => {
  const phrases = new Map<PhraseTraitKind, Set<string>>();
  const measures = new Set<MeasureTraitKind>();
  for (const trait of notMe) {
    if (isPhraseTrait(trait)) phrases.set(trait.kind, (phrases.get(trait.kind) ?? new Set()).add(phraseKey(trait.value)));
    else measures.add(trait.kind);
  }
  const kept = <T>(kind: PhraseTraitKind, items: readonly T[], text: (item: T) => string) =>
    items.filter((item) => !phrases.get(kind)?.has(phraseKey(text(item))));
  return { kept, measures };
};

const itself = (text: string) => text;

/**
 * The hints the planner and every writer use, without what the creator marked Not me. A phrase marked so is left
 * out of its list; a measure is cleared as if never measured. The filler rate counted the creator's fillers: with
 * every one of them marked Not me it measures nothing they own, so it goes too (no filler rule at all).
 */
export const correctedHints = (hints: VoiceHints, notMe: readonly VoiceTrait[]): VoiceHints => {
  if (notMe.length === 0) return hints;
  const { kept, measures } = sortOut(notMe);
  const corrected: VoiceHints = { ...hints };
  for (const [kind, list] of Object.entries(HINT_LISTS) as [PhraseTraitKind, (typeof HINT_LISTS)[PhraseTraitKind]][]) {
    corrected[list] = kept(kind, hints[list], itself);
  }
  if (hints.fillerWords.length > 0 && corrected.fillerWords.length === 0) corrected.fillersPer100Words = null;
  for (const measure of measures) Object.assign(corrected, HINT_MEASURES[measure]);
  return corrected;
};

/** The panel's voice without what the creator marked Not me, and those traits in `hidden` to put back. */
export const withoutNotMe = (summary: VoiceSummary, notMe: readonly VoiceTrait[]): VoiceSummary => {
  const { kept, measures } = sortOut(notMe);
  const corrected: VoiceSummary = {
    ...summary,
    openers: kept('opener', summary.openers, (trait) => trait.text),
    signOffs: kept('signOff', summary.signOffs, (trait) => trait.text),
    signaturePhrases: kept('signaturePhrase', summary.signaturePhrases, (trait) => trait.text),
    fillerWords: kept('filler', summary.fillerWords, itself),
    hypeWords: kept('hypeWord', summary.hypeWords, itself),
    hidden: [...notMe],
  };
  for (const measure of measures) Object.assign(corrected, SUMMARY_MEASURES[measure]);
  return corrected;
};

/** Words and numbers only, lower case, one space apart: "So, here's the thing!" reads as "so here s the thing". */
const wordsOf = (text: string) => ` ${text.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

const SAID_PHRASES: ReadonlySet<PhraseTraitKind> = new Set(['opener', 'signOff', 'signaturePhrase']);

/**
 * The creator's passages the writer may see as examples, without those that say an opener, sign-off or signature
 * phrase marked Not me: an example carrying the phrase would teach it back. Fillers and hype words marked so do not
 * remove passages: they are single common words ("so", "like") that most passages hold, and one in passing is no habit.
 */
export const withoutNotMePhrases = (passages: readonly string[], notMe: readonly VoiceTrait[]): string[] => {
  const phrases = notMe.flatMap((trait) => (isPhraseTrait(trait) && SAID_PHRASES.has(trait.kind) ? [wordsOf(trait.value)] : [])).filter((words) => words.trim());
  if (phrases.length === 0) return [...passages];
  return passages.filter((passage) => {
    const words = wordsOf(passage);
    return !phrases.some((phrase) => words.includes(phrase));
  });
};

/** The profile's own spelling of a phrase trait, or whether a measure was measured; null when the hints hold no such trait. */
export const traitInHints = (hints: VoiceHints, trait: VoiceTrait): VoiceTrait | null => {
  if (isPhraseTrait(trait)) {
    const found = hints[HINT_LISTS[trait.kind]].find((phrase) => phraseKey(phrase) === phraseKey(trait.value));
    return found === undefined ? null : { kind: trait.kind, value: found };
  }
  const measured = Object.keys(HINT_MEASURES[trait.kind]).some((field) => hints[field as keyof VoiceHints] !== null);
  return measured ? trait : null;
};
