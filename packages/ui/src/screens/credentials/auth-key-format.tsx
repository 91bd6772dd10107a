import { type AuthKey, isAuthKeyExpired } from '@console/api';
import { ExactTime } from '../../patterns/relative-time';
import { StatusBadge } from '../../primitives/badge';

/** How many characters of a key the list shows; the copy button gives the whole key. */
export const SHORT_KEY = 10;

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

/** The key's expiry in words, saying "expired" once it has passed. */
export function AuthKeyExpiry({ authKey, now }: { authKey: Pick<AuthKey, 'expires'>; now: Date }) {
  if (authKey.expires === null) return <span className="text-fg-muted">Never</span>;
  const expired = isAuthKeyExpired(authKey, now);
  return (
    <span className={expired ? 'text-danger-text' : 'text-fg-muted'}>
      {expired ? 'Expired ' : ''}
      <ExactTime value={authKey.expires} />
    </span>
  );
}

/** Active, inactive or expired, never by colour alone. */
export function AuthKeyState({
  authKey,
  now,
}: {
  authKey: Pick<AuthKey, 'expires' | 'is_active'>;
  now: Date;
}) {
  if (isAuthKeyExpired(authKey, now)) return <StatusBadge tone="danger" label="Expired" />;
  return authKey.is_active ? (
    <StatusBadge tone="success" label="Active" />
  ) : (
    <StatusBadge tone="neutral" label="Inactive" />
  );
}
