import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from '../primitives/skeleton';

export type BusyPlaceholderProps = {
  /** What is loading, said to screen readers ("Loading the invoice"); the skeletons themselves say nothing. */
  label: string;
  /** The grid's gap, matching what takes the placeholder's place once loaded. */
  className?: string;
  /** The skeletons, in the shapes of what is coming. */
  children: ReactNode;
};

/** A region that is loading: busy to assistive technology, named by `label`, with skeletons in the content's place. */
export function BusyPlaceholder({ label, className, children }: BusyPlaceholderProps) {
  return (
    <div aria-busy="true" className={cn('grid', className)}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/**
 * A dialog's content while its lazy module loads: a first field's room and the body's under it, so the
 * dialog does not jump when the form arrives.
 */
export function DialogSkeleton({
  label = 'Loading',
  bodyHeight = 'h-32',
  className = 'gap-4',
}: {
  /** What is loading, for screen readers. */
  label?: string;
  /** The height class of the body's block (the editor's text area is taller than a list). */
  bodyHeight?: string;
  /** The gap of the form that takes its place. */
  className?: string;
}) {
  return (
    <BusyPlaceholder label={label} className={className}>
      <Skeleton className="h-16" />
      <Skeleton className={bodyHeight} />
    </BusyPlaceholder>
  );
}
