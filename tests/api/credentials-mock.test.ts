import { describe, expect, it } from 'vitest';
import {
  AUTH_KEY_MESSAGES,
  AUTH_KEY_SCOPES,
  CREDENTIAL_MESSAGES,
  CREDENTIAL_TYPES,
  type CredentialInput,
  CSRF_HEADER,
  createAuthKey,
  createCredential,
  createTemplate,
  credentialFieldsSchema,
  credentialType,
  deleteCredential,
  getAuthKey,
  getCredential,
  getCredentialUsage,
  getCsrfToken,
  listAuthKeys,
  listCredentials,
  revealAuthKeySecret,
  revokeAuthKey,
  rotateAuthKey,
  SAVED_CREDENTIAL_TYPES,
  testCredential,
  updateAuthKey,
  updateCredential,
} from '../../packages/api/src';
import { exampleCredentialValues, MOCK_API_BASE_URL } from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';

const { startScenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });

const ACME = 'acme-media';

function s3(changes: Partial<CredentialInput['fields']> = {}, name = 'uploads-s3'): CredentialInput {
  return {
    name,
    type: 's3',
    fields: {
      bucket: 'acme-uploads',
      bucket_region: 'eu-west-1',
      key: 'AKIA4HFKQ2XB7NDLR6PW',
      secret: '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',
      ...changes,
    },
  };
}

describe('the credential type declarations', () => {
  it('cover the services the issue names, each with fields whose examples pass their own checks', () => {
    expect(SAVED_CREDENTIAL_TYPES.length).toBeGreaterThanOrEqual(20);
    for (const type of SAVED_CREDENTIAL_TYPES) {
      const { fields, secrets } = exampleCredentialValues(type);
      const parsed = credentialFieldsSchema(type).safeParse({ ...fields, ...secrets });
      expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(credentialType(type).fields.some((field) => field.secret)).toBe(true);
    }
  });

  it('explain each malformed value in its own words', () => {
    const problems = (values: Record<string, string>) =>
      credentialFieldsSchema('s3')
        .safeParse(values)
        .error?.issues.map((issue) => issue.message);
    expect(problems(s3({ bucket: 'Bad_Bucket', key: 'nope' }).fields)).toEqual([
      expect.stringContaining('Bucket names are 3 to 63 characters'),
      expect.stringContaining('AWS access key ID is 20 characters'),
    ]);
    expect(
      credentialFieldsSchema('ftp')
        .safeParse({ host: 'https://x', port: '70000', key: 'a', secret: 'b' })
        .error?.issues.map((i) => i.message),
    ).toEqual([expect.stringContaining('Enter a host name'), 'A port is a whole number from 1 to 65535.']);
    expect(credentialFieldsSchema('minio').safeParse({ host: 'minio.local' }).error?.issues[0]?.message).toBe(
      'Enter the server url as an https:// address.',
    );
  });
});

