import { Parser } from 'htmlparser2';

/**
 * One streaming pass over an HTML page (htmlparser2, linear in its size): its <title>, all of its visible text
 * paragraph by paragraph, and the shape of its tree. The shape decides whether the page is given to Readability,
 * whose work grows with elements times their depth (docs/decisions.md, "Reading a source link"); the text is the
 * honest fallback when it is not.
 */
export interface HtmlScan {
  title: string;
  text: string;
  elements: number;
  maxDepth: number;
  /** Sum over elements of their depth: the ancestor walks a tree-scoring pass makes. */
  ancestorSteps: number;
}

/** Elements whose start and end break a paragraph. */
export const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section',
  'summary', 'table', 'td', 'th', 'tr', 'ul',
]);
/** Elements whose text is never part of what a page says. */
export const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'canvas', 'select', 'button', 'head']);

export const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Paragraphs gathered from text pieces, broken wherever a block starts or ends. */
export class ParagraphBuilder {
  private readonly paragraphs: string[] = [];
  private current: string[] = [];

  add(text: string) {
    this.current.push(text);
  }

  breakParagraph() {
    const paragraph = collapseWhitespace(this.current.join(''));
    if (paragraph) this.paragraphs.push(paragraph);
    this.current = [];
  }

  text(): string {
    this.breakParagraph();
    return this.paragraphs.join('\n\n');
  }
}

export const scanHtml = (html: string): HtmlScan => {
  const paragraphs = new ParagraphBuilder();
  const title: string[] = [];
  let inTitle = false;
  let skipping = 0;
  let depth = 0;
  const scan = { elements: 0, maxDepth: 0, ancestorSteps: 0 };
  const parser = new Parser(
    {
      onopentag(name) {
        depth++;
        scan.elements++;
        scan.ancestorSteps += depth;
        if (depth > scan.maxDepth) scan.maxDepth = depth;
        if (name === 'title') inTitle = true;
        if (SKIPPED_TAGS.has(name)) skipping++;
        else if (BLOCK_TAGS.has(name)) paragraphs.breakParagraph();
      },
      onclosetag(name) {
        depth = Math.max(0, depth - 1);
        if (name === 'title') inTitle = false;
        if (SKIPPED_TAGS.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCK_TAGS.has(name)) paragraphs.breakParagraph();
      },
      ontext(text) {
        if (inTitle) title.push(text);
        else if (skipping === 0) paragraphs.add(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return { title: collapseWhitespace(title.join('')), text: paragraphs.text(), ...scan };
};
