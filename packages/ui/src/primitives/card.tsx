import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const cardVariants = cva('flex flex-col rounded-lg border border-border bg-surface text-fg', {
  variants: {
    variant: {
      default: 'shadow-sm',
      // A whole card that is a link (a template in a grid): hover and focus show it can be clicked.
      interactive: [
        'shadow-sm transition-colors duration-fast ease-standard hover:border-border-strong',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
      ],
      // A quiet panel inside a page section, without elevation.
      flat: '',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Renders the single child (a Link) as the card, so a clickable card is one real link. */
    asChild?: boolean;
  };

export function Card({ className, variant, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp data-slot="card" className={cn(cardVariants({ variant }), className)} {...props} />;
}

export type CardHeaderProps = ComponentProps<'div'>;

export function CardHeader({ className, ...props }: CardHeaderProps) {
  return <div data-slot="card-header" className={cn('grid gap-1.5 px-6 pt-6 pb-4', className)} {...props} />;
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Renders the child heading instead of an h3, so the card fits the page's heading levels. */
  asChild?: boolean;
};

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : 'h3';
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-base font-semibold leading-tight text-fg', className)}
      {...props}
    />
  );
}

export type CardDescriptionProps = ComponentProps<'p'>;

export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return <p data-slot="card-description" className={cn('text-sm text-fg-muted', className)} {...props} />;
}

export type CardContentProps = ComponentProps<'div'>;

export function CardContent({ className, ...props }: CardContentProps) {
  // Without a header above it, the content needs the top padding the header would have given.
  return <div data-slot="card-content" className={cn('px-6 pb-6 first:pt-6', className)} {...props} />;
}

export type CardFooterProps = ComponentProps<'div'>;

export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center justify-end gap-2 border-t border-border px-6 py-4', className)}
      {...props}
    />
  );
}
