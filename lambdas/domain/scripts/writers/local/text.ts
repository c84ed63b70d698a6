import type { Platform } from '../../../../contracts/enums';
import type { VoiceHints } from '../../plan-types';
import { countWords } from '../../../../contracts/script-text';
import { PLATFORM_WORDS } from './lines';

/** A seeded generator (mulberry32): the same input always drafts the same script, other inputs vary it. */
export const seededRandom = (key: string): (() => number) => {
  let state = 2166136261;
  for (let i = 0; i < key.length; i++) state = Math.imul(state ^ key.charCodeAt(i), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

const PERSON: Record<'I' | 'we', Record<string, string>> = {
  I: { I: 'I', me: 'me', my: 'my', "I'm": "I'm", "I've": "I've", "I'd": "I'd", "I'll": "I'll" },
  we: { I: 'we', me: 'us', my: 'our', "I'm": "we're", "I've": "we've", "I'd": "we'd", "I'll": "we'll" },
};

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The line with its tokens resolved for the creator's person and the platform, starting with a capital. */
export const resolveLine = (line: string, person: VoiceHints['person'], platform: Platform): string => {
  const pronouns = PERSON[person === 'we' ? 'we' : 'I'];
  const words: Record<string, string> = { ...pronouns, ...PLATFORM_WORDS[platform] };
  return capitalise(line.replace(/\{([\w']+)\}/g, (token, name: string) => words[name] ?? token));
};

const FIRST_PERSON = /^I(?:'m|'ve|'d|'ll)?\b/;

/** The sentence as it reads after a lead-in: its capital dropped unless it starts with "I" or an acronym. */
export const afterLeadIn = (sentence: string): string =>
  FIRST_PERSON.test(sentence) || /^\p{Lu}{2}/u.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);

/** The user's phrase without surrounding spaces or trailing punctuation. */
export const bare = (text: string): string => text.trim().replace(/\s+/g, ' ').replace(/[\s.,;:!?…]+$/u, '');

/** The text ending as a sentence: its own final punctuation kept, else a full stop. */
export const asSentence = (text: string): string => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return /[.!?…]["'”’)]*$/u.test(trimmed) ? trimmed : `${bare(trimmed)}.`;
};

/** A sentence's key for telling repeats apart: lower case, letters and digits only. */
export const sentenceKey = (sentence: string): string => sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The creator's own details as sentences, e.g. "Use sharp shears." and "Cut above a node.". */
export const detailSentences = (details: string | null): string[] =>
  (details ?? '')
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((clause) => clause.trim().replace(/;$/, ''))
    .filter((clause) => countWords(clause) >= 2)
    .map(asSentence);


/** The text with its first letter in lower case, unless it starts with "I" or an acronym or a name-like capital run. */
export const lowerFirst = (text: string): string => afterLeadIn(text);

/** The text cut to its first `words` words, with an ellipsis when it was longer. */
export const shortened = (text: string, words = 12): string => {
  const all = bare(text).split(' ');
  return all.length <= words ? bare(text) : `${all.slice(0, words).join(' ')}…`;
};

/** "a, b and c", as said aloud; "a; b, c; and d" when an item holds a comma of its own. */
export const spokenList = (items: readonly string[]): string => {
  const said = items.map(bare);
  if (said.length <= 1) return said[0] ?? '';
  const separator = said.some((item) => item.includes(',')) ? '; ' : ', ';
  return `${said.slice(0, -1).join(separator)}${separator === '; ' ? ';' : ''} and ${said.at(-1)!}`;
};
