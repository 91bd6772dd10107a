import { type ReactNode, Suspense } from 'react';
import { cn } from '../lib/cn';
import { Dialog, type DialogProps } from '../primitives/dialog';
import { Skeleton } from '../primitives/skeleton';

export type LazyBodyDialogProps = DialogProps & {
  /** What a screen reader hears while the body loads ("Loading the form"). */
  loadingLabel: string;
  /** The heights of the blocks standing in for the body (`h-20`), so the dialog keeps its size when it arrives. */
  placeholder: string[];
  /** The gap between the blocks, the body's own (`gap-5` for a form's fields). */
  placeholderGap?: string;
  /** The lazily loaded body. */
  children: ReactNode;
};

/**
 * A dialog whose body (a form and its library, a list and its Markdown renderer) loads when the dialog first
 * opens, not with the page; until then grey blocks of the body's size stand in for it.
 */
export function LazyBodyDialog({
  loadingLabel,
  placeholder,
  placeholderGap = 'gap-2',
  children,
  ...dialog
}: LazyBodyDialogProps) {
  return (
    <Dialog {...dialog}>
      <Suspense
        fallback={
          <div aria-busy="true" className={cn('grid', placeholderGap)}>
            <span className="sr-only">{loadingLabel}</span>
            {placeholder.map((height, index) => (
              // The blocks never change order or number while they are shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Skeleton key={index} className={height} />
            ))}
          </div>
        }
      >
        {children}
      </Suspense>
    </Dialog>
  );
}
