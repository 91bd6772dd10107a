import { http } from 'msw';
import type { MockArea } from '../contract';

/**
 * The way back from an impersonation: the session returns to the admin who started it, who lands on the admin
 * page of the workspace they were in (or the admin dashboard when it was none).
 */
export const area: MockArea = ({ backend, base, send }) => [
  http.get(`${base}/admin/users/stop-impersonating`, () =>
    send(() => {
      const session = backend.state.session;
      if (!session) {
        return {
          status: 401,
          body: { meta: { status: 'error', message: 'Please log in to access this page' } },
        };
      }
      if (session.impersonatorId === null) {
        return {
          status: 409,
          body: { meta: { status: 'error', message: 'You are not impersonating anyone.' } },
        };
      }
      const slug = session.activeSlug;
      backend.startSession(session.impersonatorId);
      return {
        status: 200,
        body: {
          meta: {
            status: 'ok',
            message: 'You are back in your own account.',
            redirect: slug ? `/c/admin/workspace/${encodeURIComponent(slug)}` : '/c/admin/dashboard',
          },
        },
      };
    }, true),
  ),
];
