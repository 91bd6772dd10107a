import { describe, expect, it, vi } from 'vitest';
import {
  adminViewWorkspace,
  cancelAccount,
  createWorkspace,
  forgotPassword,
  getCurrentUser,
  getLoginData,
  getWorkspace,
  impersonateWorkspace,
  login,
  logout,
  recordTemplateEditorAssembly,
  resendTwoFactorEmail,
  resetPassword,
  signup,
  stopImpersonating,
  verifyAuthKey,
} from '../../packages/api/src';
import { setCsrfToken } from '../../packages/api/src/client';
import { NetworkError, RequestError } from '../../packages/api/src/errors';
import { DEMO_PASSWORD, DEMO_PEOPLE, SCENARIO_NAMES } from '../../packages/api/src/mocks';
import { serverMessage, setupApiTests } from '../support/api';

const { scenario, reports, expectNoSchemaReports } = setupApiTests();

describe('GET /user/current.json', () => {
  it.each(SCENARIO_NAMES.filter((n) => n !== 'serverDown'))(
    'matches its schema in the %s scenario',
    async (name) => {
      scenario(name);
      await getCurrentUser();
      expectNoSchemaReports();
    },
  );

  it('is null when logged out (HTTP 401), without a report', async () => {
    scenario('loggedOut');
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(reports()).not.toHaveBeenCalled();
  });

  it('gives a member both workspaces and the CSRF token', async () => {
    scenario('member');
    const user = await getCurrentUser();
    expect(user?.login_data.email).toBe(DEMO_PEOPLE.member.email);
    expect(user?.memberships.map((m) => m.workspace.slug)).toEqual(['acme-media', 'globex-studio']);
    expect(user?.workspace?.slug).toBe('acme-media');
    expect(user?.isAdmin).toBe(false);
    expect(user?.login_data.cookieVal).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives a user without memberships no workspace', async () => {
    scenario('memberNoWorkspaces');
    const user = await getCurrentUser();
    expect(user?.memberships).toEqual([]);
    expect(user?.workspace).toBeNull();
  });

  it('marks admins and founders', async () => {
    scenario('admin');
    expect(await getCurrentUser()).toMatchObject({ isAdmin: true, isFounder: false });
    scenario('founder');
    expect(await getCurrentUser()).toMatchObject({ isAdmin: true, isFounder: true });
  });

  it.each([
    ['impersonating', 'ifShowImpersonatedByBanner'],
    ['emailUnverified', 'ifShowEmailVerificationBanner'],
    ['unpaidInvoices', 'ifShowUnpaidInvoicesBanner'],
  ] as const)('turns on its banner in the %s scenario', async (name, banner) => {
    scenario(name);
    const user = await getCurrentUser();
    expect(user?.[banner]).toBe(true);
    scenario('member');
    expect((await getCurrentUser())?.[banner]).toBe(false);
  });

  it('throws the network-error text when the server is down', async () => {
    scenario('serverDown');
    await expect(getCurrentUser()).rejects.toBeInstanceOf(NetworkError);
  });

  it('still answers on a slow network', async () => {
    scenario('slow');
    expect((await getCurrentUser())?.login_data.loggedIn).toBe(true);
  });
});

describe('GET /users/login_data.json', () => {
  it('says logged out with empty fields', async () => {
    scenario('loggedOut');
    expect(await getLoginData()).toMatchObject({ loggedIn: false, email: null, workspace_slugs: [] });
    expectNoSchemaReports();
  });

  it('lists the workspaces of a logged-in member and marks impersonation', async () => {
    scenario('member');
    expect(await getLoginData()).toMatchObject({
      loggedIn: true,
      workspace_slugs: ['acme-media', 'globex-studio'],
      isImpersonated: false,
    });
    scenario('impersonating');
    expect(await getLoginData()).toMatchObject({ isImpersonated: true });
    expectNoSchemaReports();
  });
});

