import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { CONTROL_SIZES } from './control-sizes';

export const inputVariants = cva(
  [
    'w-full min-w-0 rounded-md border border-border-strong bg-surface text-fg placeholder:text-fg-subtle',
    'transition-colors duration-fast ease-standard',
    // :focus-within, which a field matches on any focus (as browsers show a text field's focus anyway): a date
    // input reached with Shift+Tab, or after Tab moved on from its month to its day, has focus on a part inside it,
    // and Chromium then matches neither :focus-visible nor :focus on the input itself, so its ring went.
    'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
    'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-fg-muted',
    'read-only:bg-surface-sunken',
    'aria-invalid:border-danger',
    'file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-fg',
  ],
  {
    variants: {
      size: CONTROL_SIZES,
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
