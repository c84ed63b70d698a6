import { random } from './generate';

/** Many cases of seeded random text for the fast-path tests: the same on every run, so a failure names its case. */
export const CASES = 400;

/** A generator of strings made of `fragments`, 0 to `maxFragments` of them, each case from its own seed. */
export const randomTexts = (seed: number, fragments: readonly string[], maxFragments = 300): string[] => {
  const next = random(seed);
  return Array.from({ length: CASES }, () => {
    const count = Math.floor(next() * (maxFragments + 1));
    let text = '';
    for (let k = 0; k < count; k++) text += fragments[Math.floor(next() * fragments.length)];
    return text;
  });
};

/** Words, marks, spaces and characters beyond ASCII as speech and its transcripts hold them. */
export const SPEECH = [
  'so', 'the', 'and', 'I', 'you', 'know', 'like', 'um', 'Dr', 'J', 'Hey', 'okay', 'really', "don't", 'it’s', 'well-known',
  'café', 'İstanbul', 'Ωmega', '日本', '😀', '𝒳', '42', 'x', 'A',
  ' ', ' ', ' ', ' ', '  ', '\n', '\n', '\n\n', '\t', '\u00a0', '\u2003',
  '.', '.', '?', '!', '…', ',', ';', ':', '-', ' - ', '—', '–', '(', ')', '[', ']', '"', '“', '”', "'", '’', '«', '»', '¿', '¡',
  '<', '>', '&', '#', '*', '/', '\\', '\u0301', '\ud800', '\udc00',
];
