import { GUARD_MESSAGES } from '@console/api';
import { LazyDemoAccounts, LoginScreen } from '@console/ui';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../session-context';
import { useAuthenticated } from './use-authenticated';

// Only the console's own messages are shown from the URL, so a crafted link cannot put its words on the page.
const KNOWN_MESSAGES = new Set<string>(Object.values(GUARD_MESSAGES));
// The guards' refusals mean something went wrong; being logged out, or asked to log in, does not.
const WARNINGS = new Set<string>([
  GUARD_MESSAGES.noMemberships,
  GUARD_MESSAGES.accessUnverified,
  GUARD_MESSAGES.invalidWorkspace,
]);

export function Component() {
  const [params] = useSearchParams();
  const { demo } = useSession();
  const onAuthenticated = useAuthenticated();
  const message = params.get('message');
  const loggedOut = params.get('loggedOut') === '1';
  const notice =
    message && KNOWN_MESSAGES.has(message)
      ? message
      : loggedOut
        ? params.has('redirect')
          ? GUARD_MESSAGES.loginRequired
          : GUARD_MESSAGES.loggedOut
        : null;
  return (
    <LoginScreen
      notice={notice}
      noticeTone={notice && WARNINGS.has(notice) ? 'warning' : 'info'}
      aside={
        demo ? (
          <Suspense fallback={null}>
            <LazyDemoAccounts accounts={demo.accounts} password={demo.password} />
          </Suspense>
        ) : undefined
      }
      onAuthenticated={onAuthenticated}
    />
  );
}
