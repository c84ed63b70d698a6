/**
 * A script's markdown as its parts: what comes before the first `## ` heading (title, notes) and one section per
 * `## ` heading, as the writers produce them (`## Hook [0:00–0:05]`). Shared by the rewrite route and the script page.
 */
export interface ScriptSection {
  /** The heading line as written, timing mark included. */
  headingLine: string;
  /** The heading's words alone: "Hook". */
  title: string;
  /** Everything under the heading up to the next one, trimmed. */
  body: string;
}

export interface ScriptParts {
  preamble: string;
  sections: ScriptSection[];
}

const HEADING = /^##\s+/;
const TIMING = /\s*\[\d+:\d{2}\s*[–-]\s*\d+:\d{2}\]\s*$/;

export const sectionTitle = (headingLine: string): string => headingLine.replace(HEADING, '').replace(TIMING, '').trim();

export const splitSections = (markdown: string): ScriptParts => {
  const preamble: string[] = [];
  const sections: { headingLine: string; lines: string[] }[] = [];
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (HEADING.test(line)) sections.push({ headingLine: line.trim(), lines: [] });
    else if (sections.length) sections.at(-1)!.lines.push(line);
    else preamble.push(line);
  }
  return {
    preamble: preamble.join('\n').trim(),
    sections: sections.map(({ headingLine, lines }) => ({ headingLine, title: sectionTitle(headingLine), body: lines.join('\n').trim() })),
  };
};

export const joinSections = ({ preamble, sections }: ScriptParts): string =>
  [preamble, ...sections.map((section) => (section.body ? `${section.headingLine}\n\n${section.body}` : section.headingLine))]
    .filter((part) => part !== '')
    .join('\n\n');

/**
 * The markdown with the `index`-th section's text replaced by `body`, every other byte as it was (headings, blank
 * lines, line endings, the other sections): a rewrite of one section changes that section alone. Sections are
 * counted as splitSections counts them; the markdown comes back unchanged when there is no such section.
 */
export const replaceSectionBody = (markdown: string, index: number, body: string): string => {
  const headings = [...markdown.matchAll(/^##[^\S\r\n].*$/gm)];
  const heading = headings[index];
  if (!heading) return markdown;
  const start = heading.index + heading[0].length;
  const end = headings[index + 1]?.index ?? markdown.length;
  const region = markdown.slice(start, end);
  const text = body.trim();
  const contentStart = region.search(/\S/);
  if (contentStart < 0) {
    const next = index + 1 < headings.length ? '\n\n' : '';
    return `${markdown.slice(0, start)}\n\n${text}${next}${markdown.slice(end)}`;
  }
  const contentEnd = region.trimEnd().length;
  return markdown.slice(0, start) + region.slice(0, contentStart) + text + region.slice(contentEnd) + markdown.slice(end);
};
