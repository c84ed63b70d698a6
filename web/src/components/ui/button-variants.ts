import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The button styles, apart from the Button component so a page can style a link as a button without
 * pulling in Button's class merger (tailwind-merge) or Radix Slot: the landing page does that to stay
 * within its JavaScript budget. Every variant × size is conflict-free on its own (the font size lives in
 * `size`, the corner radius only in the base), so the plain join cva makes is already the final class list.
 * On phones (below `sm`) the default and lg sizes, used for a page's main actions, are at least 44 px tall; sm and
 * icon are for secondary controls and stay 36 and 40 px (over WCAG 2.5.8's 24 px).
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-border bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        hero: 'bg-gradient-to-r from-violet-600 to-fuchsia-600 text-white shadow-lg shadow-violet-600/25 hover:from-violet-700 hover:to-fuchsia-700',
        /** White on a violet background (the landing page's pricing band). */
        inverse: 'bg-white text-violet-800 hover:bg-violet-50',
        /** Ghost on a violet background. */
        ghostInverse: 'text-white hover:bg-white/10 hover:text-white',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm max-sm:min-h-11',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-11 px-8 text-base',
        icon: 'h-10 w-10 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
