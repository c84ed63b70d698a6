/** Small helpers shared by the bench sections: units, statistics and markdown tables. */

/** Sizes are reported in kB of 1,000 bytes, as Vite prints them; budgets use the same unit. */
export const KB = 1000;

export const kb = (bytes: number, digits = 1) => `${(bytes / KB).toFixed(digits)} kB`;

export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;

/** Nearest-rank percentile of an ascending-sorted array (p in 0..100). */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
};

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A GitHub-flavoured markdown table; columns whose header starts with a space-free `>` are right-aligned. */
export const table = (headers: readonly string[], rows: readonly (readonly string[])[]): string => {
  const right = headers.map((header) => header.startsWith('>'));
  const names = headers.map((header) => header.replace(/^>/, ''));
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const widths = names.map((name, column) =>
    Math.max(3, name.length, ...rows.map((row) => escape(row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((cell, column) => (right[column] ? escape(cell).padStart(widths[column]!) : escape(cell).padEnd(widths[column]!)))
      .join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (right[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(names), rule, ...rows.map(line)].join('\n');
};

export type Verdict = 'PASS' | 'OVER';

export const verdict = (value: number, budget: number): Verdict => (value <= budget ? 'PASS' : 'OVER');

/** One row of the final summary. */
export interface BudgetResult {
  budget: string;
  measured: string;
  limit: string;
  verdict: Verdict | 'ERROR';
  note?: string;
}
