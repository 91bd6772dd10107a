import { BusyPlaceholder } from '../../patterns/busy-placeholder';
import { Skeleton } from '../../primitives/skeleton';

/**
 * An admin dialog's content while its lazy module loads: a first field's room and the body's under it, so the
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
