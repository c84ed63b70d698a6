import { formatTiming, spokenWords } from './script-text';

/**
 * A script's timing marks (`## Hook [0:00–0:15]`) and its "about N words" note (`> YouTube · … · about 450 words at
 * 150 words per minute…`) describe its text. They are recomputed from the text whenever a new version is saved, so
 * they never describe a text that is gone. Shared by the Lambdas (which recompute) and the web app (whose autosave
 * must not count a recomputed mark as an unsaved change).
 */
const SECTION_HEADING = /^##[^\S\r\n]/;
const TIMING_MARK = /\[\d+:\d{2}\s*[–-]\s*\d+:\d{2}\](?=\s*$)/;
/** The count in a note line (a blockquote): the words a script says are never changed. */
const WORD_COUNT_NOTE = /^(\s*>.*?\babout\s+)\d[\d,]*(\s+words\b)/i;

const timing = (startWords: number, endWords: number, wordsPerMinute: number) =>
  `[${formatTiming(Math.round((startWords * 60) / wordsPerMinute))}–${formatTiming(Math.round((endWords * 60) / wordsPerMinute))}]`;

/**
 * The markdown with each `## ` heading's timing mark set to when its section is spoken (the spoken words before it
 * and in it, at `wordsPerMinute`) and each note's "about N words" set to the script's spoken words. Every other byte
 * stays as it was; headings without a mark get none.
 */
export const retimeScript = (markdown: string, wordsPerMinute: number): string => {
  if (!(wordsPerMinute > 0)) return markdown;
  const lines = markdown.split('\n');
  const words = lines.map((line) => spokenWords(line));
  const total = words.reduce((sum, count) => sum + count, 0);
  let before = 0;
  return lines
    .map((line, index) => {
      if (SECTION_HEADING.test(line)) {
        let inSection = 0;
        for (let next = index + 1; next < lines.length && !SECTION_HEADING.test(lines[next]!); next++) inSection += words[next]!;
        return line.replace(TIMING_MARK, timing(before, before + inSection, wordsPerMinute));
      }
      before += words[index]!;
      return line.replace(WORD_COUNT_NOTE, `$1${total}$2`);
    })
    .join('\n');
};

const unmarked = (markdown: string) =>
  markdown
    .trim()
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (SECTION_HEADING.test(line) ? line.replace(TIMING_MARK, '[]') : line.replace(WORD_COUNT_NOTE, '$1N$2')))
    .join('\n');

/** The two texts say the same, whatever their timing marks, word-count note and surrounding blank space. */
export const sameScriptText = (a: string, b: string): boolean => unmarked(a) === unmarked(b);
