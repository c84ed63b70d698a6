import type { Passage, RewriteBody, RewriteTarget } from '../../contracts/rewrite';
import { replaceSectionBody, splitSections } from '../../contracts/script-sections';
import { countWords, spokenText } from '../../contracts/script-text';
import { BadRequestError, ConflictError } from '../../shared/errors';
import type { RewriteRequest } from './plan-types';

/** What a rewrite is of, found in the current markdown. */
export interface ResolvedTarget {
  target: RewriteTarget;
  /** The heading line of the section rewritten or holding the passage; null for the whole script or the preamble. */
  heading: string | null;
  /** What an accepted alternative replaces. */
  original: string;
  section: RewriteRequest['section'];
  passage: RewriteRequest['passage'];
}

const SECTION_HEADING = /^##[^\S\r\n].*$/gm;

export const PASSAGE_CHANGED_MESSAGE = 'The passage you selected is not in the script as it is now. Select it again.';

/** The `## ` heading line above `offset`, or null in the preamble. */
const headingAbove = (markdown: string, offset: number): string | null =>
  [...markdown.matchAll(SECTION_HEADING)].filter((heading) => heading.index < offset).at(-1)?.[0].trim() ?? null;

/** Whole lines the range touches. */
const linesOf = (markdown: string, start: number, end: number) => {
  const from = markdown.lastIndexOf('\n', start - 1) + 1;
  const to = markdown.indexOf('\n', end);
  return markdown.slice(from, to < 0 ? markdown.length : to);
};

/**
 * The selected passage checked against the current markdown (the same text at the same place, else 409: the script
 * changed since it was selected), its edge whitespace left out, within one section's spoken text: a passage that
 * takes in a heading, or says nothing aloud, is refused.
 */
const resolvePassage = (current: string, passage: Passage): ResolvedTarget => {
  if (current.slice(passage.start, passage.end) !== passage.text) throw new ConflictError('rewrite.passage_changed', PASSAGE_CHANGED_MESSAGE);
  const start = passage.start + (passage.text.length - passage.text.trimStart().length);
  const end = passage.end - (passage.text.length - passage.text.trimEnd().length);
  const text = current.slice(start, end);
  if (/^\s*#/m.test(linesOf(current, start, end))) {
    throw new BadRequestError('Select words within one section: a passage cannot take in a heading.', 'rewrite.passage');
  }
  if (countWords(spokenText(text)) === 0 || countWords(spokenText(linesOf(current, start, end))) === 0) {
    throw new BadRequestError('Select words the script says aloud: notes and on-screen cues are not rewritten.', 'rewrite.passage');
  }
  const heading = headingAbove(current, start);
  return { target: { kind: 'passage', start, end }, heading, original: text, section: null, passage: { start, end, text, headingLine: heading } };
};

export const resolveTarget = (current: string, body: RewriteBody): ResolvedTarget => {
  if (body.passage) return resolvePassage(current, body.passage);
  if (body.section === null) return { target: { kind: 'whole' }, heading: null, original: current, section: null, passage: null };
  const found = splitSections(current).sections[body.section];
  if (!found) throw new BadRequestError('This section is not in the script any more. Reload to see the latest version.', 'rewrite.section');
  return {
    target: { kind: 'section', index: body.section, title: found.title },
    heading: found.headingLine,
    original: found.body,
    section: { index: body.section, ...found },
    passage: null,
  };
};

/** What the target says in `current`: the passage, the section's text, or the whole script. */
export const originalOf = (current: string, target: RewriteTarget): string => {
  if (target.kind === 'passage') return current.slice(target.start, target.end);
  if (target.kind === 'section') return splitSections(current).sections[target.index]?.body ?? '';
  return current;
};

/** `current` with the target replaced by `text`, every other byte as it was. */
export const applyToTarget = (current: string, target: RewriteTarget, text: string): string => {
  if (target.kind === 'passage') return current.slice(0, target.start) + text + current.slice(target.end);
  if (target.kind === 'section') return replaceSectionBody(current, target.index, text);
  return text;
};

/** A model's answer for a passage without what it may wrap it in: a code fence, the passage tags, surrounding quotes. */
export const passageText = (answer: string, original: string): string => {
  let text = answer
    .trim()
    .replace(/^```(?:markdown|md)?\s*\n([\s\S]*?)\n```$/, '$1')
    .replace(/^<passage>\s*([\s\S]*?)\s*<\/passage>$/i, '$1')
    .trim();
  if (/^["“][\s\S]*["”]$/.test(text) && !/^["“]/.test(original.trim())) text = text.slice(1, -1).trim();
  return text;
};
