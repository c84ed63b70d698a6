import { ChevronDown, NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { KEY_POINTS_MAX, STORIES_MAX_LENGTH } from '@contracts/material';
import { Label } from '@/components/ui/label';
import { cn } from '@/utils/cn';
import { type GenerateFormInput, type GenerateFormValues, keyPointLines } from '../../utils/generate-form-schema';
import { FieldError, Textarea } from '../form-controls';
import { MaterialSources } from './material-sources';

type GenerateForm = UseFormReturn<GenerateFormInput, unknown, GenerateFormValues>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 key points · stories · 1 source": what the closed part holds, or nothing when it is empty. */
const summaryOf = (points: number, stories: string, sources: number) =>
  [points > 0 && plural(points, 'key point', 'key points'), stories.trim() !== '' && 'stories', sources > 0 && plural(sources, 'source', 'sources')]
    .filter(Boolean)
    .join(' · ');

/**
 * "Your material" on /generate (issue 30): key points, stories and sources that make a script say what only the
 * creator knows. Closed by default, so the form stays the simple five fields; when closed it says what it holds.
 * It opens by itself when one of its fields has an error.
 */
export const MaterialFields = ({ form }: { form: GenerateForm }) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const summaryId = useId();
  const material = useWatch({ control: form.control, name: 'material' });
  const errors = form.formState.errors.material;
  const points = keyPointLines(material.key_points).length;
  const stories = material.stories ?? '';
  const summary = summaryOf(points, stories, material.sources?.length ?? 0);

  // Opened by a new error in one of its fields, so the message is seen (React's "adjust state while rendering").
  const failing = errors ? Object.keys(errors).join() : '';
  const [seenFailing, setSeenFailing] = useState(failing);
  if (failing !== seenFailing) {
    setSeenFailing(failing);
    if (failing) setOpen(true);
  }

  return (
    <section aria-label="Your material" className="rounded-lg border border-dashed">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={summary && !open ? summaryId : undefined}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <NotebookPen aria-hidden className="size-4 shrink-0 text-primary" />
        <span className="flex-1">Add your material (optional)</span>
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      {summary && !open && (
        <p id={summaryId} className="-mt-1 px-3 pb-2 pl-9 text-sm text-muted-foreground">
          {summary}
        </p>
      )}
      <div id={panelId} hidden={!open} className="space-y-5 border-t px-3 pt-4 pb-4">
        <p className="text-sm text-muted-foreground">
          What only you know makes a script specific. The script states facts only from here and from your topic and details,
          and where something is missing it asks you to fill it in.
        </p>
        <div className="space-y-2">
          <Label htmlFor="key-points">Key points</Label>
          <p id="key-points-hint" className="text-sm text-muted-foreground">
            What the script must say, one per line: up to {KEY_POINTS_MAX}, each up to 300 characters. {plural(points, 'key point', 'key points')}.
          </p>
          <Textarea
            id="key-points"
            rows={4}
            placeholder={'Pinch out suckers while they are small\nStop pruning once the first fruit sets'}
            aria-invalid={errors?.key_points ? true : undefined}
            aria-describedby={['key-points-hint', errors?.key_points && 'key-points-error'].filter(Boolean).join(' ')}
            {...form.register('material.key_points')}
          />
          <FieldError id="key-points-error" message={errors?.key_points?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="stories">Your stories and examples</Label>
          <p id="stories-hint" className="text-sm text-muted-foreground">
            First-hand things only you can say: up to {STORIES_MAX_LENGTH.toLocaleString('en-AU')} characters ({stories.length.toLocaleString('en-AU')} used).
          </p>
          <Textarea
            id="stories"
            rows={4}
            placeholder="Last summer I let one plant grow wild on the balcony…"
            aria-invalid={errors?.stories ? true : undefined}
            aria-describedby={['stories-hint', errors?.stories && 'stories-error'].filter(Boolean).join(' ')}
            {...form.register('material.stories')}
          />
          <FieldError id="stories-error" message={errors?.stories?.message} />
        </div>
        <MaterialSources control={form.control} error={errors?.sources?.message ?? errors?.sources?.root?.message} />
      </div>
    </section>
  );
};
