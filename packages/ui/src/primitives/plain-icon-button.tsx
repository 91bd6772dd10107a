import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const iconButtonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-md',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: {
      variant: {
        // A disabled button keeps its resting look under the pointer, so it does not invite a click that does nothing.
        primary: 'bg-primary text-primary-fg hover:bg-primary-hover disabled:hover:bg-primary',
        secondary:
          'border border-border-strong bg-surface text-fg hover:bg-surface-sunken disabled:hover:bg-surface',
        danger: 'text-danger-text hover:bg-danger-soft disabled:hover:bg-transparent',
        ghost:
          'text-fg-muted hover:bg-surface-sunken hover:text-fg disabled:hover:bg-transparent disabled:hover:text-fg-muted',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-9 [&_svg]:size-4',
        lg: 'size-11 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The button shows only an icon, so this names it for screen readers and is shown as its tooltip. */
    label: string;
  };

/**
 * The icon button without its tooltip. IconButton adds the tooltip; the shells' header draws this one until the
 * tooltip's code (Radix and its positioning) has come, after the first page (layouts/shell-controls.tsx).
 */
export function PlainIconButton({
  className,
  variant,
  size,
  label,
  type,
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      type={type ?? 'button'}
      aria-label={label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      <span aria-hidden="true" className="inline-flex">
        {children}
      </span>
    </button>
  );
}
