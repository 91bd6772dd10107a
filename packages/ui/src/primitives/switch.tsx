import { cva, type VariantProps } from 'class-variance-authority';
import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { LabelledControl } from './labelled-control';

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

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants> & {
    /** Visible text next to the switch; it names the setting. Without it, pass `aria-label`. */
    label?: ReactNode;
    /** Explains what turning the setting on does; linked as the accessible description. */
    description?: ReactNode;
  };

export function Switch({ className, size, label, description, id, ...props }: SwitchProps) {
  return (
    <LabelledControl
      slot="switch"
      id={id}
      label={label}
      description={description}
      disabled={props.disabled}
      placement="after"
      className={className}
    >
      {(control) => (
        <SwitchPrimitive.Root
          {...control}
          className={cn(switchVariants({ size }), control.className)}
          {...props}
        >
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
      )}
    </LabelledControl>
  );
}
