import { type User, UserSchema } from '@console/api';
import { daysAgo, minutesAgo } from './seed';

export function buildUser(overrides: Partial<User> = {}, seq = 1): User {
  return UserSchema.parse({
    id: seq,
    active_account_id: null,
    name: `User ${seq}`,
    email: `user${seq}@example.com`,
    email_verified: true,
    role: 'user',
    ssh_key: null,
    two_factor_auth_type: 'none',
    pending_email_change: null,
    is_oauth: false,
    last_login: minutesAgo(30 + seq),
    send_newsletters: seq % 2 === 0,
    skype_name: null,
    cancelled: false,
    cancel_reason: null,
    created: daysAgo(400 - seq),
    modified: daysAgo(10),
    deleted: null,
    is_student: false,
    is_teacher: false,
    received_welcome_email: true,
    has_active_alarm_bell: false,
    timezone: 'Europe/Amsterdam',
    ...overrides,
  });
}
