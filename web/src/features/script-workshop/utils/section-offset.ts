const SECTION_HEADING = /^##\s+/;

/**
 * Where the text of the `index`-th `## ` section starts in the markdown (after its heading line and one blank line),
 * or 0 when there is no such section. Sections are counted by line, as splitSections counts them.
 */
export const sectionTextOffset = (markdown: string, index: number): number => {
  const lines = markdown.split('\n');
  let offset = 0;
  let seen = -1;
  for (let line = 0; line < lines.length; line += 1) {
    const text = lines[line]!;
    offset += text.length + 1;
    if (!SECTION_HEADING.test(text) || ++seen !== index) continue;
    const next = lines[line + 1];
    return Math.min(markdown.length, next !== undefined && next.trim() === '' ? offset + next.length + 1 : offset);
  }
  return 0;
};
