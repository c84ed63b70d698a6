import { type CaptionFormat } from './caption-lines-fast';
import { isBlank, parseTiming } from './caption-timing';
import type { Cue } from './cue';
import { CueCollector } from './cue-collector';

/**
 * readCaptionFile written plainly, for the tests that hold the fast reader to it (test/lambdas/voice/fast-paths.test.ts):
 * the lines as an array, the last cue closed after the loop. Not used by the product.
 */
export const readCaptionFileReference = (text: string, format: CaptionFormat): { cues: Cue[]; timings: number } => {
  const collector = new CueCollector();
  let timings = 0;
  let cue: { start: number; end: number; lines: string[] } | null = null;
  let from = 0;
  for (const line of text.split('\n')) {
    const to = from + line.length;
    const blank = format.onlyEmptyLinesEndCues ? line === '' : isBlank(text, from, to);
    const arrow = blank || !line.includes('-->') ? -1 : from + line.indexOf('-->');
    const timing = arrow >= 0 ? parseTiming(text, from, to, arrow) : null;
    if (blank) {
      if (cue) collector.add(cue.start, cue.end, cue.lines);
      cue = null;
    } else if (timing) {
      timings++;
      if (cue) {
        const last = cue.lines.at(-1);
        if (last !== undefined && format.isCueName(last)) cue.lines.pop();
        collector.add(cue.start, cue.end, cue.lines);
      }
      cue = { ...timing, lines: [] };
    } else cue?.lines.push(line);
    from = to + 1;
  }
  if (cue) collector.add(cue.start, cue.end, cue.lines);
  return { cues: collector.cues, timings };
};
