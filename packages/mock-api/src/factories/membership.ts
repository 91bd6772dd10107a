import { type Membership, MembershipSchema } from '@console/api';
import { daysAgo } from './seed';

export function buildMembership(overrides: Partial<Membership> = {}, seq = 1): Membership {
  return MembershipSchema.parse({
    id: seq,
    account_id: overrides.workspace?.id ?? seq,
    user_id: seq,
    role: 'owner',
    app_icon_color: null,
    email_when_close_to_plan_limit: true,
    email_on_assembly_errors: true,
    email_on_assembly_warnings: false,
    last_idle_email: null,
    last_idle_email_on: null,
    last_close_to_plan_limit_email_on: null,
    last_bill_limit_reached_email_on: null,
    last_plan_exceeded_email_on: null,
    created: daysAgo(200 - seq),
    modified: daysAgo(5),
    deleted: null,
    workspace: { id: seq, name: `Workspace ${seq}`, slug: `workspace-${seq}` },
    ...overrides,
  });
}
