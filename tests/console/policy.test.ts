import { type CurrentUser, NetworkError, RequestError } from '@console/api';
import { createScenario, type ScenarioName } from '@console/api/mocks';
import { describe, expect, it } from 'vitest';
import {
  adminDecision,
  afterAuthPath,
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
} from '../../apps/console/src/paths';

/** The current-user reply of a scenario, exactly as the mock backend builds it. */
function userOf(name: ScenarioName): CurrentUser {
  const reply = createScenario(name).backend.currentUser();
  if (reply.status !== 200) throw new Error(`${name} has no logged-in user`);
  return reply.body as CurrentUser;
}

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
  it("is the active workspace's dashboard for a member", () => {
    expect(homePath(userOf('member'))).toBe('/acme-media');
  });

  it('is create-workspace without memberships', () => {
    expect(homePath(userOf('memberNoWorkspaces'))).toBe('/create-workspace');
  });
});

describe('session guard', () => {
  it('lets a logged-in user through', () => {
    expect(sessionDecision(userOf('member'), { pathname: '/acme-media', search: '' })).toEqual({
      kind: 'allow',
    });
  });

  it('sends a logged-out visitor to login with loggedOut=1 and the path, and says why', () => {
    const decision = sessionDecision(null, { pathname: '/acme-media/templates', search: '?page=2' });
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
      to: '/login?message=No+workspace+memberships+found',
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
    expect(workspaceDataDecision('acme-media', { workspace: { id: 'x' } }, undefined)).toMatchObject({
      kind: 'redirect',
      toast: { title: 'Invalid workspace data' },
    });
    expect(workspaceDataDecision('globex-studio', reply, undefined)).toMatchObject({
      toast: { title: 'Invalid workspace data' },
    });
  });

  it("sends the user to login with 'Unable to verify workspace access' when the server refuses", () => {
    const refused = new RequestError({ method: 'GET', url: '/x', status: 403, serverMessage: 'No' });
    expect(workspaceDataDecision('acme-media', undefined, refused)).toEqual({
      kind: 'redirect',
      to: '/login?message=Unable+to+verify+workspace+access',
      toast: { title: 'Unable to verify workspace access', variant: 'error' },
    });
  });

  it('leaves network and server failures to the error page instead of logging out', () => {
    expect(() => workspaceDataDecision('acme-media', undefined, new NetworkError('GET', '/x'))).toThrow(
      NetworkError,
    );
    const down = new RequestError({ method: 'GET', url: '/x', status: 503, serverMessage: 'Busy' });
    expect(() => workspaceDataDecision('acme-media', undefined, down)).toThrow(RequestError);
  });
});

describe('admin guard', () => {
  it.each(['admin', 'founder'] as const)('lets an %s in', (name) => {
    expect(adminDecision(userOf(name))).toEqual({ kind: 'allow' });
  });

  it('sends a member to their first workspace', () => {
    expect(adminDecision(userOf('member'))).toEqual({ kind: 'redirect', to: '/acme-media' });
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
