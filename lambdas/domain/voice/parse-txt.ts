import { forEachLine } from './captions';

const HEADING = /^\s{0,3}#/;
const LIST_MARKER = /^\s*(?:[-*+•]|\d{1,3}[.)])\s+/;
const QUOTE_MARKER = /^\s*>\s?/;
const TIMESTAMP_ONLY = /^\s*[[(]?\d{1,2}(?::\d{2}){1,2}[\])]?\s*$/;
const EMPHASIS = /\*\*|__|~~/g;
const LINK = /\[([^[\]\n]*)\]\([^()\s]*\)/g;

/**
 * Cleans plain text for analysis: markdown headings and lines holding only a timestamp (as pasted from a
 * transcript) are dropped, list and quote markers, emphasis and link targets removed; line structure kept.
 */
export const parseTxt = (text: string): string => {
  const lines: string[] = [];
  forEachLine(text, (from, to) => {
    let line = text.slice(from, to);
    if (HEADING.test(line) || TIMESTAMP_ONLY.test(line)) {
      lines.push('');
      return;
    }
    line = line.replace(QUOTE_MARKER, '').replace(LIST_MARKER, '');
    if (line.includes('*') || line.includes('_') || line.includes('~')) line = line.replace(EMPHASIS, '');
    if (line.includes('](')) line = line.replace(LINK, '$1');
    lines.push(line);
  });
  return lines.join('\n');
};
