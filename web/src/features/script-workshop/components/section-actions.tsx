import { PencilLine, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface SectionActionsProps {
  title: string;
  onEdit(): void;
  onRewrite(): void;
}

/** Beside a section's heading in the read view: edit it (the editor opens at it) or rewrite it. */
export const SectionActions = ({ title, onEdit, onRewrite }: SectionActionsProps) => (
  <div className="flex shrink-0 items-center">
    <Button variant="ghost" size="icon" className="size-8 text-muted-foreground" aria-label={`Edit section ${title}`} title="Edit this section" onClick={onEdit}>
      <PencilLine aria-hidden />
    </Button>
    <Button variant="ghost" size="sm" className="h-8 px-2 text-sm text-primary" aria-label={`Rewrite section ${title}`} onClick={onRewrite}>
      <Sparkles aria-hidden /> Rewrite
    </Button>
  </div>
);
