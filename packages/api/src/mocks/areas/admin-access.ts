import type { User } from '../../schemas/user';
import { failure, type MockBackend, type MockReply } from '../backend';

/*
 * The server's rule for every /admin/api call: a session, the admin or founder role, and for writes the session's
 * CSRF token. Each call names what it refuses, in the server's words, as the dashboards' calls do.
 */

/** Who is signed in, or null. */
export function sessionUserOf(backend: MockBackend): User | null {
  const session = backend.state.session;
  if (!session) return null;
  return backend.state.users.find((stored) => stored.user.id === session.userId)?.user ?? null;
}

/** The admin asking, or the reply that refuses them: 401 when signed out, 403 with `refusal` for anyone else. */
export function adminOrRefusal(
  backend: MockBackend,
  refusal: string,
  csrfToken?: string | null,
): User | MockReply {
  const me = sessionUserOf(backend);
  if (!me) return failure(401, 'Please log in to access this page');
  if (me.role !== 'admin' && me.role !== 'founder') return failure(403, refusal);
  if (csrfToken !== undefined && csrfToken !== backend.state.session?.csrfToken) {
    return failure(403, 'Your session has expired. Reload the page and try again.');
  }
  return me;
}

/** Whether `adminOrRefusal` refused. */
export const isRefusal = (answer: User | MockReply): answer is MockReply =>
  'status' in answer && 'body' in answer;
