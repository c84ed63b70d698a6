/**
 * What a passage is, in one place. A passage is a stretch of the creator's own words that a writer may be shown as
 * an example of how they talk (retrieval), and the unit the shingles, phrase rates and shared phrases are counted
 * on. Every use wants the same thing, a paragraph of speech of about 60–70 words that starts and ends where a
 * sentence does, but each source can only cut where it knows a sentence ends, so each names its own window:
 *
 * - plain text is cut between whole sentences, so a group may have to take one more sentence past its target;
 * - captions without punctuation are cut at the strongest pause in a window, so any word may end one;
 * - retrieval only asks whether a passage has the length those two give.
 *
 * Changing any number here changes every stored profile's passages, shingles and phrase rates: re-run
 * `npm run eval:voice` and reprocess documents.
 */

/** Words of a passage: it ends once it has `target`, may end from `min`, and never runs past `max`. */
export interface PassageWords {
  readonly min: number;
  readonly target: number;
  readonly max: number;
}

/**
 * Plain text: consecutive sentences grouped until they reach 60 words. A group under 60 takes the next sentence
 * whole, so the ceiling leaves room for a 60-word group plus one long sentence (150); a single sentence over 150
 * words (no usable punctuation) is cut every 60 words. A paragraph break closes a group of 40 or more.
 */
export const TEXT_PASSAGE_WORDS: PassageWords = { min: 40, target: 60, max: 150 };

/**
 * Captions: the passage ends at the strongest sentence end or pause between 40 and 120 words in, ties going to the
 * place nearest 70. Any word may end one, so the window can be narrower than plain text's; 70 words is about 30 s
 * of speech, and the 80-word window leaves room to find a real pause (measured on the corpus talks stripped of
 * punctuation: 55–98% of ends fall on a true sentence end).
 */
export const CAPTION_PASSAGE_WORDS: PassageWords = { min: 40, target: 70, max: 120 };

/**
 * Retrieval's idea of a well-sized example (voiceTypicality): the caption window, which plain text's passages fall in
 * too unless a sentence group ran long or a document ended short. Outside it a passage is kept, just ranked lower.
 */
export const EXAMPLE_PASSAGE_WORDS = { min: CAPTION_PASSAGE_WORDS.min, max: CAPTION_PASSAGE_WORDS.max } as const;

/**
 * Passages kept per document, spread evenly across it: about 12,000–14,000 words, every document of the shared
 * corpus whole. It bounds a document's stored item and the profile rebuild's work whatever the upload's size.
 */
export const MAX_PASSAGES_PER_DOCUMENT = 200;

/** Characters of one passage: words are bounded, the marks between them are not ("Start?!?!…" is not a 10 MB passage). */
export const MAX_PASSAGE_CHARACTERS = 3000;

/**
 * Passages the voice store keeps across all documents (samplePassages): what retrieval ranks for each generation and
 * what the signature phrases and shingles are read from.
 */
export const SAMPLED_PASSAGES = 400;

/** At most `max` of `items`, evenly spread from the first: all of them when there are no more than `max`. */
export const spreadEvenly = <T>(items: readonly T[], max: number): T[] =>
  items.length <= max ? [...items] : Array.from({ length: max }, (_, k) => items[Math.floor((k * items.length) / max)]!);
