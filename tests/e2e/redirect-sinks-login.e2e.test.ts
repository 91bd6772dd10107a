import type { MockReply } from '@console/mock-api';
import { http } from 'msw';
import { describe, it } from 'vitest';
import { HOSTILE_REDIRECT_REPLIES, HOSTILE_REDIRECT_STRINGS } from '../support/hostile-redirects';
import { PRODUCTION_API as API } from './global-setup';
import { goInApp, JANE, logInAsJane, loginReply, openSink, tryEvery } from './redirect-sinks';
import { setupBrowser } from './support';

// The sinks before a session: the login, signup and reset-password replies and the login page's redirect query.
// The two-factor, verify-email and logout replies are in redirect-sinks-session.e2e.test.ts (one file would
// run too long).
const browser = setupBrowser({ target: 'production' });
const replies = HOSTILE_REDIRECT_REPLIES;

const toResponse = (reply: MockReply) => Response.json(reply.body, { status: reply.status });

describe('hostile redirects never take the console off its origin or out of /c/', () => {
  it(`the login reply (${replies.length} targets)`, async () => {
    const open = () =>
      openSink(browser, '/c/login', (backend, target) =>
        http.post(`${API}/user/login.json`, () => loginReply(backend, target)),
      );
    await tryEvery(open, replies, '/c/acme-media', async (sink) => {
      await goInApp(sink.page, '/c/login');
      await logInAsJane(sink.page);
    });
  }, 60_000);

  it(`the login page's redirect query (${HOSTILE_REDIRECT_STRINGS.length} targets)`, async () => {
    // The server's own reply names its generic landing page, which gives way to the page asked for.
    const open = () =>
      openSink(browser, '/c/login', (backend) =>
        http.post(`${API}/user/login.json`, async ({ request }) =>
          toResponse(backend.login(await request.json())),
        ),
      );
    await tryEvery(open, HOSTILE_REDIRECT_STRINGS, '/c/acme-media', async (sink, target) => {
      await goInApp(sink.page, `/c/login?redirect=${encodeURIComponent(String(target))}`);
      await logInAsJane(sink.page);
    });
  }, 60_000);

  it(`the signup reply (${replies.length} targets)`, async () => {
    // The reply signs Jane in, so every attempt can sign up with the same address.
    const open = () =>
      openSink(browser, '/c/signup', (backend, target) =>
        http.post(`${API}/user/signup.json`, () => loginReply(backend, target)),
      );
    await tryEvery(open, replies, '/c/acme-media', async (sink) => {
      await goInApp(sink.page, '/c/signup');
      await sink.page.getByLabel('E-mail address', { exact: true }).fill('nina@example.com');
      await sink.page.getByLabel('Password', { exact: true }).fill('a-new-password-for-nina');
      await sink.page.getByRole('button', { name: 'Create account' }).click();
    });
  }, 60_000);

  it(`the reset-password reply (${replies.length} targets)`, async () => {
    const link = `/c/reset-password?${new URLSearchParams({ email: JANE, key: 'a-reset-key' })}`;
    const open = () =>
      openSink(browser, link, (backend, target) =>
        http.post(`${API}/api/reset-password.json`, () => loginReply(backend, target)),
      );
    await tryEvery(open, replies, '/c/acme-media', async (sink) => {
      await goInApp(sink.page, link);
      await sink.page.getByLabel('New password', { exact: true }).fill('a-new-password-for-jane');
      await sink.page.getByLabel('Repeat the new password', { exact: true }).fill('a-new-password-for-jane');
      await sink.page.getByRole('button', { name: 'Change password' }).click();
    });
  }, 60_000);
});
