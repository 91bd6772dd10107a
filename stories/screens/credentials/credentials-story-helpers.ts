import { getCurrentUser, setCsrfToken } from '@console/api';
import { withBasename } from '@console/ui';
import type { within } from 'storybook/test';

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
export const reply = { timeout: 5000 };

/** A connection test answers after CREDENTIAL_TEST_DELAY_MS (1.2 s), as a real service would. */
export const testReply = { timeout: 8000 };

/** The route parameters of a credentials story: the address it opens and the pattern the screen is routed at. */
export function routeOf(path: string, pattern: string) {
  return { route: withBasename(path), path: withBasename(pattern) };
}

/** The app loads the current user (and with it the CSRF token writes need) before any workspace page. */
export async function withSession() {
  await getCurrentUser();
  return () => setCsrfToken(null);
}

export type Canvas = ReturnType<typeof within>;
