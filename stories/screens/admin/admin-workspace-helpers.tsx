import { getCurrentUser, setCsrfToken } from '@console/api';
import { AdminWorkspaceScreen, href, patterns, withBasename } from '@console/ui';
import { useParams } from 'react-router';
import { within } from 'storybook/test';

/** The first answer generates the fleet and its invoice ledger: generous on busy machines. */
export const fleetReply = { timeout: 20_000 };

/** The screen on its route, with the workspace from the path as the console's page gives it. */
export function RoutedAdminWorkspace() {
  const { adminWorkspace = '' } = useParams();
  return <AdminWorkspaceScreen adminWorkspace={adminWorkspace} />;
}

export const adminWorkspaceParameters = (slug: string) => ({
  shell: 'admin' as const,
  scenario: 'admin' as const,
  route: withBasename(href.adminWorkspace(slug)),
  path: withBasename(patterns.adminWorkspace),
});

/** The page once its workspace has loaded: its h1. */
export async function loaded(canvas: ReturnType<typeof within>, name: string) {
  const main = within(canvas.getByRole('main'));
  await main.findByRole('heading', { level: 1, name }, fleetReply);
  return main;
}

/** The app loads the current user (and with it the CSRF token writes need) before any admin page. */
export async function withSession() {
  await getCurrentUser().catch(() => null);
  return () => setCsrfToken(null);
}
