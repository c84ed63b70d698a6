/** Excerpt lengths the recognition is measured at, in words. */
export const EXCERPT_LENGTHS = [150, 450, 750] as const;
export const EXCERPTS_PER_LENGTH = 3;

// A token ending a sentence: . ! ? or … possibly followed by closing quotes or brackets.
const SENTENCE_END = /[.!?…]["'”’)\]]*$/;

/** The text's words as whitespace-separated tokens (punctuation stays attached, so joining them back loses nothing but spacing). */
export const tokens = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Indexes of tokens that start a sentence: the first, and each one after a sentence-ending token. */
export const sentenceStarts = (words: readonly string[]): number[] => {
  const starts: number[] = [];
  for (let i = 0; i < words.length; i++) if (i === 0 || SENTENCE_END.test(words[i - 1]!)) starts.push(i);
  return starts;
};

/**
 * `count` excerpts of exactly `length` words, evenly spaced: the k-th is centred on the middle of the k-th
 * of `count` equal parts of the text, then moved to the nearest sentence start within a quarter of its
 * length (staying inside the text); without one nearby (unpunctuated captions) it starts on the word
 * boundary where it was. None when the text is shorter than `length`.
 */
export const excerpts = (text: string, length: number, count = EXCERPTS_PER_LENGTH): string[] => {
  const words = tokens(text);
  if (words.length < length) return [];
  const last = words.length - length;
  const starts = sentenceStarts(words);
  const reach = Math.max(5, Math.round(length / 4));
  return Array.from({ length: count }, (_, k) => {
    const ideal = Math.min(last, Math.max(0, Math.round(((k + 0.5) * words.length) / count - length / 2)));
    let best = ideal;
    let bestDistance = Infinity;
    for (const start of starts) {
      const distance = Math.abs(start - ideal);
      if (start <= last && distance <= reach && distance < bestDistance) {
        best = start;
        bestDistance = distance;
      }
    }
    return words.slice(best, best + length).join(' ');
  });
};
