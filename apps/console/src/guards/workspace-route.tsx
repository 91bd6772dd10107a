import {
  adminViewWorkspace,
  type CurrentUser,
  errorMessage,
  impersonateWorkspace,
  useCurrentUser,
  useWorkspace,
} from '@console/api';
import { WorkspaceShell } from '@console/ui';
import { useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { rememberWorkspace } from '../session';
import { useLogout } from '../use-logout';
import { membershipDecision, workspaceDataDecision } from './policy';
import { Redirect } from './redirect';
import { PageSpinner } from './require-session';
import { SessionBanners } from './session-banners';

/**
 * Spec §6 for /c/{workspace}: members open their workspaces, admins any (by impersonation), everyone else is
 * sent on. While the workspace resolves, the delayed spinner.
 */
export function WorkspaceRoute() {
  const { workspace: slug = '' } = useParams();
  const { data: user } = useCurrentUser();
  const decision = user ? membershipDecision(user, slug) : null;
  const workspace = useWorkspace(decision?.kind === 'allow' ? slug : null);

  useEffect(() => {
    if (decision?.kind === 'allow' && workspace.data) rememberWorkspace(slug);
  }, [decision?.kind, workspace.data, slug]);

  if (!user || !decision) return <PageSpinner label="Opening the workspace" />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} toast={decision.toast} />;
  if (decision.kind === 'impersonate') return <Impersonate slug={slug} />;
  if (workspace.isLoading) return <PageSpinner label="Opening the workspace" />;
  const data = workspaceDataDecision(slug, workspace.data, workspace.error);
  if (data.kind === 'redirect') return <Redirect to={data.to} toast={data.toast} />;
  return (
    <WorkspaceLayout user={user} slug={slug}>
      <Outlet />
    </WorkspaceLayout>
  );
}

function WorkspaceLayout({
  user,
  slug,
  children,
}: {
  user: CurrentUser;
  slug: string;
  children: React.ReactNode;
}) {
  const logout = useLogout();
  return (
    <WorkspaceShell
      user={{
        name: user.login_data.name ?? '',
        email: user.login_data.email ?? '',
        avatarUrl: user.login_data.avatarUrl,
      }}
      workspaces={user.memberships.map((m) => ({ slug: m.workspace.slug, name: m.workspace.name }))}
      currentSlug={slug}
      isAdmin={user.isAdmin || user.isFounder}
      banners={<SessionBanners user={user} slug={slug} />}
      onLogout={logout}
    >
      {children}
    </WorkspaceShell>
  );
}

/**
 * Spec §4: an admin without a membership looks the workspace up by slug, impersonates it by id, and reloads.
 * A failed look-up is only logged (spec §8, done by the request helper) and leaves the admin where they were;
 * a failed impersonation throws the server's text to the error page.
 */
function Impersonate({ slug }: { slug: string }) {
  const [failure, setFailure] = useState<Error | null>(null);
  const [lookupFailed, setLookupFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const view = await adminViewWorkspace(slug).catch(() => null);
      if (cancelled) return;
      if (!view) {
        setLookupFailed(true);
        return;
      }
      try {
        await impersonateWorkspace(view.data.workspace.id);
        if (!cancelled) window.location.reload();
      } catch (error) {
        if (!cancelled) setFailure(new Error(errorMessage(error)));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [slug]);

  if (failure) throw failure;
  if (lookupFailed) {
    return (
      <Redirect
        to="/admin/workspaces"
        toast={{ title: `There is no workspace at “${slug}” to open.`, variant: 'error' }}
      />
    );
  }
  return <PageSpinner label={`Opening ${slug} as an admin`} />;
}
