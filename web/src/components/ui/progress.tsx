import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

interface ProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Percent; clamped to 0–100. */
  value: number;
  indicatorClassName?: string;
}

export const Progress = ({ value, className, indicatorClassName, ...props }: ProgressProps) => {
  const width = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div className={cn('h-full rounded-full bg-primary transition-[width] duration-500', indicatorClassName)} style={{ width: `${width}%` }} />
    </div>
  );
};
