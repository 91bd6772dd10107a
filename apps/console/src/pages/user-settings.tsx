import { UserSettingsScreen } from '@console/ui';
import { useNavigate } from 'react-router';
import { href } from '../paths';
import { clearStoredSession } from '../session';
import { useSession } from '../session-context';

export function Component() {
  const navigate = useNavigate();
  const { chat, restartSession } = useSession();
  return (
    <UserSettingsScreen
      onAccountCancelled={async () => {
        clearStoredSession();
        chat.restart();
        // Off the login-protected page before the session ends in the cache: its guard, seeing nobody logged
        // in, would otherwise send the person to login instead.
        await navigate(href.cancelAccountSuccess(), { replace: true });
        restartSession();
      }}
    />
  );
}
