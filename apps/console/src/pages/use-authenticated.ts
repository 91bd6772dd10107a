import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterAuthPath } from '../guards/policy';
import { useSession } from '../session-context';

/**
 * After login, signup, reset or a verified code: a fresh cache for the new identity, then the server's redirect
 * (or the page the visitor wanted), both through safeRedirect. A two-factor step keeps the e-mail address so
 * "Resend e-mail" can work without asking again.
 */
export function useAuthenticated(): (serverRedirect: string | null, email?: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { restartSession } = useSession();
  const wanted = params.get('redirect');
  return useCallback(
    (serverRedirect, email) => {
      restartSession();
      let to = afterAuthPath(serverRedirect, wanted);
      if (email && to.startsWith('/2fa/')) {
        const query = new URLSearchParams({ email });
        if (wanted) query.set('redirect', wanted);
        to = `${to}?${query}`;
      }
      navigate(to, { replace: true });
    },
    [navigate, restartSession, wanted],
  );
}
