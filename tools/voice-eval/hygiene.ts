import type { EvalSpeaker } from './corpus';
import { profileOf } from './recognition';

export type TraitKind = 'opener' | 'signOff' | 'signaturePhrase';

export interface TraitCheck {
  speaker: string;
  kind: TraitKind;
  phrase: string;
  /** How many of the speaker's documents say it (checked on their text, not taken from the profile's counts). */
  documents: number;
}

export interface HygieneResult {
  /** Share of the shown traits found in 2+ of the speaker's documents; 1 when no trait is shown (nothing wrong is shown). */
  recurringShare: number;
  shown: number;
  recurring: number;
  bySpeaker: Record<string, { shown: number; recurring: number }>;
  /** Every trait checked (phrases from the corpus: print them, never commit them). */
  checks: TraitCheck[];
}

/** Lower-case words without punctuation, apostrophes dropped ("Don’t," → "dont"), separated by single spaces. */
export const normaliseWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether `phrase` occurs in `text` as a run of whole words, ignoring case and punctuation. */
export const saysPhrase = (normalisedText: string, phrase: string): boolean => {
  const words = normaliseWords(phrase);
  return words.length > 0 && ` ${normalisedText} `.includes(` ${words} `);
};

/**
 * Profile hygiene: the openers, sign-offs and signature phrases each speaker's full profile shows (its hints),
 * each looked up independently in the speaker's documents' own texts.
 */
export const evaluateHygiene = (speakers: readonly EvalSpeaker[]): HygieneResult => {
  const checks: TraitCheck[] = [];
  for (const speaker of speakers) {
    const hints = profileOf(speaker)?.hints;
    if (!hints) continue;
    const texts = speaker.documents.map((document) => normaliseWords(document.text));
    const shown: [TraitKind, string[]][] = [
      ['opener', hints.openers],
      ['signOff', hints.signOffs],
      ['signaturePhrase', hints.signaturePhrases],
    ];
    for (const [kind, phrases] of shown) {
      for (const phrase of phrases) {
        checks.push({ speaker: speaker.name, kind, phrase, documents: texts.filter((text) => saysPhrase(text, phrase)).length });
      }
    }
  }
  const recurring = checks.filter((check) => check.documents >= 2).length;
  const bySpeaker = Object.fromEntries(
    speakers.map((speaker) => {
      const own = checks.filter((check) => check.speaker === speaker.name);
      return [speaker.name, { shown: own.length, recurring: own.filter((check) => check.documents >= 2).length }];
    }),
  );
  return { recurringShare: checks.length === 0 ? 1 : recurring / checks.length, shown: checks.length, recurring, bySpeaker, checks };
};
