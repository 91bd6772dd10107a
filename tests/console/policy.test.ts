import { type CurrentUser, NetworkError, RequestError } from '@console/api';
import { createScenario, type ScenarioName } from '@console/mock-api';
import { describe, expect, it } from 'vitest';
import { afterAuthPath, withTwoFactorContext } from '../../apps/console/src/auth-redirects';
import {
  adminDecision,
  adminLookupFailure,
  currentWorkspaceSlug,
  homePath,
  loggedOutPath,
  membershipDecision,
  sessionDecision,
  unprefixedPath,
  workspaceDataDecision,
} from '../../apps/console/src/guards/policy';
import {
  href,
  UNPREFIXED_WORKSPACE_PATHS,
  withBasename,
  withoutBasename,
} from '../../packages/ui/src/lib/paths';

/** The current-user reply of a scenario, exactly as the mock backend builds it. */
function userOf(name: ScenarioName): CurrentUser {
  const reply = createScenario(name).backend.currentUser();
  if (reply.status !== 200) throw new Error(`${name} has no logged-in user`);
  return reply.body as CurrentUser;
}

/** The member with another workspace as the server's active one: Jane after she last opened Globex Studio. */
function memberActiveIn(slug: string): CurrentUser {
  const { backend } = createScenario('member');
  // Opening a workspace makes it the session's active one, as the real server does.
  backend.workspace(slug);
  const user = backend.currentUser().body as CurrentUser;
  // A workspace Jane cannot open stays out of the backend's session; the reply can still name it (stale).
  return { ...user, login_data: { ...user.login_data, active_workspace_slug: slug } };
}

const network = () => new NetworkError('GET', 'https://api.console.test/user/current.json');
const refused = (status: number) =>
  new RequestError({ method: 'GET', url: '/x', status, serverMessage: 'Not for you' });

describe('paths', () => {
  it('encode parameters so they cannot add segments', () => {
    expect(href.workspace('acme/../admin')).toBe('/acme%2F..%2Fadmin');
    expect(href.template('acme-media', 'a b')).toBe('/acme-media/templates/a%20b');
  });

  it('build the login address with its parameters', () => {
    expect(href.login()).toBe('/login');
    expect(href.login({ loggedOut: true, redirect: '/c/acme-media/templates?x=1' })).toBe(
      '/login?loggedOut=1&redirect=%2Fc%2Facme-media%2Ftemplates%3Fx%3D1',
    );
  });

  it('add and remove the /c basename', () => {
    expect(withBasename('/acme-media')).toBe('/c/acme-media');
    expect(withBasename('/')).toBe('/c/');
    expect(withoutBasename('/c/acme-media')).toBe('/acme-media');
    expect(withoutBasename('/c')).toBe('/');
    expect(withoutBasename('/c/')).toBe('/');
  });
});

describe('home', () => {
  it("is the active workspace's dashboard for a member, also when it is not the first membership", () => {
    expect(homePath(userOf('member'))).toBe('/acme-media');
    expect(homePath(memberActiveIn('globex-studio'))).toBe('/globex-studio');
  });

  it('is the first membership when the active workspace is no longer one of them', () => {
    expect(homePath(memberActiveIn('initech-video'))).toBe('/acme-media');
  });

  it('is create-workspace without memberships', () => {
    expect(homePath(userOf('memberNoWorkspaces'))).toBe('/create-workspace');
  });
});

describe('current workspace outside a workspace page', () => {
  it('prefers the one this browser opened last, then the active one, then the first', () => {
    expect(currentWorkspaceSlug(userOf('member'), 'globex-studio')).toBe('globex-studio');
    expect(currentWorkspaceSlug(memberActiveIn('globex-studio'), null)).toBe('globex-studio');
    expect(currentWorkspaceSlug(userOf('member'), null)).toBe('acme-media');
  });

  it('skips a stale stored or active slug instead of giving up on the memberships', () => {
    expect(currentWorkspaceSlug(memberActiveIn('initech-video'), 'initech-video')).toBe('acme-media');
  });

  it('is null without memberships', () => {
    expect(currentWorkspaceSlug(userOf('memberNoWorkspaces'), 'acme-media')).toBeNull();
  });
});

