import { ArrowDown, ArrowUp, BookOpen, ListChecks, Lock, Trash2 } from 'lucide-react';
import { SECTION_HEADING_MAX_LENGTH, type SectionLayout } from '@contracts/outline';
import { formatTiming } from '@contracts/script-text';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { EditableSection } from '../../utils/outline-edits';

interface OutlineSectionCardProps {
  index: number;
  section: EditableSection;
  layout: SectionLayout;
  /** The main sections a key point or story can move to: index in the outline and heading. */
  targets: { index: number; heading: string }[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  canDelete: boolean;
  headingError: string | undefined;
  onRename(heading: string): void;
  onMove(by: -1 | 1): void;
  onDelete(): void;
  onMoveMaterial(what: 'keyPoints' | 'stories', item: number, to: number): void;
}

const label = (heading: string) => heading.trim() || 'this section';

/** "Move to" for one key point or story: a native select, so it works the same with a keyboard, a screen reader and a thumb. */
const MoveTo = ({ what, text, here, targets, onMove }: { what: string; text: string; here: number; targets: OutlineSectionCardProps['targets']; onMove(to: number): void }) =>
  targets.length > 1 ? (
    <NativeSelect
      aria-label={`Move “${text}” to`}
      value={String(here)}
      onChange={(event) => onMove(Number(event.target.value))}
      className="h-9 w-full text-sm sm:w-48"
      data-testid={`move-${what}`}
    >
      {targets.map((target) => (
        <option key={target.index} value={target.index}>
          {target.index === here ? `In ${label(target.heading)}` : `Move to ${label(target.heading)}`}
        </option>
      ))}
    </NativeSelect>
  ) : null;

/** One section of the outline under review: its heading (editable), time and word budget, material, and buttons to move or delete it. */
export const OutlineSectionCard = (props: OutlineSectionCardProps) => {
  const { index, section, layout, targets, headingError } = props;
  const name = label(section.heading);
  const headingId = `outline-heading-${index}`;
  return (
    <li aria-label={name} className="space-y-3 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-48 space-y-1">
          <label htmlFor={headingId} className="sr-only">
            Heading of section {index + 1}
          </label>
          <Input
            id={headingId}
            value={section.heading}
            maxLength={SECTION_HEADING_MAX_LENGTH}
            aria-invalid={headingError ? true : undefined}
            aria-describedby={headingError ? `${headingId}-error` : undefined}
            onChange={(event) => props.onRename(event.target.value)}
            className="font-medium"
          />
          {headingError && (
            <p id={`${headingId}-error`} className="text-sm font-medium text-destructive">
              {headingError}
            </p>
          )}
        </div>
        <div className="flex gap-1">
          <Button type="button" variant="outline" size="icon" aria-label={`Move ${name} up`} data-move={`${section.id}:-1`} disabled={!props.canMoveUp} onClick={() => props.onMove(-1)}>
            <ArrowUp aria-hidden />
          </Button>
          <Button type="button" variant="outline" size="icon" aria-label={`Move ${name} down`} data-move={`${section.id}:1`} disabled={!props.canMoveDown} onClick={() => props.onMove(1)}>
            <ArrowDown aria-hidden />
          </Button>
          <Button type="button" variant="outline" size="icon" aria-label={`Delete ${name}`} disabled={!props.canDelete} onClick={props.onDelete}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <p className="text-sm tabular-nums text-muted-foreground" data-testid="outline-section-timing">
        {formatTiming(layout.startSecond)}–{formatTiming(layout.endSecond)} · {layout.words} words
        {section.verbatim && (
          <span className="ml-2 inline-flex items-center gap-1">
            <Lock aria-hidden className="size-3.5" /> word for word from your Style Guide
          </span>
        )}
      </p>
      {section.keyPoints.length > 0 && (
        <ul aria-label={`Key points in ${name}`} className="space-y-2">
          {section.keyPoints.map((point, item) => (
            <li key={point} className="flex flex-col gap-1.5 text-sm sm:flex-row sm:items-center sm:justify-between">
              <span className="flex items-start gap-1.5 [overflow-wrap:anywhere]">
                <ListChecks aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{point}</span>
              </span>
              <MoveTo what="key-point" text={point} here={index} targets={targets} onMove={(to) => props.onMoveMaterial('keyPoints', item, to)} />
            </li>
          ))}
        </ul>
      )}
      {section.stories.length > 0 && (
        <ul aria-label={`Stories in ${name}`} className="space-y-2">
          {section.stories.map((story, item) => (
            <li key={story} className="flex flex-col gap-1.5 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
              <span className="flex items-start gap-1.5">
                <BookOpen aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="line-clamp-2 [overflow-wrap:anywhere]">Your story: “{story}”</span>
              </span>
              <MoveTo what="story" text={story.slice(0, 40)} here={index} targets={targets} onMove={(to) => props.onMoveMaterial('stories', item, to)} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
};
