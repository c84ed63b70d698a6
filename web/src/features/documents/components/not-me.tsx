import { EyeOff } from 'lucide-react';
import { type ReactNode, createContext, useContext } from 'react';
import { type VoiceTrait, traitKey } from '@contracts/voice-traits';
import { Button } from '@/components/ui/button';
import { traitLabel } from '../utils/trait-labels';

interface NotMeActions {
  markNotMe(trait: VoiceTrait): void;
  /** The trait being marked now (its traitKey), if any. */
  marking: string | null;
}

const NotMeContext = createContext<NotMeActions | null>(null);

export const NotMeProvider = NotMeContext.Provider;

/** 'Not me' beside a trait of the panel: the creator says it is not how they speak. */
export const NotMeButton = ({ trait }: { trait: VoiceTrait }) => {
  const actions = useContext(NotMeContext);
  if (!actions) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-8 shrink-0 px-2.5"
      aria-label={`Not me: ${traitLabel(trait)}`}
      disabled={actions.marking === traitKey(trait)}
      onClick={() => actions.markNotMe(trait)}
    >
      <EyeOff aria-hidden /> Not me
    </Button>
  );
};

/** One trait of the panel with its Not me button, on one line where it fits. */
export const TraitLine = ({ trait, children }: { trait: VoiceTrait; children: ReactNode }) => (
  <div className="flex items-start justify-between gap-2">
    <div className="min-w-0">{children}</div>
    <NotMeButton trait={trait} />
  </div>
);
