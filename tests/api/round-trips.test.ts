import { describe, expect, it } from 'vitest';
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
  verifyAuthKey,
} from '../../packages/api/src';
import { NetworkError, RequestError } from '../../packages/api/src/errors';
import {
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  MOCK_API_BASE_URL,
  type MockBackend,
  SCENARIO_NAMES,
  type ScenarioName,
} from '../../packages/mock-api/src';
import { setupApiTests } from '../support/api';

const { scenario, expectNoSchemaReports } = setupApiTests();

/** What a call gives: a reply its schema accepts, null (logged out), or the server's refusal. */
type Outcome = 'ok' | 'null' | { status: number; message: string };

const loginRequired = { status: 401, message: 'Please log in to access this page' };
const notMember = { status: 403, message: 'You are not a member of this workspace.' };
const notAdminView = { status: 403, message: 'Only admins can look up workspaces.' };
const notAdminImpersonate = { status: 403, message: 'Only admins can impersonate a workspace.' };

/** The scenarios other than serverDown, which fails every call with the network-error text. */
type Answering = Exclude<ScenarioName, 'serverDown'>;

/** Like `member` in every scenario whose session is Jane's (her own or impersonated), else as given. */
function outcomes(
  member: Outcome,
  others: Partial<Record<Exclude<Answering, 'member'>, Outcome>> = {},
): Record<Answering, Outcome> {
  return {
    loggedOut: member,
    memberNoWorkspaces: member,
    member,
    admin: member,
    founder: member,
    impersonating: member,
    emailUnverified: member,
    unpaidInvoices: member,
    slow: member,
    ...others,
  };
}

const workspaceId = (backend: MockBackend, slug: string) =>
  backend.state.workspaces.find((w) => w.slug === slug)?.id ?? 0;

/** The link of the latest e-mail, and its key (reset links carry it as ?key=, others as the last segment). */
function mailedKey(backend: MockBackend): string {
  const link = new URL(backend.state.outbox.at(-1)?.link ?? '', 'https://console.example.com');
  return link.searchParams.get('key') ?? link.pathname.split('/').at(-1) ?? '';
}

/** Each call of spec §7, what it needs set up in the store first, and what it gives in each scenario. */
const CALLS: {
  call: string;
  run: (backend: MockBackend) => Promise<unknown>;
  expected: Record<Answering, Outcome>;
}[] = [
  {
    call: 'getCurrentUser',
    run: () => getCurrentUser(),
    expected: outcomes('ok', { loggedOut: 'null' }),
  },
  { call: 'getLoginData', run: () => getLoginData(), expected: outcomes('ok') },
  {
    call: 'getWorkspace',
    run: () => getWorkspace('acme-media'),
    expected: outcomes('ok', { loggedOut: loginRequired, memberNoWorkspaces: notMember }),
  },
  {
    call: 'login',
    run: () => login({ email: DEMO_PEOPLE.member.email, password: DEMO_PASSWORD }),
    expected: outcomes('ok'),
  },
  {
    call: 'signup',
    run: () => signup({ email: 'river@example.com', password: 'a-long-password', confirm_field: '' }),
    expected: outcomes('ok'),
  },
  {
    call: 'forgotPassword',
    run: () => forgotPassword({ email: DEMO_PEOPLE.member.email }),
    expected: outcomes('ok'),
  },
  {
    call: 'resetPassword',
    run: (backend) => {
      backend.forgotPassword({ email: DEMO_PEOPLE.member.email });
      const password = 'my-new-password';
      return resetPassword({
        email: DEMO_PEOPLE.member.email,
        password,
        confirm_password: password,
        auth_key: mailedKey(backend),
      });
    },
    expected: outcomes('ok'),
  },
  {
    call: 'verifyAuthKey',
    run: (backend) => {
      backend.login({ email: DEMO_PEOPLE.twoFactor.email, password: DEMO_PASSWORD });
      return verifyAuthKey({ key: mailedKey(backend), code: backend.state.outbox.at(-1)?.code ?? '' });
    },
    expected: outcomes('ok'),
  },
  {
    call: 'resendTwoFactorEmail',
    run: () => resendTwoFactorEmail({ email: DEMO_PEOPLE.twoFactor.email }),
    expected: outcomes('ok'),
  },
  { call: 'logout', run: () => logout(), expected: outcomes('ok') },
  {
    call: 'cancelAccount',
    run: () => cancelAccount({ do_it: true }),
    expected: outcomes('ok', { loggedOut: loginRequired }),
  },
  {
    call: 'createWorkspace',
    run: () => createWorkspace({ slug: 'river-films', name: 'River Films' }),
    expected: outcomes('ok', { loggedOut: loginRequired }),
  },
  {
    call: 'recordTemplateEditorAssembly',
    run: (backend) => recordTemplateEditorAssembly({ workspace_id: workspaceId(backend, 'acme-media') }),
    expected: outcomes('ok', {
      loggedOut: loginRequired,
      memberNoWorkspaces: notMember,
      admin: notMember,
      founder: notMember,
    }),
  },
  {
    call: 'adminViewWorkspace',
    run: () => adminViewWorkspace('initech-video'),
    expected: outcomes(notAdminView, { loggedOut: loginRequired, admin: 'ok', founder: 'ok' }),
  },
  {
    call: 'impersonateWorkspace',
    run: (backend) => impersonateWorkspace(workspaceId(backend, 'initech-video')),
    expected: outcomes(notAdminImpersonate, { loggedOut: loginRequired, admin: 'ok', founder: 'ok' }),
  },
];

/** Spec §8's network-error text, for a call to the mock API. */
const NETWORK_ERROR = new RegExp(
  `^Network error while doing a (GET|POST) request to ${MOCK_API_BASE_URL.replaceAll('.', '\\.')}/\\S+\\. This usually means the server is unreachable or there's no internet connection\\.$`,
);

describe('every spec §7 call against the mock backend, in every scenario', () => {
  const cases = CALLS.flatMap(({ call, run, expected }) =>
    SCENARIO_NAMES.map((name) => ({
      call,
      name,
      run,
      expected: name === 'serverDown' ? null : expected[name],
    })),
  );

  it.each(cases)('$call in $name', async ({ run, name, expected }) => {
    const backend = scenario(name);
    // As the console starts: the current user first, which hands the client the session's CSRF token.
    if (backend.state.session && name !== 'serverDown') await getCurrentUser();
    const result = await run(backend).catch((error: unknown) => error);

    if (expected === null) {
      expect(result).toBeInstanceOf(NetworkError);
      expect((result as NetworkError).message).toMatch(NETWORK_ERROR);
    } else if (expected === 'ok' || expected === 'null') {
      expect(result).not.toBeInstanceOf(Error);
      if (expected === 'null') expect(result).toBeNull();
      else expect(result).toEqual(expect.any(Object));
      expectNoSchemaReports();
    } else {
      expect(result).toBeInstanceOf(RequestError);
      expect({
        status: (result as RequestError).status,
        message: (result as RequestError).serverMessage,
      }).toEqual(expected);
    }
  });
});
