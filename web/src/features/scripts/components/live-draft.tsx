import { PenLine, Square } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import type { PlanEvent } from '@contracts/generation-stream';
import { splitSections } from '@contracts/script-sections';
import { formatTiming, spokenWords } from '@contracts/script-text';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { PlannedMaterial } from './planned-material';
import { ScriptBody } from './script-body';

interface LiveDraftProps {
  plan: PlanEvent;
  /** The markdown written so far. */
  markdown: string;
  onStop: () => void;
  /** A stop was asked for: the button waits for the stream to end. */
  stopping: boolean;
}

// Only the section being written changes, so the others keep their rendered markdown.
const SectionText = memo(({ text }: { text: string }) => <ScriptBody markdown={text} testId="live-section-markdown" />);
SectionText.displayName = 'SectionText';

/**
 * The script while it is written: the plan's sections with their timings, planned words and the creator's key points
 * and stories placed in them, the words under the section they belong to (the n-th `## ` heading of the markdown is
 * the plan's n-th section), a live word count against the budget and a Stop button. Only the count is announced, so a screen reader is not read every word.
 */
export const LiveDraft = ({ plan, markdown, onStop, stopping }: LiveDraftProps) => {
  const panel = useRef<HTMLDivElement>(null);
  const words = spokenWords(markdown);
  const written = splitSections(markdown).sections;
  const current = written.length - 1;

  useEffect(() => {
    panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  return (
    <Card ref={panel} role="region" aria-labelledby="live-draft-title" className="min-w-0 scroll-mt-20">
      {/* Stays under the site header while the creator scrolls through a long draft, so Stop is always at hand. */}
      <CardHeader className="sticky top-16 z-10 gap-3 rounded-t-xl bg-background p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle id="live-draft-title" className="flex items-center gap-2">
            <PenLine aria-hidden className="size-5 text-primary" /> Writing your script
          </CardTitle>
          <Button type="button" variant="outline" size="sm" onClick={onStop} disabled={stopping}>
            <Square aria-hidden /> Stop
          </Button>
        </div>
        <p aria-live="polite" data-testid="live-word-count" className="text-sm font-medium tabular-nums">
          {words} / {plan.wordBudget} words
        </p>
        <Progress
          value={(words / plan.wordBudget) * 100}
          aria-label="Words written"
          aria-valuemax={plan.wordBudget}
          aria-valuenow={Math.min(words, plan.wordBudget)}
          aria-valuetext={`${words} of ${plan.wordBudget} words`}
        />
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <ol aria-label="Script plan" className="space-y-5">
          {plan.sections.map((section, index) => (
            <li key={section.id} aria-current={index === current ? 'step' : undefined} className="min-w-0 border-l-2 border-border pl-3 aria-[current=step]:border-primary">
              <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold [overflow-wrap:anywhere]">
                {section.heading}
                <span className="text-sm font-normal text-muted-foreground tabular-nums">
                  {formatTiming(section.startSecond)}–{formatTiming(section.endSecond)} · {section.words} words
                </span>
              </h3>
              <PlannedMaterial section={section} />
              {written[index]?.body ? (
                <div data-testid="live-section-text" className="mt-2 text-sm">
                  <SectionText text={written[index].body} />
                </div>
              ) : null}
            </li>
          ))}
          {written.slice(plan.sections.length).map((section, index) => (
            <li key={`unplanned-${index}`} className="min-w-0 border-l-2 border-border pl-3">
              <h3 className="font-semibold [overflow-wrap:anywhere]">{section.title}</h3>
              {section.body ? (
                <div data-testid="live-section-text" className="mt-2 text-sm">
                  <SectionText text={section.body} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
};
