import {
  type AdminMaskedField,
  type AdminWorkspaceDetailReply,
  errorMessage,
  formatMoney,
  useAdminWorkspaceActions,
  type Workspace,
} from '@console/api';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { formatBytes } from '../../lib/format';
import { CopyButton } from '../../patterns/copy-button';
import { ExactTime } from '../../patterns/relative-time';
import { Button } from '../../primitives/button';
import { formatForecast } from './admin-workspace-format';

/*
 * The admin workspace page's parts: the lists of facts its cards show, the masked fields with their Reveal, and
 * the compact tables of members, keys, credits, invoices, plan changes and admin activity.
 */

/** An instant in the person's time zone, or what its absence means. */
export const when = (value: string | null, none = 'Never') =>
  value === null ? none : <ExactTime value={value} />;
export const orDash = (value: string | number | null) =>
  value === null || value === '' ? '—' : String(value);

/** A masked value with its Reveal action; the value shown stays on this screen only, never in a cache. */
export function MaskedField({ slug, field }: { slug: string; field: AdminMaskedField }) {
  const actions = useAdminWorkspaceActions(slug);
  const [value, setValue] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="grid gap-1">
      <p className="font-medium text-sm">{field.label}</p>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <code data-testid={`masked-${field.field}`} className="min-w-0 break-all font-mono text-sm">
          {value ?? field.masked}
        </code>
        {value === null ? (
          <Button
            size="sm"
            variant="secondary"
            loading={pending}
            onClick={async () => {
              setPending(true);
              setProblem(null);
              try {
                setValue((await actions.reveal({ field: field.field })).value);
              } catch (error) {
                setProblem(errorMessage(error));
              } finally {
                setPending(false);
              }
            }}
          >
            <Eye aria-hidden />
            Reveal {field.label.toLowerCase()}
          </Button>
        ) : (
          <>
            <CopyButton value={value} label={`Copy ${field.label.toLowerCase()}`} iconOnly />
            <Button size="sm" variant="ghost" onClick={() => setValue(null)}>
              <EyeOff aria-hidden />
              Hide
            </Button>
          </>
        )}
      </div>
      {problem === null ? null : (
        <p role="alert" className="text-danger-text text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}

export function profileItems(workspace: Workspace, data: AdminWorkspaceDetailReply) {
  return [
    { term: 'E-mail', value: workspace.email, copyValue: workspace.email },
    { term: 'Billing e-mail', value: orDash(workspace.billing_email) },
    { term: 'Company', value: orDash(workspace.company) },
    {
      term: 'Address',
      value: orDash(
        [workspace.address_1, workspace.address_2, workspace.zip, workspace.city, workspace.state]
          .filter(Boolean)
          .join(', '),
      ),
    },
    { term: 'VAT id', value: orDash(workspace.vat_id) },
    { term: 'Currency', value: data.currency },
    {
      term: 'Payment',
      value: workspace.uses_invoicing ? 'Invoicing (bank transfer)' : orDash(workspace.payment_provider),
    },
    { term: 'Created', value: when(workspace.created) },
    { term: 'Last used', value: when(workspace.last_used) },
    { term: 'Lifetime usage', value: formatBytes(workspace.lifetime_usage) },
    { term: 'Revenue forecast', value: formatForecast(workspace.revenue_forecast, data.currency) },
    ...(workspace.cancelled ? [{ term: 'Cancel reason', value: orDash(workspace.cancel_reason) }] : []),
    ...(workspace.deleted ? [{ term: 'Deleted', value: when(workspace.deleted) }] : []),
  ];
}

export function limitItems(workspace: Workspace, data: AdminWorkspaceDetailReply) {
  const plan = data.plan;
  return [
    {
      term: 'Plan',
      value: `${plan.title} (${formatMoney(plan.price_per_month, data.currency)}/mo, ${plan.gb_included} GB)`,
    },
    {
      term: 'Assembly rate limit',
      value:
        workspace.assembly_rate_limit === null ? 'The plan’s' : `${workspace.assembly_rate_limit} a minute`,
    },
    {
      term: 'Concurrent assemblies',
      value:
        workspace.concurrent_assembly_rate_limit === null
          ? `The plan’s (${plan.max_jobs_simulteneous})`
          : String(workspace.concurrent_assembly_rate_limit),
    },
    {
      term: 'Bill limit',
      value: workspace.bill_limit === null ? 'No cap' : formatMoney(workspace.bill_limit, data.currency),
    },
    {
      term: 'At the bill limit',
      value: workspace.stop_processing_on_bill_limit ? 'Processing stops' : 'Processing continues',
    },
    { term: 'Plan exceeded', value: workspace.plan_exceeded ? 'Yes' : 'No' },
  ];
}

export function acquisitionItems(workspace: Workspace, data: AdminWorkspaceDetailReply) {
  const utm = [
    workspace.via_utm_source,
    workspace.via_utm_medium,
    workspace.via_utm_campaign,
    workspace.via_utm_term,
    workspace.via_utm_content,
  ]
    .filter(Boolean)
    .join(' / ');
  return [
    {
      term: 'Referral code',
      value: orDash(workspace.referral_code),
      copyValue: workspace.referral_code ?? undefined,
    },
    { term: 'Referral visits', value: String(workspace.referral_visits) },
    {
      term: 'Referrals',
      value:
        data.referrals.length === 0
          ? 'None'
          : data.referrals
              .map((r) => `${r.type}: ${r.invited_email ?? r.twitter_username ?? '—'} (${r.status})`)
              .join('; '),
    },
    { term: 'Partner', value: orDash(workspace.partner) },
    { term: 'Came from', value: orDash(workspace.via_referer) },
    { term: 'UTM', value: orDash(utm) },
    {
      term: 'Lookups',
      value:
        data.lookups.length === 0
          ? 'None'
          : data.lookups.map((l) => `${l.chan ?? 'direct'} → ${l.target}`).join('; '),
    },
  ];
}
