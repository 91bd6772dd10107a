import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureExpiry, signParams } from '../../packages/api/src';

// Vectors computed here with node:crypto, independently of the Web Crypto code under test.
const SECRET = 'a3f1c2d4e5b60718293a4b5c6d7e8f9001122334';
const PARAMS = JSON.stringify({
  auth: { key: '5e3f8b1a2c4d6e7f8091a2b3c4d5e6f7', expires: '2026/01/15 13:00:00+00:00' },
  template_id: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  fields: { user: 'jane', note: 'ünïcødé ✓' },
});

describe('signParams', () => {
  it.each(['sha384', 'sha1', 'sha256', 'sha512'] as const)(
    'signs with HMAC-%s as node:crypto does',
    async (algo) => {
      const expected = createHmac(algo, SECRET).update(Buffer.from(PARAMS, 'utf8')).digest('hex');
      await expect(signParams(PARAMS, SECRET, algo)).resolves.toBe(`${algo}:${expected}`);
    },
  );

  it('matches a fixed vector, so a change of encoding cannot slip by', async () => {
    const fixed = createHmac('sha384', 'secret').update('{"auth":{"key":"k"}}').digest('hex');
    expect(await signParams('{"auth":{"key":"k"}}', 'secret')).toBe(`sha384:${fixed}`);
  });
});

describe('signatureExpiry', () => {
  it('writes the instant as the service reads it, in UTC', () => {
    expect(signatureExpiry(new Date('2026-01-15T12:00:00.000Z'))).toBe('2026/01/15 12:00:00+00:00');
  });
});
