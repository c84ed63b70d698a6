import type { VoiceEvaluation } from './evaluate';
import { LENGTH_KEYS, type LengthKey } from './recognition';

/** The targets of issue 11, as the shared-corpus test checks them. */
export const TARGETS = {
  whole: { top1: 0.9, pairwise: 0.98, sameMedian: 0.7, otherMedianMax: 0.4 },
  '750': { sameMedian: 0.7, otherMedianMax: 0.4 },
  '450': { top1: 0.7, pairwise: 0.95, sameMedian: 0.7, otherMedianMax: 0.4 },
  '150': { pairwise: 0.88 },
  /** Issue 32: no text stitched from a speaker's own sentences and phrases scores above their median held-out text. */
  stitchedAbove: 0,
  recurringShare: 0.95,
  within10: 0.95,
} as const;

// One decimal, so a figure just under its target never prints as meeting it.
const percent = (value: number | null) => (value === null || Number.isNaN(value) ? '—' : `${(value * 100).toFixed(1)}%`);
const target = (value: number) => `${Math.round(value * 100)}%`;
const fraction = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(2));

const figuresOf = (evaluation: VoiceEvaluation, key: LengthKey) => (key === 'whole' ? evaluation.recognition.whole : evaluation.recognition.excerpts[key]);
const label = (key: LengthKey) => (key === 'whole' ? 'whole' : `${key} words`);

const table = (header: string[], rows: string[][]): string => {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
};

const stitchedLine = ({ stitched }: VoiceEvaluation) =>
  `Stitched texts (issue 32): ${stitched.above} of ${stitched.texts} score above their speaker's median held-out 450-word text (target ${TARGETS.stitchedAbove}); ` +
  `median ${fraction(stitched.median)} against held-out ${fraction(stitched.heldOutMedian)}, ${fraction(stitched.medianBeforeCopies)} before copies were left out (${stitched.aboveBeforeCopies} above then), ${stitched.nulls} too short to judge`;

/** A plain-text report for the terminal. */
export const formatReport = (evaluation: VoiceEvaluation, options: { details?: boolean } = {}): string => {
  const { recognition, hygiene, duration, rate } = evaluation;
  const lengths = [...LENGTH_KEYS].reverse().slice(0, -1);
  const out: string[] = [];
  out.push(`Voice engine evaluation: ${evaluation.corpus.name} (${evaluation.corpus.speakers} speakers, ${evaluation.corpus.documents} documents), ${evaluation.date}, ${evaluation.seconds} s`);
  for (const { file, reason } of evaluation.skipped) out.push(`Left out ${file}: ${reason}`);
  out.push('', 'Recognition (held-out document vs every speaker’s profile)');
  out.push(
    table(
      ['length', 'texts', 'top1', 'pairwise', 'sameMedian', 'otherMedian', 'nulls'],
      (['whole', ...lengths] as LengthKey[]).map((key) => {
        const f = figuresOf(evaluation, key);
        return [label(key), `${f.texts}`, percent(f.top1), percent(f.pairwise), fraction(f.sameMedian), fraction(f.otherMedian), `${f.nulls}`];
      }),
    ),
  );
  out.push('', 'Top-1 by speaker');
  out.push(
    table(
      ['speaker', 'whole', ...lengths.map(label)],
      Object.entries(recognition.bySpeaker).map(([name, s]) => [name, percent(s.top1), ...lengths.map((key) => percent(s.excerpts[key] ?? Number.NaN))]),
    ),
  );
  const { oneAccount } = evaluation;
  out.push(
    '',
    `Voices in one account (issue 33): the ${oneAccount.voices} speakers as voices of one account ${oneAccount.same ? 'keep exactly the recognition figures of one account each' : `change ${oneAccount.differences.length} figures: ${oneAccount.differences.slice(0, 5).join(', ')}`}`,
  );
  out.push('', stitchedLine(evaluation));
  out.push(
    table(
      ['stitched from', 'texts', 'above', 'median', 'before copies', 'above before'],
      Object.entries(evaluation.stitched.byKind).map(([kind, f]) => [kind, `${f.texts}`, `${f.above}`, fraction(f.median), fraction(f.medianBeforeCopies), `${f.aboveBeforeCopies}`]),
    ),
  );
  out.push(
    table(
      ['speaker', 'held-out median', 'stitched median', 'above'],
      Object.entries(evaluation.stitched.bySpeaker).map(([name, s]) => [name, fraction(s.heldOutMedian), fraction(s.median), `${s.above}`]),
    ),
  );
  out.push('', 'Speaking rate (caption files)');
  out.push(rate.length === 0 ? '(no caption files)' : table(['file', 'words/min'], rate.map((r) => [r.file, r.wordsPerMinute === null ? '—' : `${r.wordsPerMinute}`])));
  out.push('', `Profile hygiene: ${hygiene.recurring} of ${hygiene.shown} openers, sign-offs and signature phrases shown recur in 2+ documents (${percent(hygiene.recurringShare)})`);
  out.push(table(['speaker', 'shown', 'recurring'], Object.entries(hygiene.bySpeaker).map(([name, s]) => [name, `${s.shown}`, `${s.recurring}`])));
  if (options.details) {
    for (const check of hygiene.checks.filter((c) => c.documents < 2)) out.push(`  not recurring: ${check.speaker} ${check.kind} "${check.phrase}" (${check.documents} document(s))`);
  }
  out.push('', `Length (planner + offline writer): ${duration.runs} runs, ${percent(duration.within10)} within ±10% of the budget, worst ${percent(duration.worst)} off`);
  out.push(table(['duration', 'within ±10%'], Object.entries(duration.byDuration).map(([d, share]) => [d, percent(share)])));
  if (duration.worstRun) {
    const w = duration.worstRun;
    out.push(`  worst: ${w.voice}, ${w.platform} ${w.duration} ${w.tone}${w.styleGuide ? ', style guide' : ''}, topic ${w.topic + 1}: ${w.words} words for a budget of ${w.budget}`);
  }
  return out.join('\n');
};

