import type { Usage } from '@console/api';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { accountOf, type BillingAccount, countryOf, GIB } from '../billing-store';
import { ROBOTS } from '../factories/catalogue';
import { seededRandom } from '../factories/seed';
import { failure, type MockReply, ok } from '../reply';
import { billingMonth, planOf, thisMonth } from './billing-calls';
import { invoicesOf } from './billing-invoices';

// The usage call: a month of a workspace's usage by day, region and robot, from the seed.

/** Where the workspace's assemblies mostly run: the region nearest its billing address. */
const regionsOf = (account: BillingAccount) =>
  countryOf(account.issued_to.country_id)?.is_eu
    ? (['eu-west-1', 'us-east-1'] as const)
    : (['us-east-1', 'eu-west-1'] as const);

/** Robots that also ran in the second region. */
const SECOND_REGION_ROBOTS = new Set(['/video/encode', '/s3/store']);

/** One month's rows per robot and region, whose billed bytes add up to `billedBytes`. */
function usageRows(account: BillingAccount, month: string, billedBytes: number): Usage[] {
  const random = seededRandom(account.account_id * 7919 + Number(month.replace('-', '')));
  const [main, second] = regionsOf(account);
  const slots = ROBOTS.flatMap((robot) =>
    SECOND_REGION_ROBOTS.has(robot)
      ? [
          { robot, region: main },
          { robot, region: second },
        ]
      : [{ robot, region: main }],
  ).map((slot) => ({
    ...slot,
    weight: (slot.region === main ? 1 : 0.3) * (0.2 + random()),
    inShare: 0.4 + 0.3 * random(),
  }));
  const billedWeight = slots
    .filter((slot) => slot.robot !== '/upload/handle')
    .reduce((sum, slot) => sum + slot.weight, 0);
  return slots.map(({ robot, region, weight, inShare }) => {
    const free = robot === '/upload/handle';
    const bytes = Math.round((billedBytes * weight) / billedWeight) * (free ? 0.2 : 1);
    const bytesIn = Math.round(bytes * inShare);
    return {
      robot,
      robot_factor: free ? 0 : 1,
      bytes_in: bytesIn,
      bytes_out: Math.round(bytes) - bytesIn,
      free,
      discount_queue: robot === '/document/convert',
      https: true,
      month,
      region,
      tags: [],
    };
  });
}

export function usageReply(
  { workspace }: WorkspaceAccess,
  backend: MockBackend,
  asked: string | null,
): MockReply {
  const month = asked ?? thisMonth();
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return failure(400, 'Give the month as YYYY-MM.');
  const account = accountOf(backend, workspace);
  const invoices = invoicesOf(backend, workspace);
  const billedOf = (wanted: string) => {
    if (wanted === thisMonth())
      return billingMonth(planOf(backend, workspace), workspace, account).bytes_used;
    const invoice = invoices.find((candidate) => candidate.month === wanted);
    return invoice ? Math.round(invoice.used_gb * GIB) : 0;
  };
  const months = [thisMonth(), ...invoices.map((invoice) => invoice.month)];
  const billed = billedOf(month);
  return ok({
    month,
    months,
    usage: billed > 0 ? usageRows(account, month, billed) : [],
    totals: [...months].reverse().map((each) => ({ month: each, billed_bytes: billedOf(each) })),
  });
}