describe('third-party credentials', () => {
  it('list the seeded ones without a secret, searched, sorted and paged', async () => {
    await startScenario();
    const first = await listCredentials(ACME, { per_page: 5 });
    expect(first.total).toBe(14);
    expect(first.credentials.map((c) => c.name)).toEqual([...first.credentials.map((c) => c.name)].sort());
    const text = JSON.stringify(first);
    expect(text).not.toContain(CREDENTIAL_TYPES.s3.fields[3]?.example);
    const searched = await listCredentials(ACME, { q: 'backblaze' });
    expect(searched.credentials.map((c) => c.name)).toEqual(['archive-bucket']);
    const byType = await listCredentials(ACME, { sort: 'type', dir: 'desc', per_page: 100 });
    expect(byType.credentials[0]?.type).toBe('youtube');
    expectNoSchemaReports();
  });

  it('create one, keep its secret write-only, and refuse a taken name or a bad field', async () => {
    const backend = await startScenario();
    const { credential } = await createCredential(ACME, s3());
    expect(credential).toMatchObject({ name: 'uploads-s3', fields: { bucket: 'acme-uploads' } });
    expect(credential.secrets_set).toEqual(['secret']);
    expect(JSON.stringify(await getCredential(ACME, credential.id))).not.toContain('wJalrX');
    expect(backend.state.credentials.at(-1)?.secrets).toEqual({ secret: s3().fields.secret });

    expect(await refusal(createCredential(ACME, s3({}, 'Production-S3')))).toEqual({
      status: 400,
      message: CREDENTIAL_MESSAGES.nameTaken('Production-S3'),
    });
    expect((await refusal(createCredential(ACME, s3({ bucket_region: 'mars-1' })))).message).toBe(
      'Choose one of the regions listed.',
    );
    expect((await refusal(createCredential(ACME, s3({}, 'has space')))).message).toBe(
      CREDENTIAL_MESSAGES.nameFormat,
    );
  });

  it('keep a stored secret that an update leaves out, and replace one it sends', async () => {
    const backend = await startScenario();
    const { credential } = await createCredential(ACME, s3());
    const { secret: _, ...withoutSecret } = s3({ bucket: 'acme-renamed' }).fields;
    const updated = await updateCredential(ACME, credential.id, { ...s3(), fields: withoutSecret });
    expect(updated.credential.fields.bucket).toBe('acme-renamed');
    expect(backend.state.credentials.at(-1)?.secrets.secret).toBe(s3().fields.secret);
    const replaced = 'x'.repeat(40);
    await updateCredential(ACME, credential.id, s3({ secret: replaced }));
    expect(backend.state.credentials.at(-1)?.secrets.secret).toBe(replaced);
    expect((await refusal(updateCredential(ACME, credential.id, { ...s3(), type: 'wasabi' }))).message).toBe(
      CREDENTIAL_MESSAGES.typeChange,
    );
  });

  // Each test answers after CREDENTIAL_TEST_DELAY_MS, as a real service would.
  it('test the connection: success, or the failure beside the field it is about', async () => {
    await startScenario();
    expect((await testCredential(ACME, s3())).test).toMatchObject({ ok: true, failure: null });
    expect((await testCredential(ACME, s3({ key: 'AKIAIOSFODNN7EXAMPLE' }))).test).toMatchObject({
      ok: false,
      failure: 'bad_key',
      field: 'key',
    });
    expect((await testCredential(ACME, s3({ bucket: 'missing-bucket' }))).test).toMatchObject({
      failure: 'no_such_bucket',
      field: 'bucket',
    });
    const ftp = {
      name: 'x',
      type: 'ftp' as const,
      fields: { host: 'ftp.partner.invalid', port: '21', key: 'acme', secret: 'pw' },
    };
    expect((await testCredential(ACME, ftp)).test).toMatchObject({
      failure: 'host_unreachable',
      field: 'host',
    });
    // A saved credential's secret stands in for the one not typed again.
    const { credential } = await createCredential(ACME, s3());
    const { secret: _, ...rest } = s3().fields;
    expect((await testCredential(ACME, { ...s3(), fields: rest, id: credential.id })).test.ok).toBe(true);
  });

  it('list the templates that name a credential, and delete it', async () => {
    await startScenario();
    const { credential } = await createCredential(ACME, s3());
    const json = JSON.stringify({
      steps: { stored: { robot: '/s3/store', use: ':original', credentials: 'uploads-s3' } },
    });
    const { template } = await createTemplate(ACME, {
      name: 'store-uploads',
      json,
      require_signature_auth: false,
      transcoding_result_expiry: '1day',
      assembly_status_expiry: '30days',
    });
    expect((await getCredentialUsage(ACME, credential.id)).templates).toEqual([
      { id: template.id, name: 'store-uploads' },
    ]);
    const seeded = (await listCredentials(ACME, { q: 'production-s3' })).credentials[0];
    expect((await getCredentialUsage(ACME, seeded?.id ?? 0)).templates.length).toBeGreaterThan(1);
    await deleteCredential(ACME, credential.id);
    expect(await refusal(getCredential(ACME, credential.id))).toEqual({
      status: 404,
      message: CREDENTIAL_MESSAGES.notFound,
    });
  });
});

