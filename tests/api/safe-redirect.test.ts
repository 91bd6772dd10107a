import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, safeRedirect } from '../../packages/api/src/safe-redirect';

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

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/c/acme'],
    ['slash backslash', '/\\evil.example'],
    ['backslash backslash', '\\\\evil.example'],
    ['backslash inside the path', '/c\\..\\..\\evil.example'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['encoded slash after /c', '/c/%2F%2Fevil.example'],
    ['encoded backslash', '/c/%5Cevil.example'],
    ['lower-case encoded backslash', '/c/%5cevil.example'],
    ['encoded NUL', '/c/%00'],
    ['encoded newline', '/c/%0A//evil.example'],
    ['javascript scheme', 'javascript:alert(document.cookie)'],
    ['upper-case javascript scheme', 'JaVaScRiPt:alert(1)'],
    ['javascript after a space', ' javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['absolute https URL elsewhere', 'https://evil.example/c/acme'],
    ['absolute URL of our own origin', `${ORIGIN}/c/acme`],
    ['http URL', 'http://evil.example'],
    ['tab that the URL parser strips', '/\t/evil.example'],
    ['newline that the URL parser strips', '/\n/evil.example'],
    ['carriage return', '/c/\r/evil.example'],
    ['NUL', '/c/\u0000'],
    ['dot-segments up to a double slash', '/c/..//evil.example'],
    ['empty segment after the basename', '/c//evil.example'],
    ['empty segment deeper in', '/c/acme//templates'],
    ['outside the console', '/admin'],
    ['dot-segments out of the console', '/c/../admin'],
    ['look-alike prefix', '/console'],
    ['prefix without a slash', '/cx/evil'],
    ['the login page itself', '/c/login'],
    ['the login page with a slash', '/c/login/'],
    ['the login page with a capital', '/c/Login'],
    ['the login page in capitals', '/c/LOGIN/'],
    ['the login page with an encoded letter', '/c/%6cogin'],
    ['the login page with encoded capitals', '/c/%4C%4F%47%49%4E?redirect=/c/acme'],
    ['a path whose encoding is broken', '/c/acme-media/100%'],
    ['relative path', 'c/acme'],
    ['no slash at all', 'evil.example'],
    ['empty', ''],
    ['whitespace', '   '],
    ['non-breaking space', '/c/\u00a0//evil'],
    ['line separator', '/c/\u2028'],
    ['zero-width joiner', '/c/\u200d'],
    ['too long', `/c/${'a'.repeat(2100)}`],
    ['a number', 42],
    ['an object', { toString: () => '/c/acme' }],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_label, target) => {
    expect(check(target)).toBe(DEFAULT_REDIRECT);
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
