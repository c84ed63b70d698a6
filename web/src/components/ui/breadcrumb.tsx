import { Slot } from '@radix-ui/react-slot';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

export const Breadcrumb = ({ ...props }: ComponentProps<'nav'>) => <nav aria-label="Breadcrumb" {...props} />;

export const BreadcrumbList = ({ className, ...props }: ComponentProps<'ol'>) => (
  <ol className={cn('flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground', className)} {...props} />
);

export const BreadcrumbItem = ({ className, ...props }: ComponentProps<'li'>) => (
  <li className={cn('inline-flex items-center gap-1.5', className)} {...props} />
);

/** A link step; `asChild` renders the router's Link with these styles. */
export const BreadcrumbLink = ({ className, asChild = false, ...props }: ComponentProps<'a'> & { asChild?: boolean }) => {
  const Component = asChild ? Slot : 'a';
  return <Component className={cn('inline-flex items-center gap-1 rounded-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', className)} {...props} />;
};

/** The last step: the current page, as plain text. */
export const BreadcrumbPage = ({ className, ...props }: ComponentProps<'span'>) => (
  <span aria-current="page" className={cn('font-medium text-foreground', className)} {...props} />
);

export const BreadcrumbSeparator = ({ className, children, ...props }: ComponentProps<'li'>) => (
  <li role="presentation" aria-hidden="true" className={cn('[&>svg]:size-3.5', className)} {...props}>
    {children ?? <ChevronRight />}
  </li>
);
