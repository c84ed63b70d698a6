import type { AttributedWords } from './attribute-words';
import { type SentenceSpan, onSameLine, sentenceText } from './spoken-words';

/** How much of a version is the creator's, and the text a voice document made from it holds. */
export interface CreatorShare {
  /** The creator's words in their sentences: what the document teaches. */
  yours: number;
  /** Every spoken word of the version. */
  total: number;
  /** The creator's words inside sentences that are mostly the model's: changed words, left out with those sentences. */
  leftOut: number;
  /** The creator's sentences in order, a paragraph wherever they do not follow each other on one line. */
  text: string;
}

const creatorWordsIn = ({ authors }: AttributedWords, { first, end }: SentenceSpan) =>
  authors.slice(first, end).filter((author) => author === 'creator').length;

/**
 * The voice engine learns from sentences (their length, questions, openers, sign-offs, person), so a sentence is the
 * unit: a sentence is the creator's when more than half of its words are, and then it is kept whole, with the odd
 * model word they left standing in it (a name, a term). A model sentence with a few words changed stays out: its
 * rhythm and wording are still the model's, and a fragment of changed words is no sentence to learn from.
 */
export const creatorShare = (attributed: AttributedWords): CreatorShare => {
  let yours = 0;
  let leftOut = 0;
  let text = '';
  let last: SentenceSpan | null = null;
  for (const sentence of attributed.sentences) {
    const theirs = creatorWordsIn(attributed, sentence);
    if (theirs * 2 <= sentence.end - sentence.first) {
      leftOut += theirs;
      continue;
    }
    yours += theirs;
    text += (last === null ? '' : onSameLine(attributed, last, sentence) ? ' ' : '\n\n') + sentenceText(attributed, sentence);
    last = sentence;
  }
  return { yours, total: attributed.words.length, leftOut, text };
};
