import { type AuthKey, isAuthKeyExpired } from '@console/api';
import { cn } from '../../lib/cn';
import { formatExactTime, formatRelativeTime, useTimeZone } from '../../lib/time';
import { Tooltip } from '../../primitives/tooltip';

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

/**
 * When the key expires, relative ("in 3 days", "3 days ago") as people scan a list, in red once passed; the exact
 * instant and zone show on hover and on keyboard focus, since the relative words alone cannot be checked.
 */
export function AuthKeyExpiry({ authKey, now }: { authKey: Pick<AuthKey, 'expires'>; now: Date }) {
  const zone = useTimeZone();
  if (authKey.expires === null) return <span className="text-fg-muted">Never</span>;
  const expired = isAuthKeyExpired(authKey, now);
  const exact = formatExactTime(authKey.expires, zone);
  return (
    <Tooltip content={exact}>
      <time
        dateTime={authKey.expires}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard user reaches the exact date
        tabIndex={0}
        className={cn(
          'whitespace-nowrap rounded-sm focus-visible:outline-2 focus-visible:outline-focus',
          expired ? 'text-danger-text' : 'text-fg-muted',
        )}
      >
        {formatRelativeTime(authKey.expires, now)}
      </time>
    </Tooltip>
  );
}
