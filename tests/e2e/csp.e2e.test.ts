import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  NONCE_META,
  NONCE_PLACEHOLDER,
} from '../../apps/console/csp.ts';
import { PRODUCTION_API } from './global-setup';

const DIST = join(import.meta.dirname, '..', '..', 'apps', 'console', 'dist');

// What the production build writes into index.html. Served by nginx, walked in a browser and with its headers:
// production-server.e2e.test.ts.
describe('the production build under its Content Security Policy', () => {
  it('ships the policy as a meta tag, without the directives a meta policy cannot carry', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const policy = meta.replaceAll('&#39;', "'");
    const scriptHashes = inlineScriptHashes(html);
    // The route preloads (apps/console/route-preloads.ts), the one inline script, allowed by its hash alone.
    expect(scriptHashes).toHaveLength(1);
    expect(policy).toBe(
      contentSecurityPolicy({ apiBaseUrl: PRODUCTION_API, nonce: NONCE_PLACEHOLDER, scriptHashes }),
    );
    expect(policy).toContain(`script-src 'self' '${scriptHashes[0]}';`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors|report-uri|sandbox/);
    // The nonce is the placeholder the server replaces in every response, in both places.
    expect(html).toContain(`<meta name="${NONCE_META}" content="${NONCE_PLACEHOLDER}">`);
  });
});
