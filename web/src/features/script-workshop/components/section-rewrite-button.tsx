import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The small Rewrite beside a section's heading in the read view. */
export const SectionRewriteButton = ({ title, onClick }: { title: string; onClick(): void }) => (
  <Button variant="ghost" size="sm" className="h-8 shrink-0 px-2 text-xs text-primary" aria-label={`Rewrite section ${title}`} onClick={onClick}>
    <Sparkles aria-hidden /> Rewrite
  </Button>
);
