import { RequestError, useCurrentUser } from '@console/api';
import { TimeZoneProvider } from '@console/ui';
import { useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { PageSpinner } from '../page-spinner';
import { forgetSessionInBrowser, hasStoredSession, rememberSession } from '../session';
import { useSession } from '../session-context';
import { sessionDecision } from './policy';
import { Redirect } from './redirect';

/** Spec §4: a logged-out visitor goes to login with loggedOut=1 and the page they wanted. */
export function RequireSession() {
  const { data: user, error, mutate } = useCurrentUser();
  const location = useLocation();
  const { chat } = useSession();

  useEffect(() => {
    if (!user) return;
    rememberSession(user);
    const data = user.login_data;
    chat.boot({
      id: data.id,
      email: data.email,
      name: data.name,
      userHash: data.intercom_hash,
      appId: data.app_id,
    });
  }, [user, chat]);

  // Nobody is logged in on the server any more (the session expired, or ended on another device) while this browser
  // still holds the person's data: it forgets them as logout would. A visitor who never logged in here has nothing
  // to forget, and their way to the login page loads no chat.
  useEffect(() => {
    if (user === null && hasStoredSession()) forgetSessionInBrowser(chat);
  }, [user, chat]);

  // A 401 from any call means the session ended mid-way: asking who is logged in again lets the decision below
  // send the person to login with the page they were on, instead of the page showing a refusal.
  const onError = useCallback(
    (failure: unknown) => {
      if (failure instanceof RequestError && failure.status === 401) void mutate();
    },
    [mutate],
  );

  const decision = sessionDecision(user, error, location);
  // No reply at all is not a verdict on the session: the error page says what happened and offers a reload.
  if (decision.kind === 'error') throw decision.error;
  if (decision.kind === 'wait') return <PageSpinner label="Checking your session" />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} toast={decision.toast} />;
  return (
    <SWRConfig value={{ onError }}>
      {/* Every time on the signed-in pages is shown in the zone the person chose in their settings. */}
      <TimeZoneProvider zone={user?.timezone}>
        <Outlet />
      </TimeZoneProvider>
    </SWRConfig>
  );
}
