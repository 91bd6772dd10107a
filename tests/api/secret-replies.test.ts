import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_SECRET_KEYS,
  CREDENTIAL_TYPES,
  type CredentialField,
  listAuthKeys,
  updateCredential,
} from '../../packages/api/src';
import { buildAuthKey, buildSavedCredential, MOCK_API_BASE_URL } from '../../packages/mock-api/src';
import { setupApiTests } from '../support/api';

const { server, reports, startScenario } = setupApiTests({ quietWarnings: true });

const SECRET = '4b1d9e0c7a2f5e8d3c6b9a0f1e4d7c2b5a8f3e6d';
const leakingKey = (id: number) => ({ ...buildAuthKey({ id }), auth_secret: SECRET });

/** Whether the request helper reported the reply as a schema mismatch, as every faulty reply must be. */
const reportedMismatch = () =>
  reports().mock.calls.some(([error]) => String(error).includes('Schema mismatch in the response'));

describe('an auth key list whose reply carries auth_secret', () => {
  it.each([
    ['matches its schema otherwise', { auth_keys: [leakingKey(1), leakingKey(2)] }],
    [
      'has keys whose other fields drift',
      { auth_keys: [{ ...leakingKey(1), last_used: 17, signature_algo: 'md5' }, leakingKey(2)] },
    ],
    ['holds its keys in another shape', { auth_keys: { 1: leakingKey(1), 2: leakingKey(2) } }],
  ])('never hands the secret on when the reply %s', async (_, body) => {
    await startScenario();
    server.use(
      http.get(`${MOCK_API_BASE_URL}/acme-media/api/auth-keys.json`, () =>
        HttpResponse.json({ meta: { status: 'ok' }, total: 2, page: 1, per_page: 10, ...body }),
      ),
    );
    const reply = await listAuthKeys('acme-media');
    expect(JSON.stringify(reply)).toContain('"auth_key"');
    expect(JSON.stringify(reply)).not.toContain(SECRET);
    expect(JSON.stringify(reply)).not.toContain('"auth_secret"');
    expect(reportedMismatch()).toBe(true);
  });
});

describe('a saved credential whose reply carries a secret field', () => {
  it.each([
    ['matches its schema otherwise', {}],
    ['drifts elsewhere', { modified: 'yesterday' }],
  ])('never hands the secret on when the reply %s', async (_, drift) => {
    await startScenario();
    server.use(
      http.post(`${MOCK_API_BASE_URL}/acme-media/api/credentials/1.json`, () =>
        HttpResponse.json({
          meta: { status: 'ok' },
          credential: {
            ...buildSavedCredential({ id: 1, type: 's3' }),
            ...drift,
            fields: { bucket: 'acme-uploads', key: 'AKIA4HFKQ2XB7NDLR6PW', secret: SECRET },
          },
        }),
      ),
    );
    const reply = await updateCredential('acme-media', 1, {
      name: 'uploads-s3',
      type: 's3',
      fields: { bucket: 'acme-uploads', key: 'AKIA4HFKQ2XB7NDLR6PW', secret: SECRET },
    });
    expect(reply.credential.fields).toEqual({ bucket: 'acme-uploads', key: 'AKIA4HFKQ2XB7NDLR6PW' });
    expect(JSON.stringify(reply)).not.toContain(SECRET);
    expect(reportedMismatch()).toBe(true);
  });

  it('knows every secret key of the type declarations, none of which is a plain field of another type', () => {
    const fields: readonly CredentialField[] = Object.values(CREDENTIAL_TYPES).flatMap((type) => type.fields);
    const secret = new Set(fields.filter((field) => field.secret === true).map((field) => field.key));
    const plain = new Set(fields.filter((field) => field.secret !== true).map((field) => field.key));
    expect([...secret].sort()).toEqual([...CREDENTIAL_SECRET_KEYS].sort());
    expect([...secret].filter((key) => plain.has(key))).toEqual([]);
  });
});
