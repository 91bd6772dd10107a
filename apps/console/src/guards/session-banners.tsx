import { type CurrentUser, errorMessage, stopImpersonating } from '@console/api';
import { Banner, Button, useToast } from '@console/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { href } from '../paths';
import { useSession } from '../session-context';

/** The banners the current-user reply asks for (spec §3): unverified e-mail, unpaid invoices, impersonation. */
export function SessionBanners({ user, slug }: { user: CurrentUser; slug: string | null }) {
  const { restartSession } = useSession();
  const { toast } = useToast();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    try {
      await stopImpersonating();
      restartSession();
      // A full reload starts the admin's own session from scratch, like impersonation started it.
      window.location.assign(`${import.meta.env.BASE_URL}admin/dashboard`);
    } catch (error) {
      toast({ title: 'Could not stop impersonating', description: errorMessage(error), variant: 'error' });
      setLeaving(false);
    }
  }

  return (
    <>
      {user.ifShowImpersonatedByBanner ? (
        <Banner
          tone="warning"
          title="You are impersonating this account"
          action={
            <Button size="sm" variant="secondary" loading={leaving} onClick={leave}>
              Stop impersonating
            </Button>
          }
        >
          You see the console as {user.login_data.name ?? user.login_data.email} does. Changes you make are
          real.
        </Banner>
      ) : null}
      {user.ifShowUnpaidInvoicesBanner ? (
        <Banner
          tone="danger"
          title="You have unpaid invoices"
          action={
            slug ? (
              <Button asChild size="sm" variant="secondary">
                <Link to={href.billing(slug)}>Go to billing</Link>
              </Button>
            ) : undefined
          }
        >
          Pay them to keep processing running: workspaces with overdue invoices can be paused.
        </Banner>
      ) : null}
      {user.ifShowEmailVerificationBanner ? (
        <Banner
          tone="info"
          title="Please verify your e-mail address"
          action={
            <Button asChild size="sm" variant="secondary">
              <Link to={href.userSettings()}>Open user settings</Link>
            </Button>
          }
        >
          We sent a link to {user.login_data.email}. Until it is verified, we can't reach you about billing or
          failed assemblies.
        </Banner>
      ) : null}
    </>
  );
}
