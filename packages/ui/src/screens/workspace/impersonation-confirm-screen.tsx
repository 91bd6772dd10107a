import { VenetianMask } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { usePageName } from '../../lib/page-title';
import { Button } from '../../primitives/button';

export type ImpersonationConfirmScreenProps = {
  /** The workspace's name, as the admin look-up gives it. */
  workspaceName: string;
  /** Whom the admin would act as: the workspace's owner, when the look-up names them. */
  ownerName: string | null;
  /** Starts the impersonation; the app reloads into the owner's session. */
  onOpen: () => void;
  /** While the impersonation is under way. */
  opening?: boolean;
  /** Where the way back goes; a router path. */
  homeHref: string;
  /** Text of the way back. */
  homeLabel: string;
};

/**
 * An admin arrived at a workspace they are not a member of from outside the console (a link in a new tab, the page
 * a login led to): opening it means acting as its owner, so it is said first and done on a press, never on arrival.
 * Inside the console, following a link to a workspace is that press (spec §4), and this page is not shown.
 */
export function ImpersonationConfirmScreen({
  workspaceName,
  ownerName,
  onOpen,
  opening = false,
  homeHref,
  homeLabel,
}: ImpersonationConfirmScreenProps) {
  const titleId = useId();
  const owner = ownerName ? `${ownerName} (owner)` : 'its owner';
  // It stands in for whichever workspace page was asked for.
  usePageName(`Open ${workspaceName} as its owner?`);
  return (
    <section
      data-slot="impersonation-confirm-screen"
      aria-labelledby={titleId}
      className="flex flex-col items-center bg-bg px-4 py-16 text-center font-sans text-fg"
    >
      <div className="flex w-full max-w-lg flex-col items-center gap-4">
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-surface-sunken text-fg-muted [&_svg]:size-6"
        >
          <VenetianMask />
        </div>
        <h1 id={titleId} className="font-semibold text-2xl text-fg">
          Open {workspaceName} as its owner?
        </h1>
        <p className="text-base text-fg-muted">
          You're about to open {workspaceName} as {owner}. Until you stop impersonating, you see what they see
          and everything you do is done as them.
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          <Button onClick={onOpen} loading={opening}>
            Open as {ownerName ?? 'its owner'}
          </Button>
          <Button asChild variant="secondary">
            <Link to={homeHref}>{homeLabel}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
