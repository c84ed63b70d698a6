import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

/** A native select styled like the inputs: native keeps keyboard use, phone pickers and labels working. */
export const NativeSelect = ({ className, ...props }: ComponentProps<'select'>) => (
  <div className="relative">
    <select
      className={cn(
        'h-10 w-full appearance-none rounded-md border border-border bg-background py-2 pr-9 pl-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
    <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
  </div>
);
