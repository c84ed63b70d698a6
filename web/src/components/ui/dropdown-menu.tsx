import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

/** A menu of actions (arrow keys move, Escape closes, focus returns to its button), kept inside a 360 px screen. */
export const DropdownMenuContent = ({ className, sideOffset = 4, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Content>) => (
  <DropdownMenuPrimitive.Portal>
    <DropdownMenuPrimitive.Content
      sideOffset={sideOffset}
      collisionPadding={8}
      className={cn('z-50 min-w-44 overflow-hidden rounded-md border bg-background p-1 shadow-md focus:outline-none', className)}
      {...props}
    />
  </DropdownMenuPrimitive.Portal>
);

/** One action: at least 44 px tall, so a finger can hit it. */
export const DropdownMenuItem = ({ className, variant, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Item> & { variant?: 'destructive' }) => (
  <DropdownMenuPrimitive.Item
    className={cn(
      'flex min-h-11 cursor-default items-center gap-2 rounded-sm px-3 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0',
      variant === 'destructive' && 'text-destructive data-[highlighted]:bg-red-50 data-[highlighted]:text-destructive',
      className,
    )}
    {...props}
  />
);
