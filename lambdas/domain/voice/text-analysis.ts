import { FILLERS, FUNCTION_WORDS, HYPE_WORDS, PERSON_WORDS } from './lexicon';
import { edgePhrases } from './edge-phrases';
import { frequentPhrases } from './frequent-phrases';
import { EXCLAMATION, PARAGRAPH_START, QUESTION, type ScanOptions, type Span, type Tokens, isOpening, scan } from './tokens';
import type { DocumentStats } from './types';
import { type Spans, sentenceSpans } from './sentence-spans-fast';
import { tallyWords } from './word-tally-fast';
import { MAX_PASSAGE_CHARACTERS, MAX_PASSAGES_PER_DOCUMENT, TEXT_PASSAGE_WORDS, spreadEvenly } from './passage-policy';

/** Sentences of this many words or more share the histogram's last bucket. */
export const MAX_SENTENCE_BUCKET = 60;

const { min: PASSAGE_MIN_WORDS, target: PASSAGE_TARGET_WORDS, max: PASSAGE_MAX_WORDS } = TEXT_PASSAGE_WORDS;

const FUNCTION_WORD_SET = new Set(FUNCTION_WORDS);
const SINGLE_WORD_FILLERS = new Set(FILLERS.filter((filler) => !filler.includes(' ')));

/** Per-word counts and the standardised type-token ratio, from the token stream. */
const countWords = (tokens: Tokens) => {
  const { vocabulary } = tokens;
  const { perId, fillers, distinctWords } = tallyWords(tokens);

  const functionWords: Record<string, number> = {};
  const person = { I: 0, we: 0, you: 0 };
  const hype: Record<string, number> = {};
  vocabulary.words.forEach((word, id) => {
    const count = perId[id]!;
    if (FUNCTION_WORD_SET.has(word)) functionWords[word] = count;
    const who = PERSON_WORDS.get(word);
    if (who) person[who] += count;
    if (HYPE_WORDS.has(word)) hype[word] = count;
    if (SINGLE_WORD_FILLERS.has(word)) fillers[word] = count;
  });
  return { functionWords, person, hype, fillers, distinctWords };
};

const spanAt = (spans: Spans, index: number): Span | null =>
  index >= 0 && index < spans.count ? { from: spans.from[index]!, to: spans.to[index]! } : null;

/** Groups sentences into passages (TEXT_PASSAGE_WORDS), then keeps at most MAX_PASSAGES_PER_DOCUMENT, spread evenly. */
const buildPassages = (text: string, tokens: Tokens, spans: Spans): string[] => {
  const ranges: { fromChar: number; toChar: number; words: number }[] = [];
  let current: { fromChar: number; toChar: number; words: number } | null = null;
  const startChar = (token: number) => {
    const start = tokens.starts.at(token);
    return start > 0 && isOpening(text.charCodeAt(start - 1)) ? start - 1 : start;
  };
  for (let index = 0; index < spans.count; index++) {
    const from = spans.from[index]!;
    const to = spans.to[index]!;
    const words = to - from;
    const endChar = spans.punctuated ? tokens.sentenceEnds.at(index) : tokens.ends.at(to - 1);
    if (words > PASSAGE_MAX_WORDS) {
      if (current) ranges.push(current);
      current = null;
      for (let chunk = from; chunk < to; chunk += PASSAGE_TARGET_WORDS) {
        const chunkEnd = Math.min(to, chunk + PASSAGE_TARGET_WORDS);
        ranges.push({ fromChar: startChar(chunk), toChar: chunkEnd === to ? endChar : tokens.ends.at(chunkEnd - 1), words: chunkEnd - chunk });
      }
      continue;
    }
    const paragraph = (tokens.flags[from]! & PARAGRAPH_START) !== 0;
    if (current && (current.words + words > PASSAGE_MAX_WORDS || (paragraph && current.words >= PASSAGE_MIN_WORDS))) {
      ranges.push(current);
      current = null;
    }
    if (current) {
      current.toChar = endChar;
      current.words += words;
    } else current = { fromChar: startChar(from), toChar: endChar, words };
    if (current.words >= PASSAGE_TARGET_WORDS) {
      ranges.push(current);
      current = null;
    }
  }
  const tail = current as { fromChar: number; toChar: number; words: number } | null;
  if (tail) {
    const previous = ranges.at(-1);
    if (previous && tail.words < PASSAGE_MIN_WORDS / 2 && previous.words + tail.words <= PASSAGE_MAX_WORDS) {
      previous.toChar = tail.toChar;
      previous.words += tail.words;
    } else ranges.push(tail);
  }
  return spreadEvenly(ranges, MAX_PASSAGES_PER_DOCUMENT).map((range) => {
    // Words are bounded, but the marks between them are not: "Start?!?!…" must not become a 10 MB passage.
    const toChar = Math.min(range.toChar, range.fromChar + MAX_PASSAGE_CHARACTERS);
    return text.slice(range.fromChar, toChar).replace(/\s+/g, ' ').trim();
  });
};

/** What a clean text contributes to the voice profile, and its passages. */
export interface TextAnalysis {
  stats: DocumentStats;
  passages: string[];
}

/**
 * Analyses clean text (tags and timings already removed): counts for the voice profile and passages for
 * retrieval. Linear in the text's length: one scan into typed arrays, then passes over those arrays.
 */
export const analyseText = (text: string, options: ScanOptions & { speechSeconds: number | null; passages?: boolean }): TextAnalysis => {
  const tokens = scan(text, options);
  const words = tokens.ids.length;
  const spans = sentenceSpans(tokens);

  const sentenceLengthHistogram = new Array<number>(MAX_SENTENCE_BUCKET + 1).fill(0);
  let sentences = 0;
  let questions = 0;
  let exclamations = 0;
  if (spans.punctuated) {
    for (let index = 0; index < spans.count; index++) {
      sentences++;
      sentenceLengthHistogram[Math.min(spans.to[index]! - spans.from[index]!, MAX_SENTENCE_BUCKET)]!++;
      const mark = tokens.sentenceMarks.at(index);
      if (mark & QUESTION) questions++;
      if (mark & EXCLAMATION) exclamations++;
    }
  }

  const edges = edgePhrases(text, tokens, {
    first: spanAt(spans, 0),
    second: spanAt(spans, 1),
    last: spanAt(spans, spans.count - 1),
    beforeLast: spanAt(spans, spans.count - 2),
    punctuated: spans.punctuated,
  });
  const frequent = words > 0 ? frequentPhrases(text, tokens) : { phrases: {}, casing: {} };

  const counted = countWords(tokens);
  const stats: DocumentStats = {
    words,
    sentences,
    sentenceLengthHistogram,
    questions,
    exclamations,
    speechSeconds: options.speechSeconds ?? 0,
    timedWords: options.speechSeconds === null ? 0 : words,
    person: counted.person,
    openers: edges.openers,
    signOffs: edges.signOffs,
    phrases: frequent.phrases,
    casing: { ...edges.casing, phrases: frequent.casing },
    fillers: counted.fillers,
    hype: counted.hype,
    functionWords: counted.functionWords,
    letters: tokens.letters,
    distinctWords: counted.distinctWords,
  };
  return { stats, passages: words > 0 && options.passages !== false ? buildPassages(text, tokens, spans) : [] };
};