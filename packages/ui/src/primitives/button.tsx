import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-primary text-primary-fg hover:bg-primary-hover disabled:hover:bg-primary aria-disabled:hover:bg-primary',
        secondary:
          'border border-border-strong bg-surface text-fg hover:bg-surface-sunken disabled:hover:bg-surface aria-disabled:hover:bg-surface',
        danger:
          'bg-danger text-danger-fg hover:bg-danger-hover disabled:hover:bg-danger aria-disabled:hover:bg-danger',
        ghost:
          'text-fg hover:bg-surface-sunken disabled:hover:bg-transparent aria-disabled:hover:bg-transparent',
        link: 'text-primary-text underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-9 px-4 text-sm',
        lg: 'h-11 px-5 text-base',
      },
    },
    // A link-styled button sits inside running text, so it takes no box of its own.
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (usually a router Link) with button styling, so navigation stays a real link. */
    asChild?: boolean;
    /**
     * Marks a pending action: shows a spinner, sets aria-busy and blocks clicks (a form's Enter key too), keeping the
     * width. The button stays focusable, so focus is where the user left it when the action ends. Not for `asChild`.
     */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);

  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} onClick={onClick} {...props}>
        {children}
      </Slot.Root>
    );
  }

  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={classes}
      // A disabled button drops focus (to the page, or a dialog's frame) at a moment that races the request, so a
      // pending one is only marked disabled, and its clicks, including the one Enter in a form fires, are cancelled.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {loading ? (
        <>
          {/* Transparent, not removed: the button keeps its width, and its accessible name (hidden text would lose it). */}
          <span className="inline-flex items-center gap-2 opacity-0">{children}</span>
          <span className="absolute inset-0 inline-flex items-center justify-center">
            <LoaderCircle
              aria-hidden="true"
              className="animate-spin motion-reduce:animate-none in-data-[motion=off]:animate-none"
            />
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
