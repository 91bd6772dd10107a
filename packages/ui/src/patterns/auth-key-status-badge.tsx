import { type AuthKey, isAuthKeyExpired } from '@console/api';
import { StatusBadge, type StatusBadgeProps } from '../primitives/badge';

type AuthKeyState = Pick<AuthKey, 'expires' | 'is_active'>;

/**
 * An auth key's state, read the same on the credentials list and the key's page: expired (red: requests signed
 * with it are refused), active, or switched off (neutral: someone chose it). Expiry wins over the switch, since
 * an expired key fails whether or not it is on.
 */
export function authKeyStatus(authKey: AuthKeyState, now: Date): Pick<StatusBadgeProps, 'tone' | 'label'> {
  if (isAuthKeyExpired(authKey, now)) return { tone: 'danger', label: 'Expired' };
  if (authKey.is_active) return { tone: 'success', label: 'Active' };
  return { tone: 'neutral', label: 'Inactive' };
}

export function AuthKeyStatusBadge({ authKey, now }: { authKey: AuthKeyState; now: Date }) {
  return <StatusBadge {...authKeyStatus(authKey, now)} />;
}
