import { href } from '@console/ui';
import { UserSettingsScreen } from '@console/ui/screens/account/user-settings-screen';
import { useLocation, useNavigate } from 'react-router';
import { forgetSessionInBrowser } from '../session';
import { useSession } from '../session-context';

export function Component() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { chat, leaveSession, forgetScrollPositions } = useSession();
  return (
    <UserSettingsScreen
      onAccountCancelled={async () => {
        // Nothing re-fetches the ended session until cancel-account-success has loaded (leaveSession): the guard
        // would send the person to login instead. The cache goes with the protected pages.
        leaveSession(pathname);
        forgetSessionInBrowser(chat);
        await navigate(href.cancelAccountSuccess(), { replace: true });
        forgetScrollPositions();
      }}
    />
  );
}
