import {
  AWS_REGIONS,
  accessKey,
  bucket,
  type CredentialType,
  endpoint,
  GENERIC_KEY,
  GENERIC_SECRET,
  importAndStore,
  region,
  S3_KEY,
  S3_SECRET,
  secret,
  serviceAccountKey,
} from './credential-fields';

/** The object and file storage services a workspace can save credentials for, in the picker's order. */
export const STORAGE_CREDENTIAL_TYPES = {
  s3: importAndStore('Amazon S3', 's3', 'an S3 bucket', [
    bucket(),
    region(AWS_REGIONS, 'us-east-1', 'bucket_region'),
    accessKey('Access key ID', S3_KEY.pattern, S3_KEY.message, 'AKIA4HFKQ2XB7NDLR6PW'),
    secret('Secret access key', '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', S3_SECRET),
  ]),
  gcs: importAndStore('Google Cloud Storage', 'google', 'a Cloud Storage bucket with a service account', [
    bucket('Bucket', 'acme-media-assets'),
    serviceAccountKey('uploader@acme-media.iam.gserviceaccount.com'),
  ]),
  azure: importAndStore('Azure Blob Storage', 'azure', 'a container of an Azure storage account', [
    {
      key: 'account',
      label: 'Storage account',
      kind: 'text',
      format: {
        pattern: /^[a-z0-9]{3,24}$/,
        message: 'A storage account name is 3 to 24 lower-case letters and digits.',
      },
      example: 'acmemedia',
      probe: 'host',
    },
    {
      key: 'container',
      label: 'Container',
      kind: 'text',
      format: {
        pattern: /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/,
        message: 'A container name is 3 to 63 lower-case letters, digits and single dashes.',
      },
      example: 'uploads',
      probe: 'bucket',
    },
    secret(
      'Account key',
      'wTR2IRFJgtLfaCIYxNh6N9Ez9BW08JaBdStwHxi0JYTGZb2hr1ZHxQxzanud6aWVeu7IFzxFGPKr+nTKG6FJlQ==',
      {
        pattern: /^[A-Za-z0-9+/]{80,}={0,2}$/,
        message: 'An account key is the base64 text Azure shows, 88 characters ending in ==.',
      },
    ),
  ]),
  backblaze: importAndStore('Backblaze B2', 'backblaze', 'a B2 bucket with an application key', [
    bucket('Bucket', 'acme-archive'),
    accessKey(
      'Application key ID',
      /^[0-9a-f]{25}$/,
      'A B2 application key ID is 25 lower-case hexadecimal characters.',
      '0045f8e2b1c3d4a000000000a',
    ),
    secret('Application key', 'K004xZ8bQ2mN7vR1tL5sD9fH3jP6wY0', {
      pattern: /^K\d{3}[A-Za-z0-9+/]{27}$/,
      message: 'A B2 application key is 31 characters starting with K and three digits.',
    }),
  ]),
  digitalocean: importAndStore('DigitalOcean Spaces', 'digitalocean', 'a Space', [
    bucket('Space', 'acme-media-cdn'),
    region(['nyc3', 'sfo3', 'ams3', 'sgp1', 'fra1', 'syd1'], 'ams3'),
    accessKey(
      'Access key',
      /^DO[A-Z0-9]{18}$/,
      'A Spaces access key is 20 characters: DO and 18 upper-case letters or digits.',
      'DO00QX7ABCD2EFGH3JKL',
    ),
    secret('Secret key', 'r8Tn2XbK5vQ9mL1sD7fH3jP6wY0zA4cE8gI2oU5yT1x', {
      pattern: /^[A-Za-z0-9/+]{43}$/,
      message: 'A Spaces secret key is 43 letters, digits, / or +.',
    }),
  ]),
  wasabi: importAndStore('Wasabi', 'wasabi', 'a Wasabi bucket', [
    bucket('Bucket', 'acme-cold-storage'),
    region(
      ['us-east-1', 'us-east-2', 'us-west-1', 'eu-central-1', 'eu-west-1', 'ap-northeast-1'],
      'eu-central-1',
    ),
    accessKey(
      'Access key',
      /^[A-Z0-9]{20}$/,
      'A Wasabi access key is 20 upper-case letters or digits.',
      'W4S7ABCD2EFGH3JKLM9N',
    ),
    secret('Secret key', 'aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5oQ7s', S3_SECRET),
  ]),
  minio: importAndStore('MinIO', 'minio', 'a bucket on your own MinIO server', [
    endpoint(
      'Server URL',
      'https://minio.acme.example:9000',
      'The address the service reaches your server at.',
    ),
    bucket('Bucket', 'media'),
    accessKey('Access key', GENERIC_KEY.pattern, GENERIC_KEY.message, 'acme-uploader-2026'),
    secret('Secret key', 'm1n10-s3cr3t-k3y-f0r-acm3-upl0ads', GENERIC_SECRET),
  ]),
  cloudflare: importAndStore('Cloudflare R2', 'r2', 'an R2 bucket', [
    {
      key: 'account_id',
      label: 'Account ID',
      kind: 'text',
      format: {
        pattern: /^[0-9a-f]{32}$/,
        message: 'A Cloudflare account ID is 32 lower-case hexadecimal characters.',
      },
      example: '3f9c2b7e1d4a6c8e0b2d4f6a8c0e2b4d',
      probe: 'host',
    },
    bucket('Bucket', 'acme-r2-media'),
    accessKey(
      'Access key ID',
      /^[0-9a-f]{32}$/,
      'An R2 access key ID is 32 lower-case hexadecimal characters.',
      'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    ),
    secret('Secret access key', '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0', {
      pattern: /^[0-9a-f]{64}$/,
      message: 'An R2 secret access key is 64 lower-case hexadecimal characters.',
    }),
  ]),
  tigris: importAndStore('Tigris', 'tigris', 'a globally distributed Tigris bucket', [
    bucket('Bucket', 'acme-global-media'),
    accessKey(
      'Access key ID',
      /^tid_[A-Za-z0-9_-]{20,}$/,
      'A Tigris access key ID starts with tid_ and has at least 20 characters after it.',
      'tid_Xq7bR2mN5vL8sD1fH4jP',
    ),
    secret('Secret access key', 'tsec_Lm8nQ2rT5vX9zA3cE7gI1kM4oQ8sU2wY', {
      pattern: /^tsec_[A-Za-z0-9_+/-]{20,}$/,
      message: 'A Tigris secret access key starts with tsec_ and has at least 20 characters after it.',
    }),
  ]),
  supabase: importAndStore('Supabase Storage', 'supabase', 'a Supabase Storage bucket', [
    endpoint('Project URL', 'https://abcdefghijklmnop.supabase.co'),
    bucket('Bucket', 'avatars'),
    secret('Service role key', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl', {
      pattern: /^[\w-]+\.[\w-]+\.[\w-]+$/,
      message: 'A service role key is a JWT: three parts joined by dots.',
    }),
  ]),
  swift: importAndStore('OpenStack Swift', 'swift', 'a Swift container', [
    endpoint('Auth URL', 'https://auth.cloud.acme.example/v3', 'The Keystone address your cloud gives.'),
    {
      key: 'region',
      label: 'Region',
      kind: 'text',
      format: {
        pattern: /^[A-Za-z0-9_-]{2,32}$/,
        message: 'A region is 2 to 32 letters, digits or dashes.',
      },
      example: 'RegionOne',
    },
    bucket('Container', 'media-originals'),
    accessKey(
      'User name',
      /^[\w.@-]{2,64}$/,
      'A user name is 2 to 64 letters, digits, dots or dashes.',
      'uploader',
    ),
    secret('Password', 'correct-horse-battery-staple', {
      pattern: /^.{8,128}$/,
      message: 'A password is 8 to 128 characters.',
    }),
  ]),
  rackspace: importAndStore('Rackspace Cloud Files', 'cloudfiles', 'a Cloud Files container', [
    region(['DFW', 'ORD', 'IAD', 'LON', 'SYD', 'HKG'], 'ORD'),
    bucket('Container', 'media-archive'),
    accessKey(
      'User name',
      /^[\w.@-]{2,64}$/,
      'A user name is 2 to 64 letters, digits, dots or dashes.',
      'acmemedia',
    ),
    secret('API key', '0123456789abcdef0123456789abcdef', {
      pattern: /^[0-9a-f]{32}$/,
      message: 'A Rackspace API key is 32 lower-case hexadecimal characters.',
    }),
  ]),
} as const satisfies Record<string, CredentialType>;
