import { VenetianMask } from 'lucide-react';
import { Link } from 'react-router';
import { usePageName } from '../../lib/page-title';
import { CenteredMessage } from '../../patterns/centered-message';
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
  const owner = ownerName ? `${ownerName} (owner)` : 'its owner';
  // It stands in for whichever workspace page was asked for.
  usePageName(`Open ${workspaceName} as its owner?`);
  return (
    <CenteredMessage
      data-slot="impersonation-confirm-screen"
      layout="embedded"
      icon={<VenetianMask />}
      title={`Open ${workspaceName} as its owner?`}
      description={`You're about to open ${workspaceName} as ${owner}. Until you stop impersonating, you see what they see and everything you do is done as them.`}
      actions={
        <>
          <Button onClick={onOpen} loading={opening}>
            Open as {ownerName ?? 'its owner'}
          </Button>
          <Button asChild variant="secondary">
            <Link to={homeHref}>{homeLabel}</Link>
          </Button>
        </>
      }
    />
  );
}
