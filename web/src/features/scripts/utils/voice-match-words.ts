import type { SectionVoiceMatch, VoiceMatchBasis } from '@contracts/voice-match';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;
const list = (words: readonly string[]) => words.map((word) => (word === 'i' ? 'I' : word.replace(/^i'/, "I'"))).join(', ');

/** What was left out of the score, e.g. '3 phrases copied from your documents and 1 repeat of your own phrases'; '' for nothing. */
export const leftOutWords = ({ copied_phrases: copied, repeated_phrases: repeated }: VoiceMatchBasis): string =>
  [
    copied > 0 ? count(copied, 'phrase copied from your documents', 'phrases copied from your documents') : '',
    repeated > 0 ? count(repeated, 'repeat of your own phrases', 'repeats of your own phrases') : '',
  ]
    .filter(Boolean)
    .join(' and ');

/**
 * A voice match's basis in plain words, one sentence each: what it read (or why there is no number), what was not
 * counted, and the words that weighed most. Nothing when the creator has no processed document yet.
 */
export const basisSentences = (basis: VoiceMatchBasis): string[] => {
  const leftOut = leftOutWords(basis);
  const notCounted = leftOut ? `Not counted: ${leftOut}.` : '';
  switch (basis.reason) {
    case 'no_profile':
      return [];
    case 'thin_profile':
      return ['Not judged yet: your documents hold fewer than 200 words. Upload more transcripts to see it.'];
    case 'outdated_profile':
      return ['Not judged: your documents were read before the voice match existed. Upload them again to see it.'];
    case 'too_short':
      return [
        `Too short to judge: ${count(basis.words_judged, 'word', 'words')} of its own, and the voice match needs ${basis.min_words}.`,
        notCounted,
      ].filter(Boolean);
    default:
      return [
        `Based on ${count(basis.words_judged, 'word', 'words')}: the small words and word endings you use most, and how you put everyday words together.`,
        notCounted,
        basis.words_for.length > 0 ? `Weighed most toward your voice: ${list(basis.words_for)}.` : '',
        basis.words_against.length > 0 ? `Away from it: ${list(basis.words_against)}.` : '',
      ].filter(Boolean);
  }
};

/** One section's line, e.g. 'Hook: 78%' or 'A quick word: too short to judge (2 phrases copied from your documents not counted)'. */
export const sectionWords = ({ title, voice_match: score, voice_match_basis: basis }: SectionVoiceMatch): string => {
  const leftOut = leftOutWords(basis);
  const value = score === null ? (basis.reason === 'too_short' ? 'too short to judge' : 'not judged') : `${Math.round(score)}%`;
  return `${title || 'Untitled section'}: ${value}${leftOut ? ` (${leftOut} not counted)` : ''}`;
};
