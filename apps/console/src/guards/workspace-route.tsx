import {
  adminViewWorkspace,
  type CurrentUser,
  errorMessage,
  impersonateWorkspace,
  useCurrentUser,
  useWorkspace,
} from '@console/api';
import { href, UnknownWorkspaceScreen } from '@console/ui';
import { useDeferredValue, useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { PageSpinner } from '../page-spinner';
import { clearStoredSession, rememberWorkspace } from '../session';
import { useSession } from '../session-context';
import { adminLookupFailure, membershipDecision, workspaceDataDecision } from './policy';
import { Redirect } from './redirect';
import { AdminLayout, WorkspaceLayout } from './shells';

/**
 * Spec §6 for /c/{workspace}: members open their workspaces, admins any (by impersonation), everyone else is
 * sent on. While the workspace resolves, the delayed spinner.
 */
export function WorkspaceRoute() {
  const { workspace: slug = '' } = useParams();
  const { data: user } = useCurrentUser();
  const decision = user ? membershipDecision(user, slug) : null;
  const workspace = useWorkspace(decision?.kind === 'allow' ? slug : null);
  const data =
    decision?.kind === 'allow' ? workspaceDataDecision(slug, workspace.data, workspace.error) : null;
  // The shell and its first page are the console's largest render, and the workspace's first answer would start
  // it urgently: React renders an SWR update in one task, which blocks a slow phone's main thread for as long.
  // Deferred, it renders in slices that yield to the browser, and the spinner stays meanwhile. (A navigation is a
  // transition already, in which a deferred value is the new one at once.)
  const open = useDeferredValue(data?.kind === 'allow');

  useEffect(() => {
    if (decision?.kind === 'allow' && workspace.data) rememberWorkspace(slug);
  }, [decision?.kind, workspace.data, slug]);

  if (!user || !decision) return <PageSpinner label="Opening the workspace" />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} toast={decision.toast} />;
  if (decision.kind === 'impersonate') return <Impersonate user={user} slug={slug} />;
  if (!data || data.kind === 'wait') return <PageSpinner label="Opening the workspace" />;
  if (data.kind === 'error') throw data.error;
  if (data.kind === 'redirect') return <Redirect to={data.to} toast={data.toast} />;
  if (!open) return <PageSpinner label="Opening the workspace" />;
  return (
    <WorkspaceLayout user={user} slug={slug}>
      <Outlet />
    </WorkspaceLayout>
  );
}

type Attempt = { state: 'working' } | { state: 'not-found' } | { state: 'failed'; error: unknown };

/**
 * Spec §4: an admin without a membership looks the workspace up by slug, impersonates it by id, and reloads.
 * A failed look-up is only logged (spec §8; the request helper logs and reports it): no such workspace shows
 * the not-found page for the slug in the admin area. A failed impersonation throws the server's text to the
 * error page.
 */
function Impersonate({ user, slug }: { user: CurrentUser; slug: string }) {
  const [attempt, setAttempt] = useState<Attempt>({ state: 'working' });
  const { stopKeepingScrollPositions } = useSession();

  useEffect(() => {
    let cancelled = false;
    setAttempt({ state: 'working' });
    (async () => {
      let id: number;
      try {
        id = (await adminViewWorkspace(slug)).data.workspace.id;
      } catch (error) {
        if (!cancelled) {
          setAttempt(
            adminLookupFailure(error) === 'not-found' ? { state: 'not-found' } : { state: 'failed', error },
          );
        }
        return;
      }
      if (cancelled) return;
      try {
        await impersonateWorkspace(id);
        if (cancelled) return;
        // The admin's stored session data is not the impersonated person's: the reload starts theirs afresh.
        stopKeepingScrollPositions();
        clearStoredSession();
        window.location.reload();
      } catch (error) {
        if (!cancelled) setAttempt({ state: 'failed', error: new Error(errorMessage(error)) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [slug, stopKeepingScrollPositions]);

  if (attempt.state === 'failed') throw attempt.error;
  if (attempt.state === 'not-found') {
    return (
      <AdminLayout user={user}>
        <UnknownWorkspaceScreen
          slug={slug}
          homeHref={href.adminDashboard()}
          homeLabel="Back to the admin dashboard"
        />
      </AdminLayout>
    );
  }
  return <PageSpinner label={`Opening ${slug} as an admin`} />;
}
