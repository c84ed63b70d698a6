import { ChevronDown, Undo2 } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { type VoiceTrait, traitKey } from '@contracts/voice-traits';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { traitLabel } from '../utils/trait-labels';

interface HiddenTraitsProps {
  hidden: readonly VoiceTrait[];
  onUndo(trait: VoiceTrait): void;
  /** The trait being put back now (its traitKey), if any. */
  undoing: string | null;
  /** The 'Hidden traits (n)' button, which takes the focus when the trait that had it leaves the panel. */
  toggleRef?: Ref<HTMLButtonElement>;
}

/** The traits marked Not me, folded away under a count, each with Undo: undo stays at hand after the toast is gone. */
export const HiddenTraits = ({ hidden, onUndo, undoing, toggleRef }: HiddenTraitsProps) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (hidden.length === 0) return null;
  return (
    <div className="space-y-2 border-t pt-4">
      <Button ref={toggleRef} variant="ghost" size="sm" className="-ml-3" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)}>
        <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        Hidden traits ({hidden.length})
      </Button>
      {open && (
        <div id={listId} className="space-y-2">
          <p className="text-sm text-muted-foreground">You marked these Not me: your scripts leave them out, however your documents change.</p>
          <ul aria-label="Hidden traits" className="space-y-1.5">
            {hidden.map((trait) => (
              <li key={traitKey(trait)} className="flex items-start justify-between gap-2 text-sm">
                <span className="min-w-0 [overflow-wrap:anywhere]">{traitLabel(trait)}</span>
                <Button
                  variant="outline"
                  size="sm"
                  className="h-8 shrink-0 px-2.5"
                  aria-label={`Undo Not me: ${traitLabel(trait)}`}
                  disabled={undoing === traitKey(trait)}
                  onClick={() => onUndo(trait)}
                >
                  <Undo2 aria-hidden /> Undo
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};
