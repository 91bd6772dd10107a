import { DelayedSpinner } from '@console/ui';

/**
 * Full-window waiting state; the spinner appears only after spec §2's 400 ms. Which wait it is stays readable
 * before then (`data-page-spinner`), so a test can start its clock on the right one.
 */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-page-spinner={label} className="grid min-h-dvh place-items-center">
      <DelayedSpinner label={label} />
    </div>
  );
}