describe('session guard', () => {
  const here = { pathname: '/acme-media', search: '' };

  it('lets a logged-in user through', () => {
    expect(sessionDecision(userOf('member'), undefined, here)).toEqual({ kind: 'allow' });
  });

  it('waits for the first reply, and sends a failure without one to the error page', () => {
    expect(sessionDecision(undefined, undefined, here)).toEqual({ kind: 'wait' });
    const error = network();
    expect(sessionDecision(undefined, error, here)).toEqual({ kind: 'error', error });
  });

  it('keeps the page when a re-fetch fails once the user is known', () => {
    expect(sessionDecision(userOf('member'), network(), here)).toEqual({ kind: 'allow' });
    expect(sessionDecision(userOf('member'), refused(503), here)).toEqual({ kind: 'allow' });
  });

  it('sends a logged-out visitor to login with loggedOut=1 and the path, and says why', () => {
    const decision = sessionDecision(null, undefined, {
      pathname: '/acme-media/templates',
      search: '?page=2',
    });
    expect(decision).toEqual({
      kind: 'redirect',
      to: `/login?loggedOut=1&redirect=${encodeURIComponent('/c/acme-media/templates?page=2')}`,
      toast: { title: 'Please log in to access this page', variant: 'info' },
    });
  });

  it('never puts a path that would leave the console into the redirect parameter', () => {
    expect(loggedOutPath({ pathname: '//evil.example', search: '' })).toBe(
      '/login?loggedOut=1&redirect=%2Fc%2F',
    );
  });
});

describe('membership guard', () => {
  it('lets a member into their workspace', () => {
    expect(membershipDecision(userOf('member'), 'globex-studio')).toEqual({ kind: 'allow' });
  });

  it('sends a member to their first workspace when they lack a membership', () => {
    expect(membershipDecision(userOf('member'), 'initech-video')).toMatchObject({
      kind: 'redirect',
      to: '/acme-media',
    });
  });

  it("sends a user without memberships to login with 'No workspace memberships found'", () => {
    expect(membershipDecision(userOf('memberNoWorkspaces'), 'acme-media')).toEqual({
      kind: 'redirect',
      to: '/login',
      toast: { title: 'No workspace memberships found', variant: 'error' },
    });
  });

  it.each(['admin', 'founder'] as const)(
    'has an %s impersonate a workspace they are not a member of',
    (name) => {
      expect(membershipDecision(userOf(name), 'initech-video')).toEqual({
        kind: 'impersonate',
        slug: 'initech-video',
      });
    },
  );
});

describe('workspace data', () => {
  const reply = createScenario('member').backend.workspace('acme-media').body as { workspace: unknown };

  it('accepts a workspace that matches its schema and slug', () => {
    expect(workspaceDataDecision('acme-media', reply, undefined)).toEqual({ kind: 'allow' });
  });

  it("sends the user to login with 'Invalid workspace data' for a broken reply", () => {
    expect(workspaceDataDecision('acme-media', { workspace: { id: 'x' } }, undefined)).toEqual({
      kind: 'redirect',
      to: '/login',
      toast: { title: 'Invalid workspace data', variant: 'error' },
    });
    expect(workspaceDataDecision('globex-studio', reply, undefined)).toEqual({
      kind: 'redirect',
      to: '/login',
      toast: { title: 'Invalid workspace data', variant: 'error' },
    });
  });

  it('waits while the workspace is on its way', () => {
    expect(workspaceDataDecision('acme-media', undefined, undefined)).toEqual({ kind: 'wait' });
  });

  it("sends the user to login with 'Unable to verify workspace access' when the server refuses", () => {
    expect(workspaceDataDecision('acme-media', undefined, refused(403))).toEqual({
      kind: 'redirect',
      to: '/login',
      toast: { title: 'Unable to verify workspace access', variant: 'error' },
    });
  });

  it('leaves network and server failures to the error page instead of logging out', () => {
    const offline = network();
    expect(workspaceDataDecision('acme-media', undefined, offline)).toEqual({
      kind: 'error',
      error: offline,
    });
    const down = refused(503);
    expect(workspaceDataDecision('acme-media', undefined, down)).toEqual({ kind: 'error', error: down });
  });

  it('keeps the workspace on screen when a re-fetch fails, whatever the failure', () => {
    for (const error of [network(), refused(503), refused(403), refused(401)]) {
      expect(workspaceDataDecision('acme-media', reply, error)).toEqual({ kind: 'allow' });
    }
  });
});

