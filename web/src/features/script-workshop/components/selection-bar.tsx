import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface SelectionBarProps {
  /** Why the selection cannot be rewritten, or null when it can. */
  problem: string | null;
  /** On the button's pointer-down: keeps the selection through a tap (usePageSelection). */
  onHold?(): void;
  onRewrite(): void;
}

/**
 * Shown while words of the script are selected: a "Rewrite selection" button at the foot of the screen, where a
 * phone's own selection menu (above the words) does not cover it and a thumb reaches it; or why those words cannot be.
 */
export const SelectionBar = ({ problem, onHold, onRewrite }: SelectionBarProps) => (
  <div
    role="region"
    aria-label="Selected words"
    className="fixed inset-x-0 bottom-0 z-40 flex justify-center px-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
  >
    <div className="flex max-w-md items-center gap-3 rounded-xl border bg-background p-2 shadow-lg">
      {problem ? (
        <p role="status" className="px-2 py-1 text-sm text-foreground">
          {problem}
        </p>
      ) : (
        <Button
          onPointerDown={onHold}
          // A mouse press on a button would otherwise clear the selection it acts on.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onRewrite}
        >
          <Sparkles aria-hidden /> Rewrite selection
        </Button>
      )}
    </div>
  </div>
);
