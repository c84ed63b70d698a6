import { Loader2 } from 'lucide-react';
import { cn } from '@/utils/cn';

/** A spinning indicator with an accessible name for screen readers and tests. */
export const Spinner = ({ className, label = 'Loading' }: { className?: string; label?: string }) => (
  <Loader2 role="status" aria-label={label} className={cn('size-5 animate-spin text-primary', className)} />
);
