import { type CurrentUser, errorMessage, resendVerificationEmail, stopImpersonating } from '@console/api';
import { type ComponentProps, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../primitives/banner';
import { Button } from '../primitives/button';

/** What the banners read from the current-user reply (spec §3): its three flags and who is signed in. */
export type SessionBannerUser = Pick<
  CurrentUser,
  'ifShowImpersonatedByBanner' | 'ifShowUnpaidInvoicesBanner' | 'ifShowEmailVerificationBanner'
> & { login_data: Pick<CurrentUser['login_data'], 'name' | 'email'> };

export type SessionBannersProps = {
  user: SessionBannerUser;
  /**
   * Where the unpaid-invoices banner sends the person to pay; without it the banner only says what to do,
   * for consoles that do not serve a billing page.
   */
  billingHref?: string;
  /**
   * Called once the server has ended the impersonation; the app starts the admin's own session afresh (a
   * reload). The button stays busy until then, so it cannot be pressed twice.
   */
  onImpersonationStopped: () => void;
};

/**
 * The banners the current-user reply asks for, above every page of the shells: impersonation (with the way
 * back to the admin's own session), unpaid invoices and an unverified e-mail address, most urgent first.
 */
export function SessionBanners({ user, billingHref, onImpersonationStopped }: SessionBannersProps) {
  return (
    <>
      {user.ifShowImpersonatedByBanner ? (
        <ImpersonationBanner user={user} onStopped={onImpersonationStopped} />
      ) : null}
      {user.ifShowUnpaidInvoicesBanner ? (
        <ResponsiveBanner
          tone="danger"
          title="You have unpaid invoices"
          action={
            billingHref === undefined ? undefined : (
              <Button asChild size="sm" variant="secondary">
                <Link to={billingHref}>Pay invoices</Link>
              </Button>
            )
          }
        >
          Pay them to keep processing running: workspaces with overdue invoices can be paused.
        </ResponsiveBanner>
      ) : null}
      {user.ifShowEmailVerificationBanner ? <VerifyEmailBanner email={user.login_data.email} /> : null}
    </>
  );
}

function ImpersonationBanner({ user, onStopped }: { user: SessionBannerUser; onStopped: () => void }) {
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function leave() {
    setLeaving(true);
    setFailure(null);
    try {
      await stopImpersonating();
      onStopped();
    } catch (error) {
      setFailure(error);
      setLeaving(false);
    }
  }

  return (
    <ResponsiveBanner
      tone="warning"
      title="You are impersonating this account"
      action={
        <Button size="sm" variant="secondary" loading={leaving} onClick={leave}>
          Stop impersonating
        </Button>
      }
    >
      You see the console as {user.login_data.name ?? user.login_data.email} does. Changes you make are real.
      {failure === null ? null : (
        <p data-slot="stop-impersonating-error" className="mt-1 font-medium">
          Could not stop impersonating: {errorMessage(failure)}
        </p>
      )}
    </ResponsiveBanner>
  );
}

/**
 * The unverified-address banner carries its own way out: a new link in the person's inbox, with the server's
 * word on whether it went beside the button, so nobody has to hunt for where verification lives.
 */
function VerifyEmailBanner({ email }: { email: string | null }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: string } | { failure: unknown } | null>(null);

  async function resend() {
    setSending(true);
    setOutcome(null);
    try {
      const reply = await resendVerificationEmail();
      setOutcome({ sent: reply.meta.message ?? 'We sent you a new link.' });
    } catch (error) {
      setOutcome({ failure: error });
    } finally {
      setSending(false);
    }
  }

  return (
    <ResponsiveBanner
      tone="info"
      title="Please verify your e-mail address"
      action={
        <Button size="sm" variant="secondary" loading={sending} onClick={resend}>
          Resend verification e-mail
        </Button>
      }
    >
      We sent a link to {email}. Until it is verified, we can't reach you about billing or failed assemblies.
      {outcome === null ? null : (
        <p data-slot="resend-verification-outcome" className="mt-1 font-medium">
          {'sent' in outcome ? outcome.sent : `Could not send the e-mail: ${errorMessage(outcome.failure)}`}
        </p>
      )}
    </ResponsiveBanner>
  );
}

/**
 * A Banner whose action sits beside the text on wider screens and under it on phones, where a button beside
 * the text would squeeze it into a sliver. Only one of the two places is displayed, so the action is in the
 * accessibility tree once.
 */
function ResponsiveBanner({ action, children, ...props }: ComponentProps<typeof Banner>) {
  if (action === undefined) return <Banner {...props}>{children}</Banner>;
  return (
    <Banner {...props} action={<div className="hidden sm:contents">{action}</div>}>
      {children}
      <div className="mt-2 sm:hidden">{action}</div>
    </Banner>
  );
}
