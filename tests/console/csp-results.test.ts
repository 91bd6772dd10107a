import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, resultSources, SERVICE_RESULT_HOSTS } from '../../apps/console/csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the policy for result previews', () => {
  it('lets images, media and text results load from the service hosts only by default', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', apiBaseUrl: 'https://api.example.com' });
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', SERVICE_RESULT_HOSTS]);
    expect(directive(policy, 'media-src')).toEqual([SERVICE_RESULT_HOSTS]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      SERVICE_RESULT_HOSTS,
    ]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('adds the https origins of VITE_RESULT_HOSTS, once each', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      resultHosts: ' https://media.example.com  https://*.cdn.example.net:8443 https://media.example.com',
    });
    expect(directive(policy, 'media-src')).toEqual([
      SERVICE_RESULT_HOSTS,
      'https://media.example.com',
      'https://*.cdn.example.net:8443',
    ]);
  });

  it.each([
    'http://media.example.com',
    'https:',
    '*',
    "'unsafe-inline'",
    'https://media.example.com/path',
    'data:',
  ])('refuses %s as a result host', (host) => {
    expect(() => resultSources(host)).toThrow(/not an https origin/);
  });
});
