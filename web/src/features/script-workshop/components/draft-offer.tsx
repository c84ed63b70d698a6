import { FileClock } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** After a reload: an edit that was never saved is offered back instead of silently dropped or silently applied. */
export const DraftOffer = ({ onRestore, onDiscard }: { onRestore(): void; onDiscard(): void }) => (
  <section aria-label="Unsaved draft" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
    <FileClock aria-hidden className="size-4 shrink-0" />
    <p className="min-w-0 flex-1">You have unsaved changes to this script from before the page was reloaded.</p>
    <div className="flex gap-2">
      <Button size="sm" onClick={onRestore}>
        Restore draft
      </Button>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        Discard
      </Button>
    </div>
  </section>
);