/** The README's table of the run: the figures against the targets (no corpus text). */
export const formatMarkdown = (evaluation: VoiceEvaluation): string => {
  const { recognition, hygiene, duration } = evaluation;
  const row = (figure: string, value: string, target: string) => `| ${figure} | ${value} | ${target} |`;
  const lines = ['| figure | result | target |', '|---|---|---|'];
  for (const key of ['whole', '750', '450', '150'] as LengthKey[]) {
    const f = figuresOf(evaluation, key);
    const t = TARGETS[key] as { top1?: number; pairwise?: number; sameMedian?: number; otherMedianMax?: number };
    lines.push(row(`${label(key)}: top-1`, percent(f.top1), t.top1 ? `≥ ${target(t.top1)}` : ''));
    lines.push(row(`${label(key)}: pairwise`, percent(f.pairwise), t.pairwise ? `≥ ${target(t.pairwise)}` : ''));
    lines.push(row(`${label(key)}: own / others' median score`, `${fraction(f.sameMedian)} / ${fraction(f.otherMedian)}`, t.sameMedian ? `≥ 0.70 / ≤ 0.40` : ''));
  }
  const { stitched } = evaluation;
  lines.push(
    row(
      `stitched texts (own sentences and phrases in filler) above the speaker's median held-out 450-word text`,
      `${stitched.above} of ${stitched.texts} (median ${fraction(stitched.median)} against held-out ${fraction(stitched.heldOutMedian)}; before copies were left out ${fraction(stitched.medianBeforeCopies)}, ${stitched.aboveBeforeCopies} above)`,
      `${TARGETS.stitchedAbove}`,
    ),
  );
  lines.push(row('profile traits recurring in 2+ documents', `${percent(hygiene.recurringShare)} (${hygiene.recurring} of ${hygiene.shown})`, `≥ ${target(TARGETS.recurringShare)}`));
  lines.push(row(`offline writer within ±10% of budget (${duration.runs} runs)`, `${percent(duration.within10)} (worst ${percent(duration.worst)} off)`, `≥ ${target(TARGETS.within10)}`));
  const rates = evaluation.rate.map((r) => r.wordsPerMinute).filter((r): r is number => r !== null);
  if (rates.length > 0) lines.push(row('speaking rate of caption files (words/min)', `${Math.min(...rates)}–${Math.max(...rates)}`, ''));
  lines.push('', `By speaker, top-1 on whole documents: ${Object.entries(recognition.bySpeaker).map(([name, s]) => `${name} ${percent(s.top1)}`).join(', ')}.`);
  return lines.join('\n');
};
