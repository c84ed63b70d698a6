// Each pattern is anchored to a line start (or is a literal), so every replace is one linear pass.
const HEADING = /^[ \t]{0,3}#.*$/gm;
const TIMESTAMP_ONLY = /^[ \t]*[[(]?\d{1,2}(?::\d{2}){1,2}[\])]?[ \t]*$/gm;
const QUOTE_MARKER = /^[ \t]*>[ \t]?/gm;
const LIST_MARKER = /^[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]+/gm;
const EMPHASIS = /\*\*|__|~~/g;
const LINK = /\[([^[\]\n]*)\]\([^()\s]*\)/g;

/**
 * Cleans plain text for analysis: markdown headings and lines holding only a timestamp (as pasted from a
 * transcript) are emptied, list and quote markers, emphasis and link targets removed; lines are kept.
 */
export const parseTxt = (text: string): string => {
  let clean = text;
  if (clean.includes('#')) clean = clean.replace(HEADING, '');
  if (clean.includes(':')) clean = clean.replace(TIMESTAMP_ONLY, '');
  if (clean.includes('>')) clean = clean.replace(QUOTE_MARKER, '');
  clean = clean.replace(LIST_MARKER, '');
  if (clean.includes('**') || clean.includes('__') || clean.includes('~~')) clean = clean.replace(EMPHASIS, '');
  if (clean.includes('](')) clean = clean.replace(LINK, '$1');
  return clean;
};
