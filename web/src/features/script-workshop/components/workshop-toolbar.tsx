import { History, Mic, MonitorPlay, PencilLine, Sparkles } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Button } from '@/components/ui/button';

interface WorkshopToolbarProps {
  editButtonRef?: Ref<HTMLButtonElement>;
  versionCount: number;
  onEdit(): void;
  onRewrite(): void;
  onVersions(): void;
  onTeleprompter(): void;
  onAddToVoice(): void;
}

/** What can be done to the script after its first draft. */
export const WorkshopToolbar = ({ editButtonRef, versionCount, onEdit, onRewrite, onVersions, onTeleprompter, onAddToVoice }: WorkshopToolbarProps) => {
  const countId = useId();
  return (
    <div role="group" aria-label="Script workshop" className="flex flex-wrap gap-2">
      <Button ref={editButtonRef} variant="outline" onClick={onEdit}>
        <PencilLine aria-hidden /> Edit
      </Button>
      <Button variant="outline" onClick={onRewrite}>
        <Sparkles aria-hidden /> Rewrite
      </Button>
      <Button variant="outline" onClick={onVersions} aria-describedby={countId}>
        <History aria-hidden /> Versions
      </Button>
      <span id={countId} className="sr-only">
        {versionCount} {versionCount === 1 ? 'version' : 'versions'}
      </span>
      <Button variant="outline" onClick={onTeleprompter}>
        <MonitorPlay aria-hidden /> Teleprompter
      </Button>
      <Button variant="outline" onClick={onAddToVoice}>
        <Mic aria-hidden /> Add to my voice
      </Button>
    </div>
  );
};
