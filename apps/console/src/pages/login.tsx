import { GUARD_MESSAGES } from '@console/api';
import { LazyDemoAccounts } from '@console/ui';
import { LoginScreen } from '@console/ui/screens/auth/login-screen';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../session-context';
import { useAuthenticated } from './use-authenticated';

export function Component() {
  const [params] = useSearchParams();
  const { demo } = useSession();
  const onAuthenticated = useAuthenticated();
  // A logout lands here with loggedOut=1 alone. With a redirect the person was sent from a protected page, and
  // the guard that sent them said why in a toast (spec §8): the page does not say it again.
  const loggedOut = params.get('loggedOut') === '1' && !params.has('redirect');
  return (
    <LoginScreen
      notice={loggedOut ? GUARD_MESSAGES.loggedOut : null}
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