describe('Auth keys', () => {
  const input = {
    description: 'Mobile app uploads',
    expires: null,
    scope: ['assemblies:write' as const],
    signature_algo: 'sha384' as const,
    is_allowed_for_smartcdn: false,
  };

  it('list the seeded keys with an internal and an expired one, and no secret', async () => {
    const backend = await startScenario();
    const reply = await listAuthKeys(ACME, { per_page: 100 });
    expect(reply.total).toBe(6);
    expect(reply.auth_keys.some((key) => key.is_internal)).toBe(true);
    const text = JSON.stringify(reply);
    for (const { secret } of backend.state.authKeys) expect(text).not.toContain(secret);
    expectNoSchemaReports();
  });

  it('show a new key’s secret once, then refuse; rotating allows one more showing', async () => {
    await startScenario();
    const { auth_key } = await createAuthKey(ACME, input);
    expect(auth_key).toMatchObject({
      can_show_auth_secret: true,
      is_active: true,
      scope: ['assemblies:write'],
    });
    const { secret } = await revealAuthKeySecret(ACME, auth_key.id);
    expect(secret.auth_secret).toMatch(/^[0-9a-f]{40}$/);
    expect((await getAuthKey(ACME, auth_key.id)).auth_key.can_show_auth_secret).toBe(false);
    expect(await refusal(revealAuthKeySecret(ACME, auth_key.id))).toEqual({
      status: 410,
      message: AUTH_KEY_MESSAGES.secretGone,
    });
    await rotateAuthKey(ACME, auth_key.id);
    const rotated = await revealAuthKeySecret(ACME, auth_key.id);
    expect(rotated.secret.auth_secret).not.toBe(secret.auth_secret);
  });

  it('edit, refuse a past expiry and the internal key, and revoke', async () => {
    await startScenario();
    const { auth_key } = await createAuthKey(ACME, input);
    const edited = await updateAuthKey(ACME, auth_key.id, {
      description: 'Mobile',
      expires: '2027-01-01T00:00:00.000Z',
      scope: [...AUTH_KEY_SCOPES],
      is_active: false,
      is_allowed_for_smartcdn: true,
    });
    expect(edited.auth_key).toMatchObject({ description: 'Mobile', scope: [], is_active: false });
    const { description, is_active, is_allowed_for_smartcdn } = edited.auth_key;
    const past = {
      description,
      scope: [],
      is_active,
      is_allowed_for_smartcdn,
      expires: '2020-01-01T00:00:00.000Z',
    };
    expect((await refusal(updateAuthKey(ACME, auth_key.id, past))).message).toBe(
      AUTH_KEY_MESSAGES.expiresPast,
    );
    const internal = (await listAuthKeys(ACME, { per_page: 100 })).auth_keys.find((key) => key.is_internal);
    expect(await refusal(revokeAuthKey(ACME, internal?.id ?? 0))).toEqual({
      status: 403,
      message: AUTH_KEY_MESSAGES.internal,
    });
    await revokeAuthKey(ACME, auth_key.id);
    expect((await refusal(getAuthKey(ACME, auth_key.id))).status).toBe(404);
  });
});

describe('malformed writes', () => {
  it('are refused with the request schema’s sentence, and writes need the session’s CSRF token', async () => {
    await startScenario();
    const post = async (path: string, body: unknown, token = getCsrfToken() ?? '') => {
      const response = await fetch(`${MOCK_API_BASE_URL}/${ACME}/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: token },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        message: ((await response.json()) as { meta: { message: string } }).meta.message,
      };
    };
    expect((await post('credentials/create.json', { name: 'x', type: 'floppy', fields: {} })).message).toBe(
      'Choose the kind of service.',
    );
    expect((await post('auth-keys/create.json', { description: '' })).status).toBe(400);
    expect((await post('auth-keys/create.json', { description: 'x' }, 'not-the-token')).status).toBe(403);
  });
});
