import { cva, type VariantProps } from 'class-variance-authority';
import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { type LabelledProps, withLabel } from './labelled-control';

export const switchVariants = cva(
  [
    'inline-flex shrink-0 items-center rounded-full border border-border-strong bg-surface-sunken p-px',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
  ],
  {
    variants: {
      size: {
        sm: 'h-5 w-9',
        md: 'h-6 w-11',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SwitchProps = ComponentProps<typeof SwitchControl> & LabelledProps;

function SwitchControl({
  className,
  size,
  ...props
}: ComponentProps<typeof SwitchPrimitive.Root> & VariantProps<typeof switchVariants>) {
  return (
    <SwitchPrimitive.Root className={cn(switchVariants({ size }), className)} {...props}>
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block rounded-full border border-border-strong bg-surface shadow-sm',
          'transition-transform duration-fast ease-standard data-[state=checked]:border-transparent',
          size === 'sm'
            ? 'size-4 data-[state=checked]:translate-x-4'
            : 'size-5 data-[state=checked]:translate-x-5',
        )}
      />
    </SwitchPrimitive.Root>
  );
}

export const Switch = withLabel(SwitchControl, 'switch', 'after');
