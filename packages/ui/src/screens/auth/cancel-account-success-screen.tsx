import { Link } from 'react-router';
import { AuthLayout } from '../../layouts/auth-layout';
import { href } from '../../lib/paths';
import { ContactSupportButton } from '../../patterns/contact-support-button';
import { Button } from '../../primitives/button';
import { SUPPORT_HREF } from './auth-form';

export type CancelAccountSuccessScreenProps = {
  /** Target of "Contact support", for someone who cancelled by mistake. */
  supportHref?: string;
};

/** Shown after an account was cancelled: what that means, and the ways back. */
export function CancelAccountSuccessScreen({ supportHref = SUPPORT_HREF }: CancelAccountSuccessScreenProps) {
  return (
    <AuthLayout title="Your account has been cancelled" description="You have been logged out.">
      <div className="grid gap-4 text-sm">
        <ul className="grid list-disc gap-2 pl-5 text-fg">
          <li>You can no longer log in with this account.</li>
          <li>
            Workspaces you owned stop processing: their templates and auth keys no longer run assemblies.
          </li>
          <li>
            Stored assembly results and logs are kept for a while, as each workspace’s expiry settings say,
            and are then deleted.
          </li>
        </ul>
        <p className="text-fg-muted">
          Cancelled by mistake? Contact support and we can restore the account while its data is still kept.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={href.signup()}>Sign up again</Link>
          </Button>
          <ContactSupportButton href={supportHref} />
        </div>
      </div>
    </AuthLayout>
  );
}
