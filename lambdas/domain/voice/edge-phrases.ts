import { LEADING_CONJUNCTIONS } from './lexicon';
import { CLAUSE_START, MAX_PHRASE_WORD_LENGTH, SENTENCE_START, type Span, type Tokens, phraseOf } from './tokens';

// Long enough for a greeting, a name and a show's name ("Hey hey, it's your girl Maya from Maya Cooks"). Text without
// punctuation has no first sentence, only a first chunk of 80 words: there an opener stops sooner.
const OPENER_MAX_WORDS = 10;
const UNPUNCTUATED_OPENER_MAX_WORDS = 5;
const SIGN_OFF_MAX_WORDS = 7;
// A first (last) sentence this short ("Hey guys!", "Peace!") is followed (preceded) by one more.
const SHORT_GREETING_WORDS = 4;
// A clause this short at a sentence's edge ("Hello, and welcome…", "…see you, Chris.") is read with its
// neighbour, and the neighbour alone too: the greeting and the vocative vary more than the phrase they frame.
const SHORT_CLAUSE_WORDS = 2;

/**
 * Phrase candidates at a document's edges, with counts, and how the creator wrote each one where that differs
 * from its key (capitals, a comma between clauses).
 */
export interface EdgePhrases {
  openers: Record<string, number>;
  signOffs: Record<string, number>;
  casing: { openers: Record<string, string>; signOffs: Record<string, string> };
}

/** The first and second sentences, and the last and the one before it. */
export interface EdgeSentences {
  first: Span | null;
  second: Span | null;
  last: Span | null;
  beforeLast: Span | null;
  /** False when the text has no usable punctuation and the "sentences" are chunks of words. */
  punctuated: boolean;
}

const written = (text: string, tokens: Tokens, t: number) => text.slice(tokens.starts.at(t), tokens.ends.at(t)).replaceAll('’', "'");

const writtenPhrase = (text: string, tokens: Tokens, from: number, to: number): string => {
  let phrase = written(text, tokens, from);
  for (let t = from + 1; t < to; t++) phrase += ((tokens.flags[t]! & CLAUSE_START) !== 0 ? ', ' : ' ') + written(text, tokens, t);
  return phrase;
};

// A phrase never cuts through a word said again and again in a sentence ("Thanks thanks thanks" gives no "thanks thanks").
const repeatsAcross = (tokens: Tokens, t: number) => t > 0 && t < tokens.ids.length && (tokens.flags[t]! & SENTENCE_START) === 0 && tokens.ids.at(t - 1) === tokens.ids.at(t);
const cutsRepeat = (tokens: Tokens, from: number, to: number) => repeatsAcross(tokens, from) || repeatsAcross(tokens, to);

const addPhrase = (text: string, tokens: Tokens, from: number, to: number, counts: Record<string, number>, casing: Record<string, string>) => {
  if (cutsRepeat(tokens, from, to)) return;
  const words: string[] = [];
  for (let t = from; t < to; t++) words.push(tokens.vocabulary.words[tokens.ids.at(t)]!);
  if (words.some((word) => word.length > MAX_PHRASE_WORD_LENGTH)) return;
  const key = phraseOf(words);
  counts[key] = (Object.hasOwn(counts, key) ? counts[key]! : 0) + 1;
  const shown = writtenPhrase(text, tokens, from, to);
  if (shown !== key && !Object.hasOwn(casing, key)) casing[key] = shown;
};

const isClauseStart = (tokens: Tokens, t: number) => (tokens.flags[t]! & (CLAUSE_START | SENTENCE_START)) !== 0;

/** One past the last token of the clause starting at `from`, within `span`. */
const clauseEnd = (tokens: Tokens, from: number, span: Span) => {
  let to = from + 1;
  while (to < span.to && !isClauseStart(tokens, to)) to++;
  return to;
};

/** The first token of the clause ending just before `to`, within `span`. */
const clauseStart = (tokens: Tokens, to: number, span: Span) => {
  let from = to - 1;
  while (from > span.from && !isClauseStart(tokens, from)) from--;
  return from;
};

const skipConjunctions = (tokens: Tokens, from: number, to: number) => {
  while (to - from > 1 && LEADING_CONJUNCTIONS.has(tokens.vocabulary.words[tokens.ids.at(from)]!)) from++;
  return from;
};

/**
 * Opener candidates of a sentence: its prefixes of 2+ words (a one-word sentence whole), across its commas, so that
 * the longest one several documents share is there to be found whole ("Hey hey, it's Maya, from Maya Cooks"). A
 * short first clause ("Hello, and welcome…") is also left out, its one word kept alone.
 */
const addOpeners = (text: string, tokens: Tokens, span: Span, into: EdgePhrases, maxWords: number) => {
  const add = (from: number, to: number) => addPhrase(text, tokens, from, to, into.openers, into.casing.openers);
  // The clause after a short lead ends where the whole sentence's opener does: read alone, it is a part of it.
  const to = Math.min(span.to, span.from + maxWords);
  const prefixes = (from: number) => {
    for (let end = from + Math.min(2, to - from); end <= to; end++) add(from, end);
  };
  prefixes(span.from);
  const leadEnd = clauseEnd(tokens, span.from, span);
  if (leadEnd - span.from > SHORT_CLAUSE_WORDS || leadEnd === span.to) return;
  if (leadEnd - span.from === 1) add(span.from, leadEnd);
  prefixes(skipConjunctions(tokens, leadEnd, span.to));
};

/** Sign-off candidates of a sentence: its last clause's suffixes of 2+ words, without a leading 'and'. */
const addSignOffs = (text: string, tokens: Tokens, span: Span, into: EdgePhrases) => {
  const add = (from: number, to: number) => addPhrase(text, tokens, from, to, into.signOffs, into.casing.signOffs);
  const suffixes = (from: number, to: number) => {
    from = skipConjunctions(tokens, from, to);
    if (to - from === 1) add(from, to);
    for (let start = from; start <= to - 2; start++) add(start, to);
  };
  const tailFrom = clauseStart(tokens, span.to, span);
  if (span.to - tailFrom > SHORT_CLAUSE_WORDS || tailFrom === span.from) {
    suffixes(Math.max(tailFrom, span.to - SIGN_OFF_MAX_WORDS), span.to);
    return;
  }
  const restFrom = Math.max(clauseStart(tokens, tailFrom, span), tailFrom - SIGN_OFF_MAX_WORDS);
  for (let start = skipConjunctions(tokens, restFrom, span.to); start <= span.to - 2; start++) add(start, span.to);
  suffixes(restFrom, tailFrom);
};

/** Openers from the document's first sentences and sign-offs from its last ones. */
export const edgePhrases = (text: string, tokens: Tokens, { first, second, last, beforeLast, punctuated }: EdgeSentences): EdgePhrases => {
  const phrases: EdgePhrases = { openers: {}, signOffs: {}, casing: { openers: {}, signOffs: {} } };
  if (!first || !last) return phrases;
  const openerWords = punctuated ? OPENER_MAX_WORDS : UNPUNCTUATED_OPENER_MAX_WORDS;
  addOpeners(text, tokens, first, phrases, openerWords);
  if (second && first.to - first.from <= SHORT_GREETING_WORDS) addOpeners(text, tokens, second, phrases, openerWords);
  addSignOffs(text, tokens, last, phrases);
  if (beforeLast && last.to - last.from <= SHORT_GREETING_WORDS) addSignOffs(text, tokens, beforeLast, phrases);
  return phrases;
};
