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

const decodeEntity = (text: string, at: number): { value: string; length: number } | null => {
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

const isTagStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 0x2f || c === 0x2e;

/** Index of `close` after `from` on the line, or -1 when `open` comes first: each character is looked at once. */
const closing = (line: string, from: number, open: number, close: number): number => {
  for (let j = from; j < line.length; j++) {
    const c = line.charCodeAt(j);
    if (c === close) return j;
    if (c === open) return -1;
  }
  return -1;
};

/** One past the `close` that ends the markup opened at `i`, or -1 when another `open` comes first. */
const closedAt = (line: string, i: number, open: number, close: number): number => {
  const j = closing(line, i + 1, open, close);
  return j >= 0 ? j + 1 : -1;
};

// Markup as collectSpeech reads it: a tag closed before another opens, an ASS override, a label, an entity's shape.
const MARKUP_AHEAD = /<[\dA-Za-z/.][^<>]*>|\{\\[^{}]*\}|\[[^[\]]*\]|&[\dA-Za-z#]{0,10};/g;
// Markup is often dense ("<i>x</i>") and a search is a call: the regular expression only takes over once this many
// characters in a row held none, then runs natively to the next (10 MB of "<a<a<a" or "<<<<" in tens of ms, not 200).
const PLAIN_RUN = 16;

/** Index of the first markup at or after `from` (an entity there may still not decode), or the line's length. */
const nextMarkup = (line: string, from: number): number => {
  MARKUP_AHEAD.lastIndex = from;
  return MARKUP_AHEAD.exec(line)?.index ?? line.length;
};

const MARKUP = /[<{&[>♪♫]/;
const SPEAKER_LABEL = /^[A-Z][A-Z0-9 .'’-]{0,30}:\s/;

// Two spaces, a tab or a no-break space: `includes` finds them natively, where a regular expression walked a 10 MB line.
const needsCollapsing = (line: string) => line.includes('  ') || line.includes('\t') || line.includes('\u00a0');

const collapse = (line: string): string => {
  const trimmed = line.trim();
  return needsCollapsing(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
};

/** Drops what marks a speaker rather than speech: `>>`, a leading dash, an upper-case `NAME:` label. */
const withoutSpeaker = (line: string): string => {
  let clean = line;
  if (clean.startsWith('>>')) clean = clean.slice(2).trimStart();
  const first = clean.charCodeAt(0);
  if ((first === 0x2d || first === 0x2013 || first === 0x2014) && clean.charCodeAt(1) === 0x20) clean = clean.slice(2);
  const initial = clean.charCodeAt(0);
  if (initial >= 65 && initial <= 90 && clean.charCodeAt(1) >= 65 && clean.charCodeAt(1) <= 90) {
    const label = SPEAKER_LABEL.exec(clean);
    if (label) clean = clean.slice(label[0].length);
  }
  return clean;
};

/**
 * The spoken text of one caption line: tags (`<i>`, `<font …>`, `<c.colour>`, `<v Speaker>`, karaoke
 * `<00:00:01.000>`), ASS overrides (`{\an8}`), sound labels (`[Music]`), speaker labels and dashes removed,
 * entities decoded, whitespace collapsed. Lines of song lyrics (♪) are dropped. Linear in the line's length.
 */
export const cleanCaptionLine = (line: string): string => {
  if (!MARKUP.test(line)) return withoutSpeaker(collapse(line));
  if (line.includes('♪') || line.includes('♫')) return '';
  const parts: string[] = [];
  const tail = collectSpeech(line, parts);
  if (tail < line.length) parts.push(line.slice(tail));
  return withoutSpeaker(collapse(parts.length === 1 ? parts[0]! : parts.join('')));
};

/**
 * Pushes the line's text up to its last markup onto `parts` (entities decoded, the rest of the markup left out) and
 * returns where the text after it starts. Nothing but the return follows the loop (docs/voice-engine.md, "Measured
 * performance": a one-line 10 MB file runs it once).
 */
const collectSpeech = (line: string, parts: string[]): number => {
  let runStart = 0;
  let plain = 0;
  let i = 0;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    let skipTo = -1;
    let replacement = '';
    if (c === 0x3c && isTagStart(line.charCodeAt(i + 1))) skipTo = closedAt(line, i, 0x3c, 0x3e);
    else if (c === 0x7b && line.charCodeAt(i + 1) === 0x5c) skipTo = closedAt(line, i, 0x7b, 0x7d);
    else if (c === 0x5b) skipTo = closedAt(line, i, 0x5b, 0x5d);
    else if (c === 0x26) {
      const entity = decodeEntity(line, i);
      if (entity) {
        skipTo = i + entity.length;
        replacement = entity.value;
      }
    }
    if (skipTo < 0) {
      i = ++plain === PLAIN_RUN ? nextMarkup(line, i + 1) : i + 1;
      if (plain === PLAIN_RUN) plain = 0;
      continue;
    }
    plain = 0;
    if (i > runStart) parts.push(line.slice(runStart, i));
    if (replacement) parts.push(replacement);
    i = skipTo;
    runStart = i;
  }
  return runStart;
};
