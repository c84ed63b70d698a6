import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import { PLACEHOLDER, SOURCE_MARKER } from '@contracts/material';
import { unsourcedIn } from '@/lib/material-check';

export interface ScriptMarks {
  /** Figure values the creator's words hold; figures with other values are marked "not in your material". Null: none is marked. */
  known: ReadonlySet<number> | null;
  /** How many sources the script has: a marker naming one of them links to it (`#source-n` on the page). */
  sources: number;
}

export const NOT_IN_MATERIAL = 'not in your material';

const UNSPOKEN = new RegExp(`${PLACEHOLDER.source}|${SOURCE_MARKER.source}`, 'giu');
const IS_PLACEHOLDER = new RegExp(`^${PLACEHOLDER.source}$`, 'iu');
// Headings, notes and code are not read aloud, so their numbers are never claims.
const UNSPOKEN_ELEMENTS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code']);

// Never under 14 px: a superscript keeps the text size (the tap-target and text-size check, issue 29).
const PLACEHOLDER_CLASSES = ['rounded-md', 'border', 'border-dashed', 'border-amber-500', 'bg-amber-50', 'px-1.5', 'py-0.5', 'font-medium', 'text-amber-950', '[box-decoration-break:clone]'];
const MARKER_CLASSES = ['ml-0.5', 'text-sm', 'font-medium', 'text-primary'];
const UNSOURCED_CLASSES = ['rounded-sm', 'bg-rose-100', 'px-0.5', 'text-rose-950', 'underline', 'decoration-rose-600', 'decoration-wavy', 'underline-offset-4', 'cursor-help'];

const text = (value: string): Text => ({ type: 'text', value });
const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });

/** `[[fill in: your hook, about 28 words]]` as a highlighted chip reading "fill in: your hook, about 28 words". */
const placeholderChip = (marked: string) =>
  element('span', { className: PLACEHOLDER_CLASSES, dataPlaceholder: '' }, [text(marked.replace(/^\[\[\s*|\s*\]\]$/g, ''))]);

/** `[1, 3]` as a superscript whose numbers link to the sources listed on the page. */
const sourceMarker = (marked: string, sources: number) => {
  const numbers = marked.match(/\d+/g) ?? [];
  const children: ElementContent[] = [text('[')];
  numbers.forEach((digits, index) => {
    if (index > 0) children.push(text(', '));
    const number = Number(digits);
    children.push(number >= 1 && number <= sources ? element('a', { href: `#source-${number}`, ariaLabel: `Source ${number}` }, [text(digits)]) : text(digits));
  });
  children.push(text(']'));
  return element('sup', { className: MARKER_CLASSES, dataSourceMarker: '' }, children);
};

const figureMark = (figure: string) =>
  element('mark', { className: UNSOURCED_CLASSES, title: NOT_IN_MATERIAL, dataUnsourced: '' }, [
    text(figure),
    element('span', { className: ['sr-only'] }, [text(` (${NOT_IN_MATERIAL})`)]),
  ]);

const markFigures = (prose: string, known: ReadonlySet<number> | null): ElementContent[] => {
  if (!known) return prose ? [text(prose)] : [];
  const parts: ElementContent[] = [];
  let at = 0;
  for (const figure of unsourcedIn(prose, known)) {
    if (figure.index > at) parts.push(text(prose.slice(at, figure.index)));
    parts.push(figureMark(figure.text));
    at = figure.index + figure.text.length;
  }
  if (at < prose.length) parts.push(text(prose.slice(at)));
  return parts;
};

const markText = (value: string, marks: ScriptMarks, spoken: boolean): ElementContent[] => {
  const parts: ElementContent[] = [];
  let at = 0;
  for (const match of value.matchAll(UNSPOKEN)) {
    parts.push(...markFigures(value.slice(at, match.index), spoken ? marks.known : null));
    parts.push(IS_PLACEHOLDER.test(match[0]) ? placeholderChip(match[0]) : sourceMarker(match[0], marks.sources));
    at = match.index + match[0].length;
  }
  parts.push(...markFigures(value.slice(at), spoken ? marks.known : null));
  return parts;
};

const textOf = (node: RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map((child) => textOf(child as ElementContent)).join('') : '';

const isCue = (node: Element) => node.tagName === 'p' && /^\s*on screen:/i.test(textOf(node));

const walk = (parent: Root | Element, marks: ScriptMarks, spoken: boolean) => {
  parent.children = parent.children.flatMap((child): (RootContent | ElementContent)[] => {
    if (child.type === 'text') return markText(child.value, marks, spoken);
    if (child.type === 'element') walk(child, marks, spoken && !UNSPOKEN_ELEMENTS.has(child.tagName) && !isCue(child));
    return [child];
  }) as typeof parent.children;
};

/**
 * A rehype plugin for the script's markdown (issue 30): placeholders become chips to fill in, source markers
 * superscripts linking to their source, and every figure of the spoken text that the creator's words do not hold a
 * `<mark>` titled "not in your material" (its words read by screen readers too).
 */
export const markScript = (marks: ScriptMarks) => () => (tree: Root) => walk(tree, marks, true);
