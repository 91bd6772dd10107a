import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A certificate for 127.0.0.1, valid for a day, written into `dir` as cert.pem and key.pem: made for one run (the
 * browser is told to accept it), so nothing secret is kept.
 */
export function writeSelfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}
