import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const textareaVariants = cva(
  [
    'block w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-fg',
    'placeholder:text-fg-subtle',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-fg-muted',
    'read-only:bg-surface-sunken',
    'aria-invalid:border-danger',
  ],
  {
    variants: {
      variant: {
        default: 'min-h-20 resize-y',
        // Template JSON and notify payloads are code: monospaced, no wrapping surprises, taller by default.
        code: 'min-h-48 resize-y font-mono text-xs leading-relaxed whitespace-pre',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type TextareaProps = ComponentProps<'textarea'> &
  VariantProps<typeof textareaVariants> & {
    /** Shows the field as wrong (red border) and tells assistive tech via aria-invalid; Field sets it from `error`. */
    invalid?: boolean;
  };

export function Textarea({ className, variant, invalid, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      aria-invalid={invalid || undefined}
      className={cn(textareaVariants({ variant }), className)}
      {...props}
    />
  );
}
