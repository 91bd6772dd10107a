import { http } from 'msw';
import { describe, it } from 'vitest';
import { HOSTILE_REDIRECT_REPLIES } from '../support/hostile-redirects';
import { PRODUCTION_API as API } from './global-setup';
import { withMeta } from './production-api';
import { goInApp, JANE, loginReply, openSink, tryEvery } from './redirect-sinks';
import { setupBrowser } from './support';

// The two-factor, verify-email and logout replies; the login-side sinks are in redirect-sinks-login.e2e.test.ts.
const browser = setupBrowser({ target: 'production' });
const replies = HOSTILE_REDIRECT_REPLIES;

describe('hostile redirects never take the console off its origin or out of /c/', () => {
  it(`the two-factor reply (${replies.length} targets)`, async () => {
    const step = `/c/2fa/${'0'.repeat(32)}?email=${encodeURIComponent(JANE)}`;
    const open = () =>
      openSink(browser, step, (backend, target) =>
        http.post(`${API}/api/auth-keys/verify.json`, () => loginReply(backend, target)),
      );
    await tryEvery(open, replies, '/c/acme-media', async (sink) => {
      await goInApp(sink.page, step);
      // The six-box code field takes a whole code in its first box, as autofill puts it there.
      await sink.page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill('123456');
      await sink.page.getByRole('button', { name: 'Verify and log in' }).click();
    });
  }, 60_000);

  it(`the verify-email reply (${replies.length} targets)`, async () => {
    // The console does not follow this reply's redirect (it offers "Continue to the console"): this keeps it so.
    const open = () =>
      openSink(browser, '/c/login', (backend, target) =>
        http.post(`${API}/api/auth-keys/verify.json`, () =>
          loginReply(backend, target, 'Your e-mail address is verified.'),
        ),
      );
    await tryEvery(open, replies, '/c/acme-media', async (sink) => {
      await goInApp(sink.page, `/c/verify-email/${'1'.repeat(32)}`);
      await sink.page.getByRole('link', { name: 'Continue to the console' }).click();
    });
  }, 60_000);

  it(`the logout reply (${replies.length} targets)`, async () => {
    const open = () =>
      openSink(browser, '/c/login', (backend, target) =>
        http.post(`${API}/api/user/logout.json`, ({ request }) =>
          withMeta(backend.logout(request.headers.get('x-csrf-token')), { redirect: target.current }),
        ),
      );
    await tryEvery(open, replies, '/c/login?loggedOut=1', async (sink) => {
      const jane = sink.backend.state.users.find((u) => u.user.email === JANE)?.user.id ?? -1;
      sink.backend.startSession(jane);
      await goInApp(sink.page, '/c/acme-media');
      await sink.page.getByRole('button', { name: /Jane Cooper/ }).click();
      await sink.page.getByRole('menuitem', { name: 'Log out' }).click();
    });
  }, 60_000);
});
