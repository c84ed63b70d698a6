import type { Element as HastElement, Root, RootContent } from 'hast';

/**
 * Where the rendered script's paragraphs come from in its markdown, so words selected on the page can be sent back as
 * a range of the markdown (a passage to rewrite). react-markdown keeps each element's source position; this plugin
 * writes a paragraph's and a list item's offsets on the element.
 */
const BLOCKS = new Set(['p', 'li']);
const START = 'data-md-start';
const END = 'data-md-end';

const mark = (node: Root | RootContent) => {
  if (node.type !== 'root' && node.type !== 'element') return;
  if (node.type === 'element' && BLOCKS.has(node.tagName)) {
    const { start, end } = node.position ?? {};
    if (start?.offset !== undefined && end?.offset !== undefined) Object.assign((node as HastElement).properties, { dataMdStart: start.offset, dataMdEnd: end.offset });
  }
  node.children.forEach(mark);
};

/** A rehype plugin: every `p` and `li` carries `data-md-start` and `data-md-end`, its range in the markdown. */
export const rehypeSourceOffsets = () => (tree: Root) => mark(tree);

export const SELECTION_MESSAGES = {
  oneParagraph: 'Select words within one paragraph to rewrite them.',
  formatting: 'This selection takes in formatting (bold, a link or a fill-in) that cannot be rewritten from here: select plain words, or use Edit.',
  ambiguous: 'These words appear more than once here: select a few more so it is clear which.',
} as const;

export type SelectedPassage = { start: number; end: number; text: string } | { error: string };

const isHidden = (node: Node) => !!node.parentElement?.closest('.sr-only');

/** The text a range shows: what the reader sees, without the words only screen readers get. */
const visibleText = (range: Range): string => {
  const root = range.commonAncestorContainer;
  if (root instanceof Text) return isHidden(root) ? '' : root.data.slice(range.startOffset, range.endOffset);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!range.intersectsNode(node) || isHidden(node)) continue;
    const from = node === range.startContainer ? range.startOffset : 0;
    const to = node === range.endContainer ? range.endOffset : node.data.length;
    text += node.data.slice(from, to);
  }
  return text;
};

const blockOf = (node: Node, container: HTMLElement): HTMLElement | null => {
  const element = node instanceof Element ? node : node.parentElement;
  const block = element?.closest<HTMLElement>(`[${START}]`) ?? null;
  return block && container.contains(block) ? block : null;
};

type Boundary = [Node, number];

/** The block's contents, from `start` (else its start) to `end` (else its end). */
const within = (block: HTMLElement, start?: Boundary, end?: Boundary) => {
  const range = document.createRange();
  range.selectNodeContents(block);
  if (start) range.setStart(...start);
  if (end) range.setEnd(...end);
  return range;
};

/** Matches `text` with any run of whitespace standing for any other (a soft line break shows as a space). */
const pattern = (text: string) => new RegExp(text.split(/\s+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'gu');

/**
 * The selection inside `container` as a passage of `markdown` (character offsets and the text found there), or why it
 * cannot be one; null when nothing in the container is selected. A passage lies within one paragraph (a triple-click
 * that runs into the next one's start counts as the first), and is found in that paragraph's markdown by its words:
 * words inside formatting the page does not show as typed, or words said twice that the selection cannot tell apart,
 * are refused rather than guessed.
 */
export const passageOfSelection = (selection: Selection | null, container: HTMLElement, markdown: string): SelectedPassage | null => {
  if (!selection || selection.isCollapsed || !selection.rangeCount) return null;
  const range = selection.getRangeAt(0).cloneRange();
  if (!container.contains(range.commonAncestorContainer)) return null;
  let block = blockOf(range.startContainer, container);
  const endBlock = blockOf(range.endContainer, container);
  if (block && endBlock && block !== endBlock) {
    if (!visibleText(within(endBlock, undefined, [range.endContainer, range.endOffset])).trim()) range.setEnd(block, block.childNodes.length);
    else if (!visibleText(within(block, [range.startContainer, range.startOffset])).trim()) {
      range.setStart(endBlock, 0);
      block = endBlock;
    } else return { error: SELECTION_MESSAGES.oneParagraph };
  }
  const selected = visibleText(range);
  if (!selected.trim()) return null;
  if (!block) return { error: SELECTION_MESSAGES.oneParagraph };

  const at = visibleText(within(block, undefined, [range.startContainer, range.startOffset])).length + (selected.length - selected.trimStart().length);
  const words = pattern(selected.trim());
  const shown = [...visibleText(within(block)).matchAll(words)];
  const which = shown.findIndex((match) => match.index === at);
  const blockStart = Number(block.getAttribute(START));
  const source = [...markdown.slice(blockStart, Number(block.getAttribute(END))).matchAll(words)];
  if (which < 0 || !source.length) return { error: SELECTION_MESSAGES.formatting };
  if (source.length !== shown.length) return { error: SELECTION_MESSAGES.ambiguous };
  const found = source[which]!;
  const start = blockStart + found.index;
  return { start, end: start + found[0].length, text: found[0] };
};