describe('GET /{slug}/api/workspace.json', () => {
  it('answers a member with the workspace, without sensitive fields', async () => {
    scenario('member');
    const reply = await getWorkspace('acme-media');
    expect(reply.workspace).toMatchObject({ slug: 'acme-media', name: 'Acme Media' });
    expect(Object.keys(reply.workspace)).not.toContain('secret');
    expectNoSchemaReports();
  });

  it('refuses a member without a membership, an unknown slug, and a logged-out visitor', async () => {
    scenario('member');
    expect(await serverMessage(getWorkspace('initech-video'))).toBe(
      'You are not a member of this workspace.',
    );
    expect(await serverMessage(getWorkspace('no-such-place'))).toBe(
      'There is no workspace at “no-such-place”.',
    );
    scenario('loggedOut');
    const error = await getWorkspace('acme-media').catch((e: unknown) => e);
    expect((error as RequestError).status).toBe(401);
  });

  it('lets an admin open any workspace', async () => {
    scenario('admin');
    expect((await getWorkspace('initech-video')).workspace.slug).toBe('initech-video');
  });
});

describe('POST /user/login.json', () => {
  it('refuses a wrong password with a message a person can act on', async () => {
    scenario('loggedOut');
    expect(await serverMessage(login({ email: DEMO_PEOPLE.member.email, password: 'nope' }))).toBe(
      'The e-mail address or password is incorrect.',
    );
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('starts a session and gives a redirect', async () => {
    scenario('loggedOut');
    const reply = await login({ email: DEMO_PEOPLE.member.email, password: DEMO_PASSWORD });
    expect(reply.meta).toMatchObject({ status: 'ok', redirect: '/c/dashboard' });
    expect((await getCurrentUser())?.login_data.email).toBe(DEMO_PEOPLE.member.email);
    expectNoSchemaReports();
  });

  it('accepts the e-mail address in any case and with spaces around it', async () => {
    scenario('loggedOut');
    await login({ email: '  JANE@example.com ', password: DEMO_PASSWORD });
    expect((await getCurrentUser())?.login_data.email).toBe(DEMO_PEOPLE.member.email);
  });

  it('answers a malformed body with a 400 and a clear message, never a crash', async () => {
    scenario('loggedOut');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await login({ email: 'not-an-address', password: '' }).catch((e: unknown) => e);
    expect((error as RequestError).status).toBe(400);
    expect((error as RequestError).serverMessage).toBe('Enter a valid e-mail address.');
  });
});

describe('two-factor: POST /api/auth-keys/verify.json and /api/resend-2fa-email.json', () => {
  it('sends a two-factor user to the code step, checks the code and then starts the session', async () => {
    const backend = scenario('loggedOut');
    const reply = await login({ email: DEMO_PEOPLE.twoFactor.email, password: DEMO_PASSWORD });
    const key = reply.meta.redirect?.replace('/c/2fa/', '') ?? '';
    expect(reply.meta.redirect).toMatch(/^\/c\/2fa\/[0-9a-f]{32}$/);
    await expect(getCurrentUser()).resolves.toBeNull();

    expect(await serverMessage(verifyAuthKey({ key, code: '000000' }))).toBe(
      'That code is not right. Check the latest e-mail we sent.',
    );
    const code = backend.state.outbox.at(-1)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await verifyAuthKey({ key, code });
    expect((await getCurrentUser())?.login_data.email).toBe(DEMO_PEOPLE.twoFactor.email);
    expect(await serverMessage(verifyAuthKey({ key, code }))).toBe(
      'This link has expired or was already used.',
    );
  });

  it('resends a new code and retires the old one', async () => {
    const backend = scenario('loggedOut');
    const reply = await login({ email: DEMO_PEOPLE.twoFactor.email, password: DEMO_PASSWORD });
    const key = reply.meta.redirect?.replace('/c/2fa/', '') ?? '';
    const first = backend.state.outbox.at(-1)?.code ?? '';
    const resent = await resendTwoFactorEmail({ email: DEMO_PEOPLE.twoFactor.email });
    expect(resent.meta.message).toBe(`We sent a new code to ${DEMO_PEOPLE.twoFactor.email}.`);
    const second = backend.state.outbox.at(-1)?.code ?? '';
    expect(second).not.toBe(first);
    await expect(verifyAuthKey({ key, code: first })).rejects.toBeInstanceOf(RequestError);
    await expect(verifyAuthKey({ key, code: second })).resolves.toMatchObject({ meta: { status: 'ok' } });
  });
});

describe('POST /user/signup.json and e-mail verification', () => {
  it('creates an account, logs it in, and verifies the e-mail from the link', async () => {
    const backend = scenario('loggedOut');
    const reply = await signup({
      email: 'new.person@example.com',
      password: 'a-long-password',
      confirm_field: '',
    });
    expect(reply.meta.redirect).toBe('/c/create-workspace');
    expect(await getCurrentUser()).toMatchObject({ ifShowEmailVerificationBanner: true, memberships: [] });

    const link = backend.state.outbox.at(-1)?.link ?? '';
    expect(link).toMatch(/^\/c\/verify-email\/[0-9a-f]{32}$/);
    await verifyAuthKey({ key: link.replace('/c/verify-email/', '') });
    expect(await getCurrentUser()).toMatchObject({ ifShowEmailVerificationBanner: false });
    expectNoSchemaReports();
  });

  it('refuses a taken e-mail address and a filled honeypot', async () => {
    scenario('loggedOut');
    expect(
      await serverMessage(
        signup({ email: DEMO_PEOPLE.member.email, password: 'a-long-password', confirm_field: '' }),
      ),
    ).toBe('An account with this e-mail address already exists. Log in or reset your password.');
    expect(
      await serverMessage(
        signup({ email: 'bot@example.com', password: 'a-long-password', confirm_field: 'x' }),
      ),
    ).toBe('We could not create this account.');
  });
});

describe('POST /user/forgot-password.json and /api/reset-password.json', () => {
  it('mails a one-time link that sets a new password once', async () => {
    const backend = scenario('loggedOut');
    const email = DEMO_PEOPLE.member.email;
    const asked = await forgotPassword({ email });
    expect(asked.meta.message).toBe(
      'If an account exists for that address, we have sent it a link to reset the password.',
    );
    const link = new URL(backend.state.outbox.at(-1)?.link ?? '', 'https://console.example.com');
    const authKey = link.searchParams.get('key') ?? '';
    expect(link.searchParams.get('email')).toBe(email);

    const reset = await resetPassword({
      email,
      password: 'my-new-password',
      confirm_password: 'my-new-password',
      auth_key: authKey,
    });
    expect(reset.meta).toMatchObject({
      message: 'Your password has been changed.',
      redirect: '/c/dashboard',
    });
    expect((await getCurrentUser())?.login_data.email).toBe(email);
    await logout();
    await expect(login({ email, password: DEMO_PASSWORD })).rejects.toBeInstanceOf(RequestError);
    await expect(login({ email, password: 'my-new-password' })).resolves.toMatchObject({
      meta: { status: 'ok' },
    });
    expect(
      await serverMessage(
        resetPassword({
          email,
          password: 'another-password',
          confirm_password: 'another-password',
          auth_key: authKey,
        }),
      ),
    ).toBe('This reset link has expired or was already used. Ask for a new one.');
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const backend = scenario('loggedOut');
    const asked = await forgotPassword({ email: 'nobody@example.com' });
    expect(asked.meta.status).toBe('ok');
    expect(backend.state.outbox).toEqual([]);
  });

  it('refuses passwords that do not match', async () => {
    scenario('loggedOut');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await resetPassword({
      email: DEMO_PEOPLE.member.email,
      password: 'my-new-password',
      confirm_password: 'something-else',
      auth_key: 'abc',
    }).catch((e: unknown) => e);
    expect((error as RequestError).serverMessage).toBe('The passwords do not match.');
  });
});

describe('POST /api/user/logout.json', () => {
  it('ends the session', async () => {
    scenario('member');
    await getCurrentUser();
    const reply = await logout();
    expect(reply.meta).toMatchObject({ status: 'ok', message: 'You have been logged out' });
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('refuses a write without the session CSRF token', async () => {
    scenario('member');
    await getCurrentUser();
    setCsrfToken('forged');
    expect(await serverMessage(logout())).toBe('Your session has expired. Reload the page and try again.');
  });
});

describe('POST /api/cancel.json', () => {
  it('cancels the account and ends the session; the account can no longer log in', async () => {
    scenario('member');
    await getCurrentUser();
    await expect(cancelAccount({ do_it: true })).resolves.toMatchObject({ meta: { status: 'ok' } });
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(await serverMessage(login({ email: DEMO_PEOPLE.member.email, password: DEMO_PASSWORD }))).toMatch(
      /was cancelled/,
    );
  });

  it('needs a session', async () => {
    scenario('loggedOut');
    const error = await cancelAccount().catch((e: unknown) => e);
    expect((error as RequestError).status).toBe(401);
  });
});

describe('POST /api/create-new-workspace.json', () => {
  it('creates a workspace with a membership and makes it active', async () => {
    scenario('memberNoWorkspaces');
    await getCurrentUser();
    const reply = await createWorkspace({ slug: 'river-films', name: 'River Films' });
    expect(reply.data.workspace).toMatchObject({ slug: 'river-films', name: 'River Films' });
    const user = await getCurrentUser();
    expect(user?.memberships.map((m) => m.workspace.slug)).toEqual(['river-films']);
    expect(user?.workspace?.slug).toBe('river-films');
    expectNoSchemaReports();
  });

  it('refuses a taken slug and an invalid one', async () => {
    scenario('member');
    await getCurrentUser();
    expect(await serverMessage(createWorkspace({ slug: 'acme-media' }))).toBe(
      'The address “acme-media” is taken. Try another.',
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await serverMessage(createWorkspace({ slug: '' }))).toBe('Choose an address for the workspace.');
  });
});

describe('POST /api/user/record-template-editor-assembly.json', () => {
  it('records a test run for a workspace of the user, and refuses another workspace', async () => {
    const backend = scenario('member');
    const user = await getCurrentUser();
    const acme = user?.memberships[0]?.account_id ?? 0;
    await recordTemplateEditorAssembly({ workspace_id: acme });
    expect(backend.state.templateEditorAssemblies).toEqual([
      { workspaceId: acme, userId: user?.login_data.id },
    ]);
    const initech = backend.state.workspaces.find((w) => w.slug === 'initech-video')?.id ?? 0;
    expect(await serverMessage(recordTemplateEditorAssembly({ workspace_id: initech }))).toBe(
      'You are not a member of this workspace.',
    );
  });
});

describe('admin: GET /admin/api/workspaces/view/{slug} and /admin/users/impersonate/{id}', () => {
  it('looks a workspace up by slug, then impersonates it by id', async () => {
    scenario('admin');
    await getCurrentUser();
    const view = await adminViewWorkspace('initech-video');
    expect(view.meta.status).toBe('ok');
    const id = view.data.workspace.id;
    await impersonateWorkspace(id);
    const user = await getCurrentUser();
    expect(user).toMatchObject({ ifShowImpersonatedByBanner: true, workspace: { slug: 'initech-video' } });
    expect(user?.login_data).toMatchObject({ email: 'peter@initech.example', isImpersonated: true });
    expectNoSchemaReports();
  });

  it('returns the session to the admin when the impersonation ends', async () => {
    scenario('admin');
    await getCurrentUser();
    await impersonateWorkspace((await adminViewWorkspace('initech-video')).data.workspace.id);
    const back = await stopImpersonating();
    expect(back.meta.redirect).toBe('/c/admin/dashboard');
    expect(await getCurrentUser()).toMatchObject({
      ifShowImpersonatedByBanner: false,
      isAdmin: true,
      login_data: { email: DEMO_PEOPLE.admin.email },
    });
    expect(await serverMessage(stopImpersonating())).toBe('You are not impersonating anyone.');
  });

  it('refuses members, and says so for an unknown workspace', async () => {
    scenario('member');
    expect(await serverMessage(adminViewWorkspace('initech-video'))).toBe(
      'Only admins can look up workspaces.',
    );
    expect(await serverMessage(impersonateWorkspace(4))).toBe('Only admins can impersonate a workspace.');
    scenario('founder');
    expect(await serverMessage(adminViewWorkspace('nowhere'))).toBe('There is no workspace at “nowhere”.');
    expect(await serverMessage(impersonateWorkspace(999))).toBe('There is no workspace with id 999.');
  });
});