describe('admin guard', () => {
  it.each(['admin', 'founder'] as const)('lets an %s in', (name) => {
    expect(adminDecision(userOf(name))).toEqual({ kind: 'allow' });
  });

  it('sends a member to their first workspace, not the active one', () => {
    expect(adminDecision(memberActiveIn('globex-studio'))).toEqual({ kind: 'redirect', to: '/acme-media' });
  });

  it('sends a user without memberships to create one', () => {
    expect(adminDecision(userOf('memberNoWorkspaces'))).toEqual({
      kind: 'redirect',
      to: '/create-workspace',
    });
  });
});

describe("an admin's failed workspace look-up", () => {
  it('is a missing workspace when the server answered', () => {
    expect(adminLookupFailure(refused(404))).toBe('not-found');
  });

  it('is an error when no answer came or the server failed', () => {
    expect(adminLookupFailure(network())).toBe('error');
    expect(adminLookupFailure(refused(502))).toBe('error');
  });
});

describe('unprefixed workspace paths', () => {
  it.each(UNPREFIXED_WORKSPACE_PATHS)('sends /%s under the current workspace, keeping the query', (rest) => {
    expect(unprefixedPath(userOf('member'), rest, '?q=1', null)).toBe(`/acme-media/${rest}?q=1`);
  });

  it('prefers the stored current workspace when it is one of the memberships', () => {
    expect(unprefixedPath(userOf('member'), 'templates', '', 'globex-studio')).toBe(
      '/globex-studio/templates',
    );
    expect(unprefixedPath(userOf('member'), 'templates', '', 'initech-video')).toBe('/acme-media/templates');
  });

  it('sends a user without workspaces to create one', () => {
    expect(unprefixedPath(userOf('memberNoWorkspaces'), 'templates', '', null)).toBe('/create-workspace');
  });
});

describe('the two-factor step', () => {
  it('adds the e-mail address and the wanted page to a query the server already gave', () => {
    const to = withTwoFactorContext('/2fa/abc?step=code', 'tom@example.com', '/c/acme-media');
    expect(to).toBe('/2fa/abc?step=code&email=tom%40example.com&redirect=%2Fc%2Facme-media');
    expect(to.split('?')).toHaveLength(2);
  });

  it('adds them to a path without a query', () => {
    expect(withTwoFactorContext('/2fa/abc', 'tom@example.com', null)).toBe(
      '/2fa/abc?email=tom%40example.com',
    );
  });

  it('leaves other destinations alone', () => {
    expect(withTwoFactorContext('/acme-media', 'tom@example.com', '/c/x')).toBe('/acme-media');
  });
});

describe('after login, signup or reset', () => {
  it("follows the server's redirect", () => {
    expect(afterAuthPath('/c/2fa/abc', '/c/acme-media/templates')).toBe('/2fa/abc');
    expect(afterAuthPath('/c/create-workspace', null)).toBe('/create-workspace');
  });

  it("prefers the page the visitor wanted over the server's generic landing page", () => {
    expect(afterAuthPath('/c/dashboard', '/c/acme-media/templates?x=1')).toBe('/acme-media/templates?x=1');
    expect(afterAuthPath('/c/dashboard', null)).toBe('/dashboard');
  });

  it.each([
    ['https://evil.example/c/x', null],
    ['//evil.example', '/\\evil.example'],
    [null, 'javascript:alert(1)'],
    ['/c/login', '/c/login?redirect=/c/login'],
  ])('never leaves the console: server %j, wanted %j', (server, wanted) => {
    expect(afterAuthPath(server, wanted)).toBe('/');
  });
});
