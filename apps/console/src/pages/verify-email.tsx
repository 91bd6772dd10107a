import { VerifyEmailScreen } from '@console/ui/screens/auth/verify-email-screen';
import { useParams } from 'react-router';
import { useSession } from '../session-context';

export function Component() {
  const { authKey = '' } = useParams();
  const { restartSession } = useSession();
  // The banner asking for verification must go: the next render fetches the user afresh.
  return <VerifyEmailScreen authKey={authKey} onVerified={restartSession} />;
}
