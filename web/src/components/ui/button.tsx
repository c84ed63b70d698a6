import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { buttonVariants, type ButtonVariantProps } from './button-variants';

export { buttonVariants };

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariantProps {
  /** Renders the child element (a link, say) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

/** A button (or, with `asChild`, its child) in one of the variants; `className` wins over the variant's classes. */
export const Button = ({ className, variant, size, asChild = false, ...props }: ButtonProps) => {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
};
