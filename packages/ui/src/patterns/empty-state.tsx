import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const emptyStateVariants = cva('flex flex-col items-center text-center', {
  variants: {
    size: {
      sm: 'gap-2 px-4 py-8',
      md: 'gap-3 px-6 py-12',
    },
    framed: {
      true: 'rounded-lg border border-dashed border-border-strong bg-surface',
      false: '',
    },
  },
  defaultVariants: { size: 'md', framed: false },
});

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** A decorative icon (hidden from assistive technology) that hints at what will appear here. */
    icon?: ReactNode;
    /** What is missing, in a few words ("No templates yet"). */
    title: string;
    /** Why it is empty and what the person can do about it. */
    description?: ReactNode;
    /** The one next step, usually a primary Button ("Create template"). */
    action?: ReactNode;
    /** A quieter second step, such as a link to the docs. */
    secondaryAction?: ReactNode;
    /** Heading level of the title, so the state fits the outline of the page it sits in. */
    headingLevel?: 2 | 3 | 4;
  };

/** Fills a list or page that has no content yet, and points at the way to add some. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  secondaryAction,
  headingLevel = 2,
  size,
  framed,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = headingTags[headingLevel];
  return (
    <div data-slot="empty-state" className={cn(emptyStateVariants({ size, framed }), className)} {...props}>
      {icon ? (
        <div
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-surface-sunken text-fg-muted [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading className={cn('font-semibold text-fg', size === 'sm' ? 'text-base' : 'text-lg')}>
        {title}
      </Heading>
      {description ? <div className="max-w-md text-fg-muted text-sm">{description}</div> : null}
      {action || secondaryAction ? (
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          {action}
          {secondaryAction}
        </div>
      ) : null}
    </div>
  );
}
