/**
 * How the library's search reads text (docs/search.md): case and accents folded away, words as runs of letters
 * and digits, an apostrophe inside a word dropped ("don't" is "dont").
 */

/** Case- and accent-insensitive: "Cafe" finds "Café latte art", "TOMATOES" finds "tomatoes". */
export const foldForSearch = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-AU');

/** The folded words of a text, in order, repeats kept. */
export const searchWords = (text: string): string[] =>
  foldForSearch(text)
    .replace(/(?<=[\p{L}\p{N}])['’](?=[\p{L}\p{N}])/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * A text's distinct words, sorted, as one string with a space before each and one at the end (" cat sat the "):
 * a search word is the start of one of them exactly when the string holds a space and then that search word.
 */
export const searchTermsOf = (text: string): string => {
  const terms = [...new Set(searchWords(text))].sort();
  return terms.length ? ` ${terms.join(' ')} ` : ' ';
};

/** Whether some word of `terms` (made by searchTermsOf) starts with `word` (a folded word without spaces). */
export const hasTermStartingWith = (terms: string, word: string) => terms.includes(` ${word}`);

/**
 * Where the search index files a word: under its first two characters, a one-character word under itself. Every word a
 * search word of two or more characters starts is filed under that search word's own bucket, so a search reads only
 * the buckets of its words; a one-character search word finds only that one-character word.
 */
export const termBucket = (term: string) => Array.from(term).slice(0, 2).join('');
