import { useCurrentUser } from '@console/api';
import { href, useToast } from '@console/ui';
import { useNavigate } from 'react-router';

/**
 * After the person has lost a workspace (cancelled it, or left it) and before the session data is refreshed:
 * go to another of their workspaces, or to creating one, and say what happened. Leaving first matters: the
 * refreshed memberships lack this workspace, and its guard would answer "you don't have access" instead.
 */
export function useLeaveWorkspace(slug: string) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { data: user } = useCurrentUser();
  return async (message: string) => {
    const next = user?.memberships.find((m) => m.workspace.slug !== slug);
    await navigate(next ? href.workspace(next.workspace.slug) : href.createWorkspace(), { replace: true });
    toast({ variant: 'success', title: message });
  };
}
