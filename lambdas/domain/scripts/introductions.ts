import type { StyleGuideRules, VoiceHints } from './plan-types';

const GREETING = /^\s*(?:hey|hi|hello|hiya|howdy|g['’]?day|welcome|what['’]?s up|whats up|good (?:morning|afternoon|evening)|greetings|yo)\b/i;
const SELF_NAMING = /\b(?:my name is|my name['’]s|it['’]s me|this is me)\b/i;
/** "It's Maya", "I'm Maya", "this is Maya", "Maya here": a name said as the speaker's own. */
const NAMED = /\b(?:[Ii]t['’]?s|[Ii]t is|I['’]m|I am|[Tt]his is)\s+\p{Lu}|^\s*\p{Lu}[\p{L}'’-]*\s+here\b/u;
const WORD = /[\p{L}][\p{L}'’-]*/gu;

/** The names in a text: capitalised words that do not start a sentence ("Maya", "Bakes"), lower-cased. */
const namesIn = (text: string): Set<string> => {
  const names = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const before = text.slice(0, match.index).trimEnd();
    const startsSentence = before === '' || /[.!?]$/.test(before);
    if (!startsSentence && /^\p{Lu}/u.test(match[0]) && !/^I(?:['’]\w+)?$/.test(match[0])) names.add(match[0].toLowerCase());
  }
  return names;
};

/** The text greets the audience or says who is speaking; `names` are names the creator goes by. */
const introduces = (text: string, names: ReadonlySet<string> = new Set()): boolean =>
  GREETING.test(text) || SELF_NAMING.test(text) || NAMED.test(text) || [...text.matchAll(WORD)].some(([word]) => names.has(word.toLowerCase()));

export interface Opening {
  /** The creator's openers the script may start with, best first: none that would introduce them a second time. */
  openers: string[];
  /** The first of them greets the audience or says who the creator is, so the script's intro must not do it again. */
  introducesCreator: boolean;
  /** The style guide's intro template introduces the creator: nothing else in the script may. */
  introByTemplate: boolean;
}

/**
 * How the script may open, so that the creator is introduced once: when the style guide's intro introduces them
 * ("Hey hey, it's Maya…"), an opener that would too ("It's Maya") is left out and the next one that does not is used.
 */
export const openingFor = (voice: VoiceHints | null, styleGuide: StyleGuideRules | null): Opening => {
  const intro = styleGuide?.intro_template?.trim() ?? '';
  const introByTemplate = intro !== '' && introduces(intro);
  const names = namesIn(intro);
  const openers = (voice?.openers ?? []).filter((opener) => !(introByTemplate && introduces(opener, names)));
  return { openers, introducesCreator: openers.length > 0 && introduces(openers[0]!), introByTemplate };
};
