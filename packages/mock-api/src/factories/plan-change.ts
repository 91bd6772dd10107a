import { type PlanChange, PlanChangeSchema } from '@console/api';
import { daysAgo } from './seed';

const STARTUP_PLAN_ID = 2;
const PRO_PLAN_ID = 3;

/**
 * Workspace 1's plan history, newest first, moving between Startup and Pro (buildPlan's seq 2 and 3):
 * odd seqs are upgrades, even seqs the downgrades before them, so the chain is continuous.
 */
export function buildPlanChange(overrides: Partial<PlanChange> = {}, seq = 1): PlanChange {
  const upgrade = seq % 2 === 1;
  const defaults: PlanChange = {
    id: seq,
    account_id: 1,
    type: upgrade ? 'upgrade' : 'downgrade',
    old_plan_id: upgrade ? STARTUP_PLAN_ID : PRO_PLAN_ID,
    new_plan_id: upgrade ? PRO_PLAN_ID : STARTUP_PLAN_ID,
    reason: upgrade ? null : 'Usage dropped after the holiday season',
    created: daysAgo(seq * 40),
  };
  return PlanChangeSchema.parse({ ...defaults, ...overrides });
}
