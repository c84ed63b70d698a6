import { CircleCheck, PencilLine, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { countPlaceholders } from '@contracts/material';
import { figureFlags, figuresOutsideText, placeholdersLeftText } from '@/lib/material-check';

const LISTED_FLAGS = 20;

interface ScriptChecksProps {
  markdown: string;
  /** Figure values the creator's words hold. */
  known: ReadonlySet<number>;
  /** In the editor: every unsourced figure with its sentence, said politely as it changes, and a word when all is well. */
  detailed?: boolean;
}

/**
 * What is left to check before recording (issue 30): "2 placeholders left to fill in · 1 figure not in your material",
 * and in the editor which figures and where: “73%” in “About 73% of bakers quit.”
 */
export const ScriptChecks = ({ markdown, known, detailed = false }: ScriptChecksProps) => {
  const placeholders = useMemo(() => countPlaceholders(markdown), [markdown]);
  const flags = useMemo(() => figureFlags(markdown, known), [markdown, known]);
  const counts = [placeholders > 0 && placeholdersLeftText(placeholders), flags.length > 0 && figuresOutsideText(flags.length)].filter(Boolean).join(' · ');
  if (!counts && !detailed) return null;

  return (
    <div data-testid="script-checks" className="space-y-2 text-sm">
      <p aria-live={detailed ? 'polite' : undefined} className="flex items-start gap-1.5 font-medium">
        {counts ? (
          <>
            {placeholders > 0 ? <PencilLine aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" /> : <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-rose-700" />}
            <span data-testid="script-check-counts">{counts}</span>
          </>
        ) : (
          <>
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            <span data-testid="script-check-counts">Nothing left to fill in, and every figure is in your material.</span>
          </>
        )}
      </p>
      {detailed && flags.length > 0 && (
        <ul aria-label={figuresOutsideText(flags.length)} className="space-y-1 rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-rose-950">
          {flags.slice(0, LISTED_FLAGS).map((flag, index) => (
            <li key={index} className="[overflow-wrap:anywhere]">
              <mark className="rounded-sm bg-rose-100 px-0.5 font-semibold text-rose-950">“{flag.figure}”</mark> in “{flag.sentence}”
            </li>
          ))}
          {flags.length > LISTED_FLAGS && <li>and {flags.length - LISTED_FLAGS} more</li>}
        </ul>
      )}
    </div>
  );
};
