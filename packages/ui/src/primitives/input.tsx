import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const inputVariants = cva(
  [
    'w-full min-w-0 rounded-md border border-border-strong bg-surface text-fg placeholder:text-fg-subtle',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-fg-muted',
    'read-only:bg-surface-sunken',
    'aria-invalid:border-danger',
    'file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-fg',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-9 px-3 text-sm',
        lg: 'h-11 px-3.5 text-base',
      },
      variant: {
        default: '',
        code: 'font-mono',
      },
    },
    defaultVariants: { size: 'md', variant: 'default' },
  },
);

// The native `size` attribute (width in characters) is replaced by the design-system size; widths come from CSS.
export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  VariantProps<typeof inputVariants> & {
    /** Shows the field as wrong (red border) and tells assistive tech via aria-invalid; Field sets it from `error`. */
    invalid?: boolean;
  };

export function Input({ className, size, variant, invalid, type, ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      type={type ?? 'text'}
      aria-invalid={invalid || undefined}
      className={cn(inputVariants({ size, variant }), className)}
      {...props}
    />
  );
}
