import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AFTER_AUTH_STATE, afterAuthPath, withTwoFactorContext } from '../auth-redirects';
import { useSession } from '../session-context';

/**
 * After login, signup, reset or a verified code: a fresh cache for the new identity, then the server's redirect
 * (or the page the visitor wanted), both through safeRedirect. A two-factor step keeps the e-mail address so
 * "Send a new code" can work without asking again.
 */
export function useAuthenticated(): (serverRedirect: string | null, email?: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { restartSession } = useSession();
  const wanted = params.get('redirect');
  return useCallback(
    (serverRedirect, email) => {
      restartSession();
      navigate(withTwoFactorContext(afterAuthPath(serverRedirect, wanted), email, wanted), {
        replace: true,
        state: AFTER_AUTH_STATE,
      });
    },
    [navigate, restartSession, wanted],
  );
}
