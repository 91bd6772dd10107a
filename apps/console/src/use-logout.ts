import { errorMessage } from '@console/api';
import { useToast } from '@console/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { href } from './paths';
import { performLogout } from './session';
import { useSession } from './session-context';

/** Logs out (spec §4) and lands on the server's redirect or the login page, saying so. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { chat, restartSession } = useSession();
  return useCallback(() => {
    performLogout(chat)
      .then(({ to, message }) => {
        restartSession();
        navigate(to, { replace: true });
        toast({ title: message, variant: 'success' });
      })
      .catch((error: unknown) => {
        // This browser forgot the session either way; the server may still hold it until it expires.
        restartSession();
        navigate(href.login({ loggedOut: true }), { replace: true });
        toast({ title: 'Logged out on this device', description: errorMessage(error), variant: 'error' });
      });
  }, [chat, navigate, restartSession, toast]);
}
