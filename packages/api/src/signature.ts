import type { AuthKey } from './schemas/auth-key';

/*
 * Signed assembly requests (spec §3 auth key: `signature_algo`): the service checks `signature`, an HMAC of the
 * `params` JSON text with the key's secret. Web Crypto does the HMAC, so the secret a person pastes into the
 * playground never leaves their browser.
 */

type SignatureAlgorithm = AuthKey['signature_algo'];

const WEB_CRYPTO_HASH: Record<SignatureAlgorithm, string> = {
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};

/** The `auth.expires` text the service reads: `YYYY/MM/DD HH:mm:ss+00:00`, in UTC. */
export function signatureExpiry(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}+00:00`;
}

/** `{algorithm}:{hex HMAC of params with secret}`, the value of the `signature` field. */
export async function signParams(
  params: string,
  secret: string,
  algorithm: SignatureAlgorithm = 'sha384',
): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: WEB_CRYPTO_HASH[algorithm] },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(params)));
  const hex = Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${algorithm}:${hex}`;
}
