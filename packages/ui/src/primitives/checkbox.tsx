import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { type LabelledProps, withLabel } from './labelled-control';

export const checkboxVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface text-primary-fg',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
    'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
    'aria-invalid:border-danger',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 [&_svg]:size-3',
        md: 'size-5 [&_svg]:size-3.5',
      },
    },
    defaultVariants: { size: 'sm' },
  },
);

export type CheckboxProps = ComponentProps<typeof CheckboxControl> & LabelledProps;

function CheckboxControl({
  className,
  size,
  ...props
}: ComponentProps<typeof CheckboxPrimitive.Root> & VariantProps<typeof checkboxVariants>) {
  return (
    <CheckboxPrimitive.Root className={cn(checkboxVariants({ size }), className)} {...props}>
      <CheckboxPrimitive.Indicator className="group inline-flex items-center justify-center">
        <Check aria-hidden="true" className="group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden="true" className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export const Checkbox = withLabel(CheckboxControl, 'checkbox', 'before');
