import { errorMessage, useAccount, useCurrentUser } from '@console/api';
import type { ReactNode } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { FormSectionsSkeleton } from '../../patterns/form-section';
import { PageHeader } from '../../patterns/page-header';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { DangerZone } from './danger-zone';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { TwoFactorSection } from './two-factor-section';

export type UserSettingsScreenProps = {
  /**
   * Called once the account is cancelled and before the session data is refreshed, so the app can leave this
   * login-protected page first (a promise that settles once it has): the refreshed user is null, and the page's
   * guard would send the person to login. The app shows cancel-account-success.
   */
  onAccountCancelled: () => unknown;
};

/**
 * The person's own settings: profile, password, two-factor sign-in and cancelling the account. The sections are
 * stacked cards rather than tabs, so a pending e-mail change or the danger zone is never hidden behind a tab;
 * each saves on its own, and an error in one leaves what was typed in the others alone.
 */
export function UserSettingsScreen({ onAccountCancelled }: UserSettingsScreenProps) {
  const account = useAccount();
  // The current user carries the session's CSRF token (the guards have usually loaded it already) and the
  // memberships the danger zone names.
  const currentUser = useCurrentUser();
  const loading = account.isLoading || currentUser.isLoading;
  // Only a failure before any data replaces the page: a failed re-fetch keeps what the person is typing.
  const error =
    (account.data === undefined ? account.error : undefined) ??
    (currentUser.data === undefined ? currentUser.error : undefined);
  const user = account.data?.user;

  let body: ReactNode;
  // Profile, password and two-factor, by their fields.
  if (loading) body = <FormSectionsSkeleton fields={[3, 3, 1]} />;
  else if (error !== undefined || user === undefined) {
    body = (
      <Banner
        tone="danger"
        title="Your settings could not be loaded"
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void Promise.all([account.mutate(), currentUser.mutate()])}
          >
            Try again
          </Button>
        }
      >
        {errorMessage(error)}
      </Banner>
    );
  } else {
    body = (
      <>
        <ProfileSection user={user} />
        <PasswordSection email={user.email} />
        <TwoFactorSection user={user} />
        <DangerZone
          email={user.email}
          memberships={currentUser.data?.memberships ?? []}
          onAccountCancelled={onAccountCancelled}
        />
      </>
    );
  }

  return (
    <PageFrame kind="form" data-slot="user-settings-screen">
      <PageHeader
        title="Account settings"
        description="Your own profile, password and sign-in security. Each workspace has its own settings too."
      />
      <div aria-busy={loading || undefined} className="grid gap-6">
        {loading ? <span className="sr-only">Loading your settings</span> : null}
        {body}
      </div>
    </PageFrame>
  );
}
