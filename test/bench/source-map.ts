/**
 * Attributes the bytes of a minified chunk to the sources it came from, by walking its source map's
 * `mappings` (base64 VLQ). Self-contained so the bench depends on no transitive package.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment ("AAAA,") into its signed integers. */
const decodeSegment = (segment: string): number[] => {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Bad VLQ character ${JSON.stringify(char)}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      const negative = value & 1;
      value >>>= 1;
      values.push(negative ? -value : value);
      value = 0;
      shift = 0;
    }
  }
  return values;
};

export interface RawSourceMap {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/**
 * Bytes (UTF-8) of `code` per source index; `-1` collects code no mapping points at (helpers, glue).
 * A segment runs from its generated column to the next segment's (or the end of the line).
 */
export const bytesPerSource = (code: string, map: RawSourceMap): Map<number, number> => {
  const totals = new Map<number, number>();
  const add = (source: number, text: string) => {
    if (text.length === 0) return;
    totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, lineIndex) => {
    const segments: { column: number; source: number }[] = [];
    let column = 0;
    for (const raw of (mappingLines[lineIndex] ?? '').split(',')) {
      if (raw === '') continue;
      const values = decodeSegment(raw);
      column += values[0]!;
      if (values.length >= 4) {
        source += values[1]!;
        segments.push({ column, source });
      } else {
        segments.push({ column, source: -1 });
      }
      // Original line/column/name deltas are accumulated by position only; they do not matter here.
    }
    segments.sort((a, b) => a.column - b.column);
    add(-1, line.slice(0, segments[0]?.column ?? line.length));
    segments.forEach((segment, index) => {
      add(segment.source, line.slice(segment.column, segments[index + 1]?.column ?? line.length));
    });
    if (lineIndex < lines.length - 1) add(-1, '\n');
  });
  return totals;
};

/** `react-dom`, `@radix-ui/react-slot`: the package a path under node_modules belongs to (the innermost one). */
export const packageOf = (path: string): string | null => {
  const marker = 'node_modules/';
  const at = path.lastIndexOf(marker);
  if (at === -1) return null;
  const [first, second] = path.slice(at + marker.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? null);
};
