import { describe, expect, it } from 'vitest';
import {
  changePassword,
  getAccount,
  getCurrentUser,
  isTimeZone,
  login,
  logout,
  request,
  resendVerificationEmail,
  supportedTimeZones,
  type UpdateProfileInput,
  UpdateProfileInputSchema,
  updateProfile,
  updateTwoFactor,
  verifyAuthKey,
} from '../../packages/api/src';
import { NetworkError } from '../../packages/api/src/errors';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../packages/mock-api/src';
import { requestError, serverMessage, setupApiTests } from '../support/api';

// Invalid bodies are sent on purpose below; the helper warns about them before sending.
const { scenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });

/** Jane's profile as the settings form would send it, with the given changes. */
function janeProfile(changes: Partial<UpdateProfileInput> = {}): UpdateProfileInput {
  return {
    name: DEMO_PEOPLE.member.name,
    email: DEMO_PEOPLE.member.email,
    timezone: 'Europe/Amsterdam',
    send_newsletters: false,
    ...changes,
  };
}

describe('time zones', () => {
  it('knows UTC and the IANA zones of the runtime, and nothing else', () => {
    const zones = supportedTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(new Set(zones).size).toBe(zones.length);
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('gives the profile form human messages', () => {
    const result = UpdateProfileInputSchema.safeParse(
      janeProfile({ name: '  ', email: 'jane@', timezone: 'Mars/Olympus_Mons' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Enter your name.'],
      ['email', 'Enter a valid e-mail address.'],
      ['timezone', 'Choose a time zone from the list.'],
    ]);
  });
});

describe('GET /api/user/account.json', () => {
  it.each(['member', 'admin', 'memberNoWorkspaces', 'emailUnverified'] as const)(
    'answers the whole user in the %s scenario, matching its schema',
    async (name) => {
      scenario(name);
      const reply = await getAccount();
      expect(reply.meta.status).toBe('ok');
      expect(reply.user).toMatchObject({ timezone: 'Europe/Amsterdam', pending_email_change: null });
      expectNoSchemaReports();
    },
  );

  it('needs a session', async () => {
    scenario('loggedOut');
    const error = await requestError(getAccount());
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Please log in to access this page');
  });

  it('fails with the network text when the server is down', async () => {
    scenario('serverDown');
    await expect(getAccount()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('POST /api/user/profile.json', () => {
  it('saves name, time zone and newsletters, and the current user follows', async () => {
    scenario('member');
    await getCurrentUser();
    const reply = await updateProfile(
      janeProfile({ name: '  Jane Cooper-Hale ', timezone: 'America/New_York', send_newsletters: true }),
    );
    expect(reply.user).toMatchObject({
      name: 'Jane Cooper-Hale',
      timezone: 'America/New_York',
      send_newsletters: true,
      email: DEMO_PEOPLE.member.email,
      pending_email_change: null,
    });
    expect(reply.meta.message).toBe('Your profile has been saved.');
    expect((await getAccount()).user.name).toBe('Jane Cooper-Hale');
    expect((await getCurrentUser())?.login_data.name).toBe('Jane Cooper-Hale');
    expectNoSchemaReports();
  });

  it('keeps the old address until the new one is confirmed from the mailed link', async () => {
    const backend = scenario('member');
    await getCurrentUser();
    const reply = await updateProfile(janeProfile({ email: 'jane.cooper@example.com' }));
    expect(reply.user).toMatchObject({
      email: DEMO_PEOPLE.member.email,
      pending_email_change: 'jane.cooper@example.com',
    });
    expect(reply.meta.message).toMatch(/we sent a link to jane\.cooper@example\.com/);

    const mail = backend.state.outbox.at(-1);
    expect(mail).toMatchObject({ to: 'jane.cooper@example.com', subject: 'Confirm your new e-mail address' });
    const key = mail?.link?.replace('/c/verify-email/', '') ?? '';
    await expect(verifyAuthKey({ key })).resolves.toMatchObject({ meta: { status: 'ok' } });

    const user = (await getAccount()).user;
    expect(user).toMatchObject({ email: 'jane.cooper@example.com', pending_email_change: null });
    expect(await serverMessage(verifyAuthKey({ key }))).toBe('This link has expired or was already used.');

    await logout();
    await expect(login({ email: 'jane.cooper@example.com', password: DEMO_PASSWORD })).resolves.toMatchObject(
      {
        meta: { status: 'ok' },
      },
    );
  });

  it('withdraws a pending change when the current address is saved again, and old links stop working', async () => {
    const backend = scenario('member');
    await getCurrentUser();
    await updateProfile(janeProfile({ email: 'jane.cooper@example.com' }));
    const key = backend.state.outbox.at(-1)?.link?.replace('/c/verify-email/', '') ?? '';

    const reply = await updateProfile(janeProfile());
    expect(reply.user.pending_email_change).toBeNull();
    expect(await serverMessage(verifyAuthKey({ key }))).toBe('This link has expired or was already used.');
    expect((await getAccount()).user.email).toBe(DEMO_PEOPLE.member.email);
  });

  it('does not mail again when the pending address is saved unchanged', async () => {
    const backend = scenario('member');
    await getCurrentUser();
    await updateProfile(janeProfile({ email: 'jane.cooper@example.com' }));
    const mails = backend.state.outbox.length;
    const reply = await updateProfile(janeProfile({ email: 'jane.cooper@example.com', name: 'Jane C.' }));
    expect(reply.user).toMatchObject({ name: 'Jane C.', pending_email_change: 'jane.cooper@example.com' });
    expect(backend.state.outbox).toHaveLength(mails);
  });

  it('refuses an address another account uses, and saves nothing', async () => {
    scenario('member');
    await getCurrentUser();
    expect(
      await serverMessage(updateProfile(janeProfile({ name: 'Jane C.', email: DEMO_PEOPLE.admin.email }))),
    ).toBe('Another account already uses this e-mail address. Choose a different one.');
    const user = (await getAccount()).user;
    expect(user).toMatchObject({ name: DEMO_PEOPLE.member.name, pending_email_change: null });
  });

  it('refuses an empty name and an unknown time zone with a 400', async () => {
    scenario('member');
    await getCurrentUser();
    const empty = await requestError(updateProfile(janeProfile({ name: ' ' })));
    expect([empty.status, empty.serverMessage]).toEqual([400, 'Enter your name.']);
    expect(await serverMessage(updateProfile(janeProfile({ timezone: 'Mars/Olympus_Mons' })))).toBe(
      'Choose a time zone from the list.',
    );
  });

  it('needs a session and its CSRF token', async () => {
    scenario('loggedOut');
    expect((await requestError(updateProfile(janeProfile()))).status).toBe(401);
    scenario('member');
    const error = await requestError(updateProfile(janeProfile()));
    expect([error.status, error.serverMessage]).toEqual([
      403,
      'Your session has expired. Reload the page and try again.',
    ]);
  });
});

describe('POST /api/user/password.json', () => {
  const change = { current_password: DEMO_PASSWORD, password: 'a much longer secret', confirm_password: '' };

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    scenario('member');
    await getCurrentUser();
    const reply = await changePassword({ ...change, confirm_password: change.password });
    expect(reply.meta.message).toBe('Your password has been changed.');
    expectNoSchemaReports();

    await logout();
    expect(await serverMessage(login({ email: DEMO_PEOPLE.member.email, password: DEMO_PASSWORD }))).toBe(
      'The e-mail address or password is incorrect.',
    );
    await expect(
      login({ email: DEMO_PEOPLE.member.email, password: change.password }),
    ).resolves.toMatchObject({
      meta: { status: 'ok' },
    });
  });

  it('refuses a wrong current password, a mismatch, a short password and the same password', async () => {
    scenario('member');
    await getCurrentUser();
    expect(
      await serverMessage(
        changePassword({ ...change, current_password: 'not-my-password', confirm_password: change.password }),
      ),
    ).toBe('Your current password is not right.');
    expect(await serverMessage(changePassword({ ...change, confirm_password: 'a much longer secreT' }))).toBe(
      'The passwords do not match.',
    );
    expect(
      await serverMessage(changePassword({ ...change, password: 'short', confirm_password: 'short' })),
    ).toBe('Use at least 10 characters.');
    expect(
      await serverMessage(
        changePassword({
          current_password: DEMO_PASSWORD,
          password: DEMO_PASSWORD,
          confirm_password: DEMO_PASSWORD,
        }),
      ),
    ).toBe('Choose a new password that differs from your current one.');
  });

  it('needs a session and its CSRF token', async () => {
    scenario('loggedOut');
    expect(
      (await requestError(changePassword({ ...change, confirm_password: change.password }))).status,
    ).toBe(401);
    scenario('member');
    expect(
      (await requestError(changePassword({ ...change, confirm_password: change.password }))).status,
    ).toBe(403);
  });
});

describe('POST /api/user/two-factor.json', () => {
  it('turns e-mailed codes on and off, and login follows', async () => {
    scenario('member');
    await getCurrentUser();
    const on = await updateTwoFactor({ two_factor_auth_type: 'email' });
    expect(on.user.two_factor_auth_type).toBe('email');
    expect(on.meta.message).toBe('We will e-mail you a code each time you log in.');
    expectNoSchemaReports();

    await logout();
    const signIn = await login({ email: DEMO_PEOPLE.member.email, password: DEMO_PASSWORD });
    expect(signIn.meta.redirect).toMatch(/^\/c\/2fa\//);

    scenario('member');
    await getCurrentUser();
    const off = await updateTwoFactor({ two_factor_auth_type: 'none' });
    expect([off.user.two_factor_auth_type, off.meta.message]).toEqual(['none', 'Two-factor sign-in is off.']);
  });

  it('refuses e-mailed codes while the address is unverified', async () => {
    scenario('emailUnverified');
    await getCurrentUser();
    expect(await serverMessage(updateTwoFactor({ two_factor_auth_type: 'email' }))).toBe(
      'Verify your e-mail address before you turn on sign-in codes by e-mail.',
    );
    expect((await getAccount()).user.two_factor_auth_type).toBe('none');
  });

  it('refuses a type the console cannot set up', async () => {
    scenario('member');
    await getCurrentUser();
    // A hand-made request: the call's types would not let the console send it.
    const error = await requestError(
      request({ path: '/api/user/two-factor.json', method: 'POST', body: { two_factor_auth_type: 'totp' } }),
    );
    expect(error.status).toBe(400);
  });

  it('needs a session and its CSRF token', async () => {
    scenario('loggedOut');
    expect((await requestError(updateTwoFactor({ two_factor_auth_type: 'email' }))).status).toBe(401);
    scenario('member');
    expect((await requestError(updateTwoFactor({ two_factor_auth_type: 'email' }))).status).toBe(403);
  });
});

describe('POST /api/user/resend-verification.json', () => {
  it('mails Jane (unverified in this scenario) a new link; the earlier link stops working, the banner goes', async () => {
    const backend = scenario('emailUnverified');
    await getCurrentUser();
    const first = await resendVerificationEmail();
    expect(first.meta.message).toBe(`We sent a new link to ${DEMO_PEOPLE.member.email}.`);
    const keyOf = () => backend.state.outbox.at(-1)?.link?.replace('/c/verify-email/', '') ?? '';
    expect(backend.state.outbox.at(-1)).toMatchObject({
      to: DEMO_PEOPLE.member.email,
      subject: 'Verify your e-mail address',
    });
    const older = keyOf();
    await resendVerificationEmail();
    const newer = keyOf();
    expect(newer).not.toBe(older);
    expectNoSchemaReports();

    expect(await serverMessage(verifyAuthKey({ key: older }))).toBe(
      'This link has expired or was already used.',
    );
    await expect(verifyAuthKey({ key: newer })).resolves.toMatchObject({ meta: { status: 'ok' } });
    expect((await getCurrentUser())?.ifShowEmailVerificationBanner).toBe(false);
  });

  it('refuses a verified address and mails nothing', async () => {
    const backend = scenario('member');
    await getCurrentUser();
    const mails = backend.state.outbox.length;
    expect(await serverMessage(resendVerificationEmail())).toBe('Your e-mail address is already verified.');
    expect(backend.state.outbox).toHaveLength(mails);
  });

  it('needs a session and its CSRF token', async () => {
    scenario('loggedOut');
    expect((await requestError(resendVerificationEmail())).status).toBe(401);
    scenario('emailUnverified');
    expect((await requestError(resendVerificationEmail())).status).toBe(403);
  });
});
