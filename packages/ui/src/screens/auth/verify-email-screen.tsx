import { NetworkError, verifyAuthKey } from '@console/api';
import { CircleCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../layouts/auth-layout';
import { href } from '../../lib/paths';
import { ContactSupportButton } from '../../patterns/contact-support-button';
import { DelayedSpinner } from '../../patterns/delayed-spinner';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { Button } from '../../primitives/button';
import { SUPPORT_HREF } from './auth-form';

export type VerifyEmailScreenProps = {
  /** The one-time key from the verification link (the route's {authKey}). */
  authKey: string;
  /**
   * Called when the person continues from the verified page, e.g. to refresh the current user. Not at once: an
   * app that resets its data there would remount this screen, which would spend the single-use key a second time.
   */
  onVerified?: (serverRedirect: string | null) => void;
  /** Target of "Contact support" when the link does not work. */
  supportHref?: string;
};

type Verification =
  | { status: 'verifying' }
  | { status: 'verified'; message: string; redirect: string | null }
  | { status: 'failed'; error: unknown };

const titles: Record<Verification['status'], string> = {
  verifying: 'Verifying your e-mail address',
  verified: 'Your e-mail address is verified',
  failed: 'We could not verify your e-mail address',
};

/** Opens a verification link: confirms the key with the server once, then says how it went. */
export function VerifyEmailScreen({
  authKey,
  onVerified,
  supportHref = SUPPORT_HREF,
}: VerifyEmailScreenProps) {
  const [verification, setVerification] = useState<Verification>({ status: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  // The key is single-use: a second request (React's development double effect, a re-render) would find it
  // spent and report a working link as broken. The ref remembers which key and attempt already went out.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const request = `${authKey}#${attempt}`;
    if (sent.current === request) return;
    sent.current = request;
    setVerification({ status: 'verifying' });
    verifyAuthKey({ key: authKey }).then(
      (reply) => {
        if (sent.current !== request) return;
        setVerification({
          status: 'verified',
          message: reply.meta.message || 'Your e-mail address is verified.',
          redirect: reply.meta.redirect ?? null,
        });
      },
      (error: unknown) => {
        if (sent.current === request) setVerification({ status: 'failed', error });
      },
    );
  }, [authKey, attempt]);

  return (
    <AuthLayout title={titles[verification.status]}>
      <div aria-busy={verification.status === 'verifying' || undefined} className="grid gap-4 text-sm">
        {verification.status === 'verifying' ? (
          <DelayedSpinner placement="centered" size="lg" label="Checking the link" showLabel />
        ) : null}
        {verification.status === 'verified' ? (
          <>
            <p role="status" className="flex items-start gap-2 text-fg">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />
              {verification.message}
            </p>
            <Button asChild className="w-full">
              <Link to="/" onClick={() => onVerified?.(verification.redirect)}>
                Continue to the console
              </Link>
            </Button>
          </>
        ) : null}
        {verification.status === 'failed' ? (
          <>
            <ServerErrorBanner error={verification.error} takeFocus={false} />
            {verification.error instanceof NetworkError ? (
              <Button className="w-full" onClick={() => setAttempt((n) => n + 1)}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            ) : (
              <p className="text-fg-muted">
                Verification links work once and expire after a while. Log in to ask for a new verification
                e-mail, or contact support if this keeps happening.
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <Button asChild variant={verification.error instanceof NetworkError ? 'secondary' : 'primary'}>
                <Link to={href.login()}>Log in</Link>
              </Button>
              <ContactSupportButton href={supportHref} />
            </div>
          </>
        ) : null}
      </div>
    </AuthLayout>
  );
}
