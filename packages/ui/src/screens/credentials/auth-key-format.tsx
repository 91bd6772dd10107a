import type { AuthKey } from '@console/api';

/** "All scopes" for a key without limits, otherwise the scopes it is limited to. */
export function scopeText(key: Pick<AuthKey, 'scope'>): string {
  return key.scope.length === 0 ? 'All scopes' : key.scope.join(', ');
}

export const ALGORITHM_LABELS: Record<AuthKey['signature_algo'], string> = {
  sha384: 'SHA-384',
  sha256: 'SHA-256',
  sha512: 'SHA-512',
  sha1: 'SHA-1 (legacy)',
};
