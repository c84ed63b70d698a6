// The HTML entities captions carry (`&amp;`, `&#8217;`, `&hellip;`): decoded where they stand, never a search.

const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
  ['lrm', ''],
  ['rlm', ''],
  ['hellip', '…'],
  ['mdash', '—'],
  ['ndash', '–'],
  ['rsquo', '’'],
  ['lsquo', '‘'],
  ['rdquo', '”'],
  ['ldquo', '“'],
]);

const isEntityCharacter = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 0x23;

/** The entity starting at `at` ('&'), decoded, and how many characters it takes; null when it is not one. */
export const decodeEntity = (text: string, at: number): { value: string; length: number } | null => {
  const limit = Math.min(text.length, at + 12);
  let i = at + 1;
  while (i < limit && isEntityCharacter(text.charCodeAt(i))) i++;
  if (i >= limit || text.charCodeAt(i) !== 0x3b) return null;
  const name = text.slice(at + 1, i);
  const length = i - at + 1;
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    return { value: String.fromCodePoint(code), length };
  }
  const value = ENTITIES.get(name);
  return value === undefined ? null : { value, length };
};
