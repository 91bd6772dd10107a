import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

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
