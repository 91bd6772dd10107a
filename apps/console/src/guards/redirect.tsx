import { useToast } from '@console/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Decision } from './policy';

type RedirectDecision = Extract<Decision, { kind: 'redirect' }>;

/**
 * Carries out a guard's redirect: its toast once, then a replacing navigation. `navigate()` is used rather than
 * <Navigate> or a loader redirect because it is the sink that stays on the origin (docs/security.md), and every
 * target here comes from the paths module or safeRedirect.
 */
export function Redirect({ to, toast }: Omit<RedirectDecision, 'kind'>) {
  const navigate = useNavigate();
  const { toast: show } = useToast();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (toast) show({ title: toast.title, variant: toast.variant });
    navigate(to, { replace: true });
  }, [navigate, show, to, toast]);
  return null;
}
