import { useEffect, useRef } from 'react';
import { type Location, useBlocker } from 'react-router';
import { ConfirmDialog } from '../primitives/confirm-dialog';

export type UnsavedChangesGuardProps = {
  /** Whether there are changes a navigation would lose. */
  dirty: boolean;
  /** What would be lost, in a sentence: "Your changes to “encode-hls” have not been saved." */
  description: string;
  /**
   * Whether going from one address to the other leaves what is being edited. By default a change of path: an
   * editor that lives in the query (the admin's ?plan=3) leaves with its query too.
   */
  leaves?: (current: Location, next: Location) => boolean;
};

const pathChanges = (current: Location, next: Location) => current.pathname !== next.pathname;

/**
 * Asks before leaving the page (a link, Back) with unsaved changes; the browser asks on reload and close. One per
 * page: a router holds one blocker at a time, so a page with several forms passes whether any of them is dirty.
 */
export function UnsavedChangesGuard({ dirty, description, leaves = pathChanges }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && leaves(currentLocation, nextLocation),
  );
  // Confirming leaves; the dialog's own close that follows must not cancel the navigation again.
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving.current) blocker.reset?.();
        leaving.current = false;
      }}
      title="Leave without saving?"
      description={`${description} They are lost if you leave this page.`}
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    />
  );
}
