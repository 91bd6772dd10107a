import { HttpResponse, http } from 'msw';
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
  WORKSPACE_SENSITIVE_KEYS,
} from '../../packages/api/src';
import { setCsrfToken } from '../../packages/api/src/client';
import { NetworkError, RequestError } from '../../packages/api/src/errors';
import {
  buildWorkspace,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  MOCK_API_BASE_URL,
  SCENARIO_NAMES,
} from '../../packages/mock-api/src';
import { requestError, serverMessage, setupApiTests } from '../support/api';

const { server, scenario, reports, expectNoSchemaReports } = setupApiTests();

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

  it.each([
    ['unpaidInvoices', 'ifShowUnpaidInvoicesBanner', 'ifShowEmailVerificationBanner'],
    ['emailUnverified', 'ifShowEmailVerificationBanner', 'ifShowUnpaidInvoicesBanner'],
  ] as const)('shows the demo person %s their banner after logging in', async (person, banner, other) => {
    scenario('loggedOut');
    await login({ email: DEMO_PEOPLE[person].email, password: DEMO_PASSWORD });
    const user = await getCurrentUser();
    expect(user).toMatchObject({ [banner]: true, [other]: false, ifShowImpersonatedByBanner: false });
    expect(user?.login_data.name).toBe(DEMO_PEOPLE[person].name);
    expect(user?.memberships).toHaveLength(1);
    expect(user?.workspace?.slug).toBe(user?.memberships[0]?.workspace.slug);
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
  it('answers a member with the workspace', async () => {
    scenario('member');
    const reply = await getWorkspace('acme-media');
    expect(reply.workspace).toMatchObject({ slug: 'acme-media', name: 'Acme Media' });
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

describe('sensitive workspace fields (spec §3)', () => {
  const leaked = {
    secret: 'sk_live_4f9a1c',
    stripe_customer_id: 'cus_Q1w2e3r4',
    payment_provider_customer_id: 'cus_Q1w2e3r4',
  };

  /** Every key anywhere in a JSON value. */
  const keysIn = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(keysIn)
      : typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)])
        : [];

  it('never come from the mock backend, in the workspace or the current-user reply', async () => {
    scenario('member');
    const headers = { 'X-CSRF-Token': '' };
    const raw = await Promise.all(
      ['/acme-media/api/workspace.json', '/user/current.json'].map(async (path) =>
        (await fetch(`${MOCK_API_BASE_URL}${path}`, { headers })).json(),
      ),
    );
    expect(raw.flatMap(keysIn)).toEqual(expect.arrayContaining(['workspace', 'slug']));
    expect(
      raw.flatMap(keysIn).filter((key) => (WORKSPACE_SENSITIVE_KEYS as readonly string[]).includes(key)),
    ).toEqual([]);
  });

  it('are reported when a workspace reply carries them, and never reach the console', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${MOCK_API_BASE_URL}/acme-media/api/workspace.json`, () =>
        HttpResponse.json({
          meta: { status: 'ok' },
          workspace: { ...buildWorkspace({ name: 'Acme Media' }), ...leaked },
        }),
      ),
    );
    const reply = await getWorkspace('acme-media');
    expect(reply.workspace).toMatchObject({ slug: 'acme-media' });
    for (const key of Object.keys(leaked)) expect(reply.workspace).not.toHaveProperty(key);
    expect(JSON.stringify(reply)).not.toContain('cus_Q1w2e3r4');

    expect(reports()).toHaveBeenCalledTimes(1);
    const [error, context] = reports().mock.calls[0] ?? [];
    expect(String(error)).toContain('Schema mismatch in the response of GET /acme-media/api/workspace.json');
    const paths = ((context?.extra?.issues ?? []) as { path: string }[]).map((issue) => issue.path);
    expect(paths.sort()).toEqual(
      Object.keys(leaked)
        .map((key) => `workspace.${key}`)
        .sort(),
    );
    expect(JSON.stringify(context)).not.toContain('sk_live_4f9a1c');
  });

  it("are dropped from the current user's workspace too, while the rest of a faulty reply goes on", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = scenario('member');
    const body = backend.currentUser().body as { workspace: Record<string, unknown> };
    server.use(
      http.get(`${MOCK_API_BASE_URL}/user/current.json`, () =>
        HttpResponse.json({
          ...body,
          isAdmin: 'no',
          workspace: { ...body.workspace, secret_key: 'sk_live_4f9a1c' },
        }),
      ),
    );
    const user = await getCurrentUser();
    expect(user?.workspace).toMatchObject({ slug: 'acme-media' });
    expect(user?.workspace).not.toHaveProperty('secret_key');
    expect(user?.isAdmin).toBe('no');
    expect(reports().mock.calls[0]?.[1]?.extra?.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'workspace.secret_key' })]),
    );
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

  it('resends a code to an address typed in another case', async () => {
    const backend = scenario('loggedOut');
    await login({ email: DEMO_PEOPLE.twoFactor.email, password: DEMO_PASSWORD });
    const mailed = backend.state.outbox.length;
    await resendTwoFactorEmail({ email: DEMO_PEOPLE.twoFactor.email.toUpperCase() });
    expect(backend.state.outbox).toHaveLength(mailed + 1);
    expect(backend.state.outbox.at(-1)?.to).toBe(DEMO_PEOPLE.twoFactor.email);
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

  it('refuses a taken e-mail address, in any case, and a filled honeypot', async () => {
    scenario('loggedOut');
    expect(
      await serverMessage(
        signup({ email: DEMO_PEOPLE.member.email, password: 'a-long-password', confirm_field: '' }),
      ),
    ).toBe('An account with this e-mail address already exists. Log in or reset your password.');
    expect(
      await serverMessage(
        signup({ email: 'Jane@Example.COM', password: 'a-long-password', confirm_field: '' }),
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
      message: 'Your password has been reset, and you are logged in.',
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

  it('matches the address whatever its case, as typed at signup, asked for and reset', async () => {
    const backend = scenario('loggedOut');
    await signup({ email: 'Li.Wei@Example.com', password: 'a-long-password', confirm_field: '' });
    await getCurrentUser();
    await logout();
    await forgotPassword({ email: 'li.wei@example.com' });
    const link = new URL(backend.state.outbox.at(-1)?.link ?? '', 'https://console.example.com');
    const reset = await resetPassword({
      email: 'LI.WEI@EXAMPLE.COM',
      password: 'my-new-password',
      confirm_password: 'my-new-password',
      auth_key: link.searchParams.get('key') ?? '',
    });
    expect(reset.meta.message).toBe('Your password has been reset, and you are logged in.');
    await getCurrentUser();
    await logout();
    await expect(login({ email: 'li.wei@EXAMPLE.com', password: 'my-new-password' })).resolves.toMatchObject({
      meta: { status: 'ok' },
    });
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

  it('refuses a slug the console uses for a page of its own, which could never be opened', async () => {
    const backend = scenario('memberNoWorkspaces');
    await getCurrentUser();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await requestError(createWorkspace({ slug: 'admin', name: 'Admin' }));
    expect([error.status, error.serverMessage]).toEqual([
      400,
      '“admin” is reserved by the console; pick another address.',
    ]);
    expect(backend.state.workspaces.map((w) => w.slug)).not.toContain('admin');
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

// A look-up of a slug the seeded workspaces do not have searches the generated fleet of 50,000 (mocks/fleet.ts),
// which a fresh backend builds on first use: about 2 s run alone here, 5 to 8 s while the browser
// projects of `npm test` load both cores, past Vitest's default 5 s.
describe('admin: GET /admin/api/workspaces/view/{slug} and /admin/users/impersonate/{id}', {
  timeout: 30_000,
}, () => {
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
    expect(back.meta.redirect).toBe('/c/admin/workspace/initech-video');
    expect(await getCurrentUser()).toMatchObject({
      ifShowImpersonatedByBanner: false,
      isAdmin: true,
      login_data: { email: DEMO_PEOPLE.admin.email },
    });
    expect(await serverMessage(stopImpersonating())).toBe('You are not impersonating anyone.');
  });

  it('only logs a failed workspace look-up (spec §8), while a failed impersonation is also reported', async () => {
    scenario('founder');
    expect(await serverMessage(adminViewWorkspace('nowhere'))).toBe('There is no workspace at “nowhere”.');
    expect(console.error).toHaveBeenCalledWith(
      `Request error for GET ${MOCK_API_BASE_URL}/admin/api/workspaces/view/nowhere: There is no workspace at “nowhere”.`,
    );
    expect(reports()).not.toHaveBeenCalled();
    await expect(impersonateWorkspace(999)).rejects.toBeInstanceOf(RequestError);
    expect(reports()).toHaveBeenCalledTimes(1);
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
