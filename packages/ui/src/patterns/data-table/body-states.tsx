import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { EmptyState, type EmptyStateProps } from '../empty-state';
import { cellBase, rowHeight, skeletonWidths, stackedBlock, stackedRow } from './styles';

/** Rows of bars standing for the rows on their way, as tall as they will be. */
export function SkeletonRows({
  count,
  columns,
  density,
}: {
  count: number;
  columns: number;
  density: 'compact' | 'comfortable';
}) {
  const skeletonRow = cn(rowHeight[density], 'border-border border-b last:border-b-0', stackedRow);
  return Array.from({ length: count }, (_, rowIndex) => (
    // Skeleton rows have no identity; their position is all there is.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <tr key={rowIndex} className={skeletonRow}>
      {Array.from({ length: columns }, (_, cellIndex) => (
        <td
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={cellIndex}
          className={cn(cellBase, 'max-sm:w-1/4 max-sm:p-0! max-sm:order-1')}
        >
          <Skeleton className={skeletonWidths[(rowIndex + cellIndex) % skeletonWidths.length]} />
        </td>
      ))}
    </tr>
  ));
}

/** One row across the table: in a stacked table a plain block. */
function WholeRow({
  columns,
  className,
  children,
}: {
  columns: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <tr className={stackedBlock}>
      <td colSpan={columns} className={cn(stackedBlock, className)}>
        {children}
      </td>
    </tr>
  );
}

/** A load error in place of the rows, with "Try again" when the owner can retry. */
export function ErrorRow({
  columns,
  error,
  onRetry,
}: {
  columns: number;
  error: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <WholeRow columns={columns} className="px-4 py-10 text-center">
      <div role="alert" className="flex flex-col items-center gap-3">
        <p className="font-medium text-danger-text text-sm">{error}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    </WholeRow>
  );
}

export type DataTableEmpty = Pick<EmptyStateProps, 'title' | 'description' | 'action' | 'icon'>;

/** What an empty table says and offers instead of rows. */
export function EmptyRow({ columns, empty }: { columns: number; empty?: DataTableEmpty }) {
  return (
    <WholeRow columns={columns}>
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={empty?.icon ?? <Inbox />}
        title={empty?.title ?? 'Nothing here yet'}
        description={empty?.description}
        action={empty?.action}
      />
    </WholeRow>
  );
}

/** The room a virtualised table keeps for the rows above or below the ones rendered. */
export function SpacerRow({ columns, height }: { columns: number; height: number }) {
  return height > 0 ? (
    <tr aria-hidden style={{ height }} className={stackedBlock}>
      <td colSpan={columns} />
    </tr>
  ) : null;
}
