import { type Invitation, InvitationSchema } from '@console/api';
import { daysAgo } from './seed';

/** An open invitation, sent `seq` days before FIXTURE_NOW. */
export function buildInvitation(overrides: Partial<Invitation> = {}, seq = 1): Invitation {
  const sent = daysAgo(seq);
  return InvitationSchema.parse({
    id: seq,
    account_id: 1,
    email: `invitee${seq}@example.com`,
    role: 'member',
    invited_by: 'Jane Cooper',
    created: sent,
    last_sent: sent,
    send_count: 1,
    ...overrides,
  });
}
