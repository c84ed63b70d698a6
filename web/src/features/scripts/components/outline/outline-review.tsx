import { ListTree, Loader2, Plus, RotateCcw, Wand2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { outlineSchema } from '@contracts/outline';
import { formatTiming } from '@contracts/script-text';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  type OutlineDraft,
  addSection,
  canAdd,
  canDelete,
  canMove,
  deleteSection,
  layoutOf,
  moveMaterial,
  moveSection,
  outlineOf,
  renameSection,
} from '../../utils/outline-edits';
import { OutlineSectionCard } from './outline-section-card';

interface OutlineReviewProps {
  draft: OutlineDraft;
  onChange(draft: OutlineDraft): void;
  /** The form changed since this outline was made: it has to be made again before it is written. */
  stale: boolean;
  writing: boolean;
  /** No credit left: writing is off, reviewing is not. */
  outOfCredits: boolean;
  onWrite(): void;
  onReviewAgain(): void;
}

/** The first problem with each heading, by section index, in the contract's words. */
const headingErrors = (draft: OutlineDraft): Map<number, string> => {
  const errors = new Map<number, string>();
  const parsed = outlineSchema.safeParse(outlineOf(draft));
  for (const issue of parsed.error?.issues ?? []) {
    const [, index, field] = issue.path;
    if (field === 'heading' && typeof index === 'number' && !errors.has(index)) errors.set(index, issue.message);
  }
  return errors;
};

/**
 * The outline step (issue 34): the plan before anything is written, every section with its time and word budget and
 * the creator's key points and stories where they go; sections renamed, moved with buttons, deleted or added, key
 * points and stories moved between main sections. Free until "Write this outline", which takes the credit.
 */
export const OutlineReview = ({ draft, onChange, stale, writing, outOfCredits, onWrite, onReviewAgain }: OutlineReviewProps) => {
  const [said, setSaid] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  // The section just moved: its move button keeps the focus wherever the list put it, so a key can be pressed again.
  const [moved, setMoved] = useState<{ id: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);
  useEffect(() => {
    if (!moved) return;
    const buttons = [moved.by, -moved.by].map((by) => panel.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${by}"]:not(:disabled)`));
    buttons.find(Boolean)?.focus();
  }, [moved, draft]);
  const layout = useMemo(() => layoutOf(draft), [draft]);
  const errors = useMemo(() => headingErrors(draft), [draft]);
  const targets = draft.sections.flatMap((section, index) => (section.kind === 'body' ? [{ index, heading: section.heading }] : []));
  const total = layout.at(-1)?.endSecond ?? 0;
  const words = layout.reduce((sum, section) => sum + section.words, 0);

  const change = (next: OutlineDraft, announcement: string) => {
    onChange(next);
    setSaid(announcement);
  };

  return (
    <Card ref={panel} role="region" aria-labelledby="outline-title" className="min-w-0 scroll-mt-20">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id="outline-title" className="flex items-center gap-2">
          <ListTree aria-hidden className="size-5 text-primary" /> Your outline
        </CardTitle>
        <CardDescription>
          Reorder, rename, delete or add sections and move your key points, then write it. Reviewing is free; writing uses 1 credit.
        </CardDescription>
        <p className="text-sm font-medium tabular-nums" data-testid="outline-total">
          {words} words · about {formatTiming(total)}
        </p>
      </CardHeader>
      <CardContent className="space-y-4 p-4 pt-0 sm:p-6 sm:pt-0">
        <ol aria-label="Outline sections" className="space-y-3">
          {draft.sections.map((section, index) => (
            <OutlineSectionCard
              key={section.id}
              index={index}
              section={section}
              layout={layout[index]!}
              targets={targets}
              canMoveUp={canMove(draft, index, -1)}
              canMoveDown={canMove(draft, index, 1)}
              canDelete={canDelete(draft, index)}
              headingError={errors.get(index)}
              onRename={(heading) => onChange(renameSection(draft, index, heading))}
              onMove={(by) => {
                change(moveSection(draft, index, by), `${section.heading} moved ${by < 0 ? 'up' : 'down'}`);
                setMoved({ id: section.id, by });
              }}
              onDelete={() => change(deleteSection(draft, index), `${section.heading} deleted`)}
              onMoveMaterial={(what, item, to) =>
                change(moveMaterial(draft, what, index, item, to), `Moved to ${draft.sections[to]?.heading ?? 'another section'}`)
              }
            />
          ))}
        </ol>
        <p aria-live="polite" className="sr-only">
          {said}
        </p>
        <Button type="button" variant="outline" onClick={() => change(addSection(draft), 'Section added')} disabled={!canAdd(draft)}>
          <Plus aria-hidden /> Add section
        </Button>
        {stale ? (
          <div className="space-y-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
            <p>You changed the script details since this outline was made: review the outline again before writing it.</p>
            <Button type="button" variant="outline" size="sm" onClick={onReviewAgain}>
              <RotateCcw aria-hidden /> Review the outline again
            </Button>
          </div>
        ) : (
          <Button type="button" variant="hero" size="lg" className="w-full" onClick={onWrite} disabled={writing || outOfCredits || errors.size > 0}>
            {writing ? <Loader2 aria-hidden className="animate-spin" /> : <Wand2 aria-hidden />}
            {writing ? 'Generating your script...' : 'Write this outline'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
