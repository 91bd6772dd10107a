import type { MembershipRole, Seats } from '@console/api';
import { UserPlus } from 'lucide-react';
import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LazyBodyDialog } from '../../patterns/lazy-body-dialog';
import { Button } from '../../primitives/button';

// The form (and its form library) loads when the dialog first opens, which keeps the team page within its budget.
const InviteForm = lazy(async () => ({ default: (await import('./invite-form')).InviteForm }));

export type InviteDialogProps = {
  slug: string;
  seats: Seats;
  /** The caller's role: owners may invite owners, admins only admins and members. */
  myRole: MembershipRole;
};

/**
 * "Invite people" and its dialog; the button is off, with the reason on the page, while every seat is taken.
 * The dialog closes once the invitations are sent; a refusal keeps it open with what was typed. The page's
 * address with `?invite` (the command palette's "Invite people") opens it at once while a seat is free.
 */
export function InviteDialog({ slug, seats, myRole }: InviteDialogProps) {
  const full = seats.total !== null && seats.used >= seats.total;
  const [params, setParams] = useSearchParams();
  const [open, setOpenState] = useState(() => params.has('invite') && !full);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    // Closed, the dialog leaves the address as a plain link to the page, so a reload does not open it again.
    if (!next && params.has('invite')) {
      setParams(
        (current) => {
          current.delete('invite');
          return current;
        },
        { replace: true },
      );
    }
  };
  return (
    <LazyBodyDialog
      open={open}
      onOpenChange={setOpen}
      title="Invite collaborators"
      description="Each address gets an e-mail with a link to join. An invitation holds a seat until it is accepted or revoked."
      trigger={
        <Button disabled={full}>
          <UserPlus aria-hidden="true" />
          Invite people
        </Button>
      }
      loadingLabel="Loading the form"
      placeholder={['h-20', 'h-28']}
      placeholderGap="gap-5"
    >
      <InviteForm slug={slug} seats={seats} myRole={myRole} onInvited={() => setOpen(false)} />
    </LazyBodyDialog>
  );
}
