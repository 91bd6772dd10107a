import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, safeRedirect } from '../../packages/api/src/safe-redirect';
import { HOSTILE_REDIRECTS } from '../support/hostile-redirects';

const ORIGIN = 'https://console.example.com';
const check = (target: unknown) => safeRedirect(target, DEFAULT_REDIRECT, ORIGIN);

describe('safeRedirect', () => {
  it.each([
    '/c/acme-media/templates',
    '/c/acme-media/assemblies?state=failed&page=2',
    '/c/user/settings#password',
    '/c',
    '/c/',
    '/c/admin/dashboard/bi',
    '/c/login-help',
    '/c/acme-media/templates?q=caf%C3%A9',
  ])('keeps the console path %s', (target) => {
    expect(check(target)).toBe(target);
  });

  it.each(HOSTILE_REDIRECTS.map(({ label, target }) => [label, target]))('rejects %s', (_label, target) => {
    expect(check(target)).toBe(DEFAULT_REDIRECT);
  });

  it('rejects an absolute URL even of its own origin', () => {
    expect(check(`${ORIGIN}/c/acme`)).toBe(DEFAULT_REDIRECT);
  });

  it('tries at least 30 hostile targets everywhere the table is used', () => {
    expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(30);
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/c/acme-media', ORIGIN)).toBe('/c/acme-media');
  });

  it('never returns anything that leaves the origin or the console, for any string', () => {
    const hostile = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/c',
      '/c/',
      '..',
      '%2F',
      '%5C',
      '%2f',
      ':',
      '@',
      '?',
      '#',
      'javascript:',
      'https:',
      '\t',
      '\n',
      'evil.example',
      '.',
      '%',
    );
    const input = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(hostile, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.array(fc.oneof(hostile, fc.string()), { maxLength: 6 }).map((parts) => `/c/${parts.join('')}`),
    );
    fc.assert(
      fc.property(input, (target) => {
        const out = check(target);
        const resolved = new URL(out, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        expect(out.startsWith('/') && !out.startsWith('//')).toBe(true);
        expect(out === '/c' || out.startsWith('/c/') || out.startsWith('/c?') || out.startsWith('/c#')).toBe(
          true,
        );
        // Used again as an href, it must still resolve to the same origin.
        expect(new URL(resolved.pathname + resolved.search + resolved.hash, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 5000 },
    );
    // Thousands of cases on a shared 2-core machine: the limit guards against a hang, not a slow run.
  }, 60_000);
});
