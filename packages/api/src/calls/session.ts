import { request, setCsrfToken } from '../client';
import { type CancelAccountInput, CancelAccountInputSchema } from '../schemas/auth';
import { CurrentUserSchema } from '../schemas/current-user';
import { EnvelopeSchema } from '../schemas/envelope';
import { LoginDataSchema } from '../schemas/login-data';
import { firstPagePaths } from './first-page';

/**
 * Who is logged in; null when nobody is (the server answers 401, or `login_data.loggedIn` is false).
 * Its reply carries the session's CSRF token (`login_data.cookieVal`), which the client keeps for later calls.
 */
export async function getCurrentUser() {
  const user = await request({
    path: firstPagePaths.currentUser(),
    responseSchema: CurrentUserSchema,
    nullOn: [401],
  });
  const loggedIn = user?.login_data.loggedIn ? user : null;
  setCsrfToken(loggedIn?.login_data.cookieVal ?? null);
  return loggedIn;
}

/** The short login summary; like the current user, it hands the session's CSRF token to the client. */
export async function getLoginData() {
  const data = await request({ path: '/users/login_data.json', responseSchema: LoginDataSchema });
  setCsrfToken(data.loggedIn ? data.cookieVal : null);
  return data;
}

/** Ends the session; the client forgets the CSRF token whatever the reply. */
export async function logout() {
  try {
    return await request({ path: '/api/user/logout.json', method: 'POST', responseSchema: EnvelopeSchema });
  } finally {
    setCsrfToken(null);
  }
}

export const cancelAccount = (body: CancelAccountInput = { do_it: true }) =>
  request({
    path: '/api/cancel.json',
    method: 'POST',
    body,
    requestSchema: CancelAccountInputSchema,
    responseSchema: EnvelopeSchema,
  });
