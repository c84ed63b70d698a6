import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** A page's title and its readable text: paragraphs separated by a blank line, whitespace inside them collapsed. */
export interface PageText {
  title: string;
  text: string;
}

const TITLE_MAX_CHARACTERS = 300;
/** A first line longer than this reads as a paragraph, not a title. */
const PLAIN_TITLE_MAX_CHARACTERS = 150;

/** Elements whose start and end break a paragraph. */
const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DETAILS', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE',
  'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION',
  'SUMMARY', 'TABLE', 'TD', 'TH', 'TR', 'UL',
]);
/** Elements whose text is never part of what a page says. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'MATH', 'IFRAME', 'OBJECT', 'CANVAS', 'SELECT', 'BUTTON']);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text under `root`, paragraph by paragraph. Iterative: a page nested ten thousand deep cannot overflow the stack. */
export const blockText = (root: Node): string => {
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const paragraph = collapse(current);
    if (paragraph) paragraphs.push(paragraph);
    current = '';
  };
  const stack: { node: Node; leaving: boolean }[] = [{ node: root, leaving: false }];
  while (stack.length > 0) {
    const { node, leaving } = stack.pop()!;
    if (node.nodeType === TEXT_NODE) {
      current += node.nodeValue ?? '';
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE && node !== root) continue;
    const tag = (node as Element).tagName?.toUpperCase() ?? '';
    if (SKIPPED.has(tag)) continue;
    if (BLOCKS.has(tag)) flush();
    if (leaving) continue;
    stack.push({ node, leaving: true });
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, leaving: false });
  }
  flush();
  return paragraphs.join('\n\n');
};

const cleanTitle = (title: string | null | undefined) => collapse(title ?? '').slice(0, TITLE_MAX_CHARACTERS);

/** The address as a title, when the page has none: host and path, without the scheme. */
export const addressTitle = (url: string): string => {
  const { host, pathname } = new URL(url);
  return cleanTitle(`${host}${pathname === '/' ? '' : pathname}`);
};

/**
 * The article of an HTML page, as Firefox's Reader View finds it (Mozilla's Readability over a linkedom document):
 * menus, footers, ads and scripts are left out. A page Readability finds no article in gives its body's text.
 */
export const htmlPageText = (html: string, url: string): PageText => {
  const { document } = parseHTML(html);
  const pageTitle = cleanTitle(document.title);
  let article: ReturnType<Readability<Node>['parse']> = null;
  try {
    article = new Readability<Node>(document, { serializer: (node) => node }).parse();
  } catch {
    // Readability gives up on some malformed documents; the body's text is then the honest fallback.
  }
  const text = article?.content ? blockText(article.content) : document.body ? blockText(document.body) : '';
  return { title: cleanTitle(article?.title) || pageTitle || addressTitle(url), text };
};

/** A text/plain page: the text itself, its paragraphs kept; the title is its first line when that reads as one. */
export const plainPageText = (body: string, url: string): PageText => {
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map(collapse).filter(Boolean).join('\n'))
    .filter(Boolean);
  const text = paragraphs.join('\n\n');
  const firstLine = text.split('\n', 1)[0] ?? '';
  return { title: firstLine && firstLine.length <= PLAIN_TITLE_MAX_CHARACTERS ? cleanTitle(firstLine) : addressTitle(url), text };
};

/** At most `max` characters, cut at the last word boundary before the limit and never inside a surrogate pair. */
export const capText = (text: string, max: number): { text: string; truncated: boolean } => {
  if (text.length <= max) return { text, truncated: false };
  let cut = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const boundary = cut.search(/\s\S*$/);
  if (boundary > max / 2) cut = cut.slice(0, boundary);
  return { text: cut.trimEnd(), truncated: true };
};
