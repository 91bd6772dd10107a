import {
  adminViewWorkspace,
  type CurrentUser,
  errorMessage,
  impersonateWorkspace,
  useCurrentUser,
  useWorkspace,
} from '@console/api';
import { href, ImpersonationConfirmScreen, UnknownWorkspaceScreen } from '@console/ui';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { type Location, Outlet, useLocation, useParams } from 'react-router';
import { isAfterAuth } from '../auth-redirects';
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
  const location = useLocation();
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
  if (decision.kind === 'impersonate') {
    return <Impersonate user={user} slug={slug} askFirst={arrivedFromOutside(location)} />;
  }
  if (!data || data.kind === 'wait') return <PageSpinner label="Opening the workspace" />;
  if (data.kind === 'error') throw data.error;
  if (data.kind === 'redirect') return <Redirect to={data.to} toast={data.toast} />;
  if (!open) return <PageSpinner label="Opening the workspace" />;
  return (
    <WorkspaceLayout user={user} slug={slug} name={workspace.data?.workspace.name ?? slug}>
      <Outlet />
    </WorkspaceLayout>
  );
}

/**
 * Whether the page was reached from outside the console rather than by a press inside it: the first page of a tab
 * (a link opened from an e-mail, a chat or another tab; the router's first location has the key 'default'), or the
 * page a login led to, whose address a `redirect` parameter or the server chose.
 */
function arrivedFromOutside(location: Location): boolean {
  return location.key === 'default' || isAfterAuth(location.state);
}

type Attempt =
  | { state: 'looking-up' }
  /** Looked up, waiting for the admin to say they mean it, then opening on their press. */
  | { state: 'found'; id: number; name: string; owner: string | null; opening: boolean }
  | { state: 'not-found' }
  | { state: 'failed'; error: unknown };

/**
 * Spec §4: an admin without a membership looks the workspace up by slug, impersonates it by id, and reloads.
 * Following a link inside the console is the admin's intent, and the impersonation follows at once; arriving from
 * outside (`askFirst`), the page says whose workspace it is and impersonates only on a press, so a link alone can
 * never make an admin act as someone else. A failed look-up is only logged (spec §8; the request helper logs and
 * reports it): no such workspace shows the not-found page for the slug in the admin area. A failed impersonation
 * throws the server's text to the error page.
 */
function Impersonate({ user, slug, askFirst }: { user: CurrentUser; slug: string; askFirst: boolean }) {
  const [attempt, setAttempt] = useState<Attempt>({ state: 'looking-up' });
  const { stopKeepingScrollPositions } = useSession();

  const open = useCallback(
    async (id: number, cancelled: () => boolean) => {
      setAttempt((current) => (current.state === 'found' ? { ...current, opening: true } : current));
      try {
        await impersonateWorkspace(id);
        if (cancelled()) return;
        // The admin's stored session data is not the impersonated person's: the reload starts theirs afresh.
        stopKeepingScrollPositions();
        clearStoredSession();
        window.location.reload();
      } catch (error) {
        if (!cancelled()) setAttempt({ state: 'failed', error: new Error(errorMessage(error)) });
      }
    },
    [stopKeepingScrollPositions],
  );

  // A press opens the workspace unless the admin has left the page meanwhile.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    setAttempt({ state: 'looking-up' });
    (async () => {
      let reply: Awaited<ReturnType<typeof adminViewWorkspace>>['data'];
      try {
        reply = (await adminViewWorkspace(slug)).data;
      } catch (error) {
        if (!cancelled) {
          setAttempt(
            adminLookupFailure(error) === 'not-found' ? { state: 'not-found' } : { state: 'failed', error },
          );
        }
        return;
      }
      if (cancelled) return;
      const { id, name = slug } = reply.workspace;
      if (askFirst)
        setAttempt({ state: 'found', id, name, owner: reply.owner?.name ?? null, opening: false });
      else await open(id, () => cancelled);
    })();
    return () => {
      cancelled = true;
    };
  }, [slug, askFirst, open]);

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
  if (attempt.state === 'found') {
    const { id } = attempt;
    return (
      <AdminLayout user={user}>
        <ImpersonationConfirmScreen
          workspaceName={attempt.name}
          ownerName={attempt.owner}
          onOpen={() => void open(id, () => !mounted.current)}
          opening={attempt.opening}
          homeHref={href.adminDashboard()}
          homeLabel="Back to the admin dashboard"
        />
      </AdminLayout>
    );
  }
  return <PageSpinner label={`Opening ${slug} as an admin`} />;
}
