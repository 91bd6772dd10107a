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
      onAccountCancelled={() => {
        clearStoredSession();
        chat.restart();
        restartSession();
        navigate(href.cancelAccountSuccess(), { replace: true });
      }}
    />
  );
}
