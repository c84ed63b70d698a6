import type { RecurringTraitSummary, VoiceSummary } from '../../contracts/documents';
import { HABIT_SENTENCE_RATE, oneSentenceIn } from '../../contracts/sentence-rates';

const PERSON: Record<NonNullable<VoiceSummary['person']>, string> = { I: 'mostly “I”', we: 'mostly “we”', you: 'mostly to “you”' };

const quoted = (items: readonly string[]) => items.map((item) => `“${item}”`).join(', ');

const count = (value: number) => value.toLocaleString('en');

/** A per-sentence rate as the 'Your voice' panel reads it: "1 sentence in 14", or "rare" below a habit. */
const rate = (value: number | null) => (value === null ? 'not measured' : value < HABIT_SENTENCE_RATE ? 'rare' : `1 sentence in ${oneSentenceIn(value)}`);

const typicalSentence = (voice: VoiceSummary) => (voice.averageSentenceWords === null || !voice.sentenceLengths ? null : Math.round(voice.sentenceLengths.p50));

/** "Label: before → after", only when the two read differently. */
const changed = (label: string, before: string, after: string) => (before === after ? [] : [`${label}: ${before} → ${after}`]);

/** What appeared in and what left a list of words: "New hype word: “amazing”", "No longer a filler: “um”". */
const listChanges = (before: readonly string[], after: readonly string[], one: string, many: string) => {
  const added = after.filter((item) => !before.includes(item));
  const gone = before.filter((item) => !after.includes(item));
  return [
    ...(added.length ? [`New ${added.length === 1 ? one : many}: ${quoted(added)}`] : []),
    ...(gone.length ? [`No longer ${gone.length === 1 ? `a ${one}` : many}: ${quoted(gone)}`] : []),
  ];
};

const traitChanges = (before: readonly RecurringTraitSummary[], after: readonly RecurringTraitSummary[], one: string, many: string) =>
  listChanges(
    before.map((trait) => trait.text),
    after.map((trait) => trait.text),
    one,
    many,
  );

/**
 * What adding a document changed in the 'Your voice' summary, one line per fact that reads differently, in the
 * panel's own terms ("Questions: 1 sentence in 14 → 1 sentence in 19", "New signature phrase: “…”"). The first line
 * says how much the voice is now learned from.
 */
export const voiceChanges = (before: VoiceSummary | null, after: VoiceSummary | null): string[] => {
  if (!after) return [];
  if (!before) return [`Your voice is learned for the first time, from ${count(after.words)} words`];
  const lines = [
    `Learned from ${count(before.documents)} → ${count(after.documents)} documents · ${count(before.words)} → ${count(after.words)} words`,
  ];
  const wpm = (voice: VoiceSummary) => (voice.wordsPerMinute === null ? 'not measured' : `${Math.round(voice.wordsPerMinute)} words per minute`);
  lines.push(...changed('Speaking rate', wpm(before), wpm(after)));
  const sentence = (voice: VoiceSummary) => {
    const words = typicalSentence(voice);
    return words === null ? 'not measured' : `about ${words} words`;
  };
  lines.push(...changed('Typical sentence', sentence(before), sentence(after)));
  lines.push(...changed('Perspective', before.person ? PERSON[before.person] : 'none clear', after.person ? PERSON[after.person] : 'none clear'));
  lines.push(...changed('Questions', rate(before.questionRate), rate(after.questionRate)));
  lines.push(...changed('Exclamations', rate(before.exclamationRate), rate(after.exclamationRate)));
  lines.push(...changed('Vocabulary', before.vocabularyLevel ?? 'not measured', after.vocabularyLevel ?? 'not measured'));
  lines.push(...listChanges(before.hypeWords, after.hypeWords, 'hype word', 'hype words'));
  lines.push(...listChanges(before.fillerWords, after.fillerWords, 'filler', 'fillers'));
  lines.push(...traitChanges(before.openers, after.openers, 'opener', 'openers'));
  lines.push(...traitChanges(before.signOffs, after.signOffs, 'sign-off', 'sign-offs'));
  lines.push(...traitChanges(before.signaturePhrases, after.signaturePhrases, 'signature phrase', 'signature phrases'));
  return lines;
};
