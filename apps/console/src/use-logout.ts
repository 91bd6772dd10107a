import { errorMessage, GUARD_MESSAGES } from '@console/api';
import { href, useToast } from '@console/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { performLogout } from './session';
import { useSession } from './session-context';

/**
 * Logs out (spec §4) and lands on the server's redirect or the login page, saying so once: the login page's
 * own notice says 'You have been logged out', so a toast only carries a message it does not show.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { pathname } = useLocation();
  const { chat, leaveSession, forgetScrollPositions } = useSession();
  return useCallback(() => {
    // The login-protected page, seeing nobody logged in, would otherwise send the person to login with 'Please
    // log in to access this page' before the page logout goes to has loaded. The session's cache goes with the
    // protected pages when they are left.
    leaveSession(pathname);
    performLogout(chat)
      .then(async ({ to, message }) => {
        await navigate(to, { replace: true });
        forgetScrollPositions();
        const loginSaysIt = isLoginPage(to) && message === GUARD_MESSAGES.loggedOut;
        if (!loginSaysIt) toast({ title: message, variant: 'success' });
      })
      .catch(async (error: unknown) => {
        // This browser forgot the session either way; the server may still hold it until it expires.
        await navigate(href.login({ loggedOut: true }), { replace: true });
        forgetScrollPositions();
        toast({ title: 'Logged out on this device', description: errorMessage(error), variant: 'error' });
      });
  }, [chat, forgetScrollPositions, leaveSession, navigate, pathname, toast]);
}

function isLoginPage(routerPath: string): boolean {
  return new URL(routerPath, 'https://console.invalid').pathname === href.login();
}
