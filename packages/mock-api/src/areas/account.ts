import { http } from 'msw';
import type { MockArea } from '../contract';

/** The account area: the logged-in person's own settings (profile, password, two-factor, a new verification link). */
export const area: MockArea = ({ backend, base, send, post }) => [
  http.get(`${base}/api/user/account.json`, () => send(() => backend.account())),
  post('/api/user/profile.json', (body, csrfToken) => backend.updateProfile(body, csrfToken)),
  post('/api/user/password.json', (body, csrfToken) => backend.changePassword(body, csrfToken)),
  post('/api/user/two-factor.json', (body, csrfToken) => backend.updateTwoFactor(body, csrfToken)),
  post('/api/user/resend-verification.json', (_body, csrfToken) =>
    backend.resendVerificationEmail(csrfToken),
  ),
];
