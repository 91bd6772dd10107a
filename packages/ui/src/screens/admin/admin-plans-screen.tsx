import { type AdminPlanRow, useAdminPlanActions, useAdminPlans } from '@console/api';
import { ArrowLeft, Layers, Pencil, Plus, Undo2, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { createDataTableColumnHelper, DataTable, type DataTableRowAction } from '../../patterns/data-table';
import { EmptyState } from '../../patterns/empty-state';
import { PageHeader } from '../../patterns/page-header';
import { Badge } from '../../primitives/badge';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { textLink } from '../../primitives/text-link';
import { useToast } from '../../primitives/toast';
import { formatAmount, formatCount } from './admin-format';
import { DashboardLoadError } from './dashboard-parts';
import { PlanForm } from './plan-form';

/** The search parameter that opens the editor: a plan's id, or `new`. */
const EDIT_PARAM = 'plan';

/**
 * Admin: the plan catalogue the billing page offers from. Every plan, published or not, with the workspaces on
 * it; create one, edit one (a published plan in use warns how many workspaces it affects), publish or unpublish.
 * The editor is part of the address (?plan=3, ?plan=new), so Back returns to the list.
 */
export function AdminPlansScreen() {
  const plans = useAdminPlans();
  const [params, setParams] = useSearchParams();
  const editing = params.get(EDIT_PARAM);
  const open = (value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(EDIT_PARAM);
      else next.set(EDIT_PARAM, value);
      return next;
    });

  const rows = plans.data?.plans;
  const row =
    editing === null || editing === 'new'
      ? null
      : rows?.find((candidate) => String(candidate.plan.id) === editing);

  if (editing !== null && (editing === 'new' || row)) {
    return (
      <PageFrame kind="form" data-slot="admin-plans-screen">
        <PageHeader
          title={row ? `Edit plan ${row.plan.title}` : 'New plan'}
          description={
            row
              ? `${row.plan.published ? 'Published' : 'Unpublished'}; ${formatCount(row.workspaces_count)} workspaces on it.`
              : 'A new plan starts unpublished: customers see it once you publish it.'
          }
          breadcrumbs={
            <Button variant="link" onClick={() => open(null)}>
              <ArrowLeft aria-hidden="true" />
              All plans
            </Button>
          }
        />
        <PlanForm key={editing} row={row ?? null} onDone={() => open(null)} />
      </PageFrame>
    );
  }

  return (
    <PageFrame kind="list" data-slot="admin-plans-screen">
      <PageHeader
        title="Plans"
        description="The plans customers pick from on their billing page (the published ones) and those workspaces keep from before."
        actions={
          <Button onClick={() => open('new')}>
            <Plus aria-hidden="true" />
            New plan
          </Button>
        }
      />
      {editing !== null && rows ? (
        <Banner tone="warning" title="There is no such plan">
          {`No plan has the id “${editing}”. The list below shows every plan there is.`}
        </Banner>
      ) : null}
      {plans.error !== undefined && rows === undefined ? (
        <DashboardLoadError
          error={plans.error}
          subject="The plans"
          refusedTitle="Plans are for admins and founders"
          refusedReason="Your account does not have the admin role, so the server refused to send the plans."
          retrying={plans.isValidating}
          onRetry={() => void plans.mutate()}
        />
      ) : (
        <PlansTable rows={rows} onEdit={(id) => open(String(id))} />
      )}
    </PageFrame>
  );
}

type PlansTableProps = {
  /** Undefined while loading. */
  rows: AdminPlanRow[] | undefined;
  onEdit: (id: number) => void;
};

const helper = createDataTableColumnHelper<AdminPlanRow>();

function PlansTable({ rows, onEdit }: PlansTableProps) {
  const { setPublished } = useAdminPlanActions();
  const { toast } = useToast();
  const [unpublishing, setUnpublishing] = useState<AdminPlanRow | null>(null);

  async function publish(row: AdminPlanRow, published: boolean) {
    try {
      const reply = await setPublished(row.plan.id, published);
      toast({ variant: 'success', title: reply.meta.message ?? 'The plan is saved.' });
    } catch (failure) {
      toast({ variant: 'error', title: failure instanceof Error ? failure.message : String(failure) });
    }
  }

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor((row) => row.plan.title, {
          id: 'title',
          header: 'Plan',
          cell: ({ row }) => (
            <span className="flex min-w-0 items-baseline gap-2">
              <button
                type="button"
                onClick={() => onEdit(row.original.plan.id)}
                title={row.original.plan.title}
                className={textLink({ className: 'min-w-0 max-w-56 truncate text-left font-medium' })}
              >
                {row.original.plan.title}
              </button>
              <span className="truncate font-mono text-fg-muted text-xs">{row.original.plan.slug}</span>
            </span>
          ),
        }),
        helper.accessor((row) => row.plan.price_per_month * row.plan.usd_exchange_rate, {
          id: 'price',
          header: 'Per month',
          meta: { align: 'end' },
          cell: ({ row }) => formatAmount(row.original.plan.price_per_month, row.original.plan.currency),
        }),
        helper.accessor((row) => row.plan.gb_included, {
          id: 'gb',
          header: 'GB included',
          meta: { align: 'end' },
          cell: ({ row }) =>
            `${formatCount(row.original.plan.gb_included)}${row.original.plan.has_lifetime_limit ? ' lifetime' : ''}`,
        }),
        helper.accessor((row) => row.plan.price_per_gb, {
          id: 'per-gb',
          header: 'Per GB',
          meta: { align: 'end' },
          cell: ({ row }) => {
            const { plan } = row.original;
            const tiers = plan.tiers.length;
            return tiers > 0
              ? `${formatAmount(plan.price_per_gb, plan.currency)} · ${tiers} tiers`
              : formatAmount(plan.price_per_gb, plan.currency);
          },
        }),
        helper.accessor((row) => row.plan.usd_exchange_rate, {
          id: 'rate',
          header: 'USD rate',
          meta: { align: 'end' },
          cell: ({ row }) => `${row.original.plan.currency} ${row.original.plan.usd_exchange_rate}`,
        }),
        helper.accessor((row) => row.workspaces_count, {
          id: 'workspaces',
          header: 'Workspaces',
          meta: { align: 'end' },
          cell: ({ getValue }) => formatCount(getValue()),
        }),
        helper.accessor((row) => row.plan.published, {
          id: 'status',
          header: 'Status',
          cell: ({ getValue }) =>
            getValue() ? <Badge tone="success">Published</Badge> : <Badge tone="neutral">Unpublished</Badge>,
        }),
      ]),
    [onEdit],
  );

  const actions = (row: AdminPlanRow): DataTableRowAction[] => [
    { label: 'Edit', icon: <Pencil />, onSelect: () => onEdit(row.plan.id) },
    row.plan.published
      ? { label: 'Unpublish', icon: <Undo2 />, onSelect: () => setUnpublishing(row) }
      : { label: 'Publish', icon: <Upload />, onSelect: () => void publish(row, true) },
  ];

  if (rows?.length === 0) {
    return (
      <EmptyState
        framed
        headingLevel={2}
        icon={<Layers />}
        title="No plans yet"
        description="Create the first plan customers can pick; it starts unpublished."
      />
    );
  }

  return (
    <>
      <DataTable
        caption="Plans"
        columns={columns}
        data={rows ?? []}
        loading={rows === undefined}
        getRowId={(row) => String(row.plan.id)}
        getRowLabel={(row) => `plan ${row.plan.title}`}
        rowActions={actions}
        empty={{
          icon: <Layers />,
          title: 'No plans yet',
          description: 'Create the first plan customers can pick.',
        }}
      />
      <ConfirmDialog
        open={unpublishing !== null}
        onOpenChange={(open) => {
          if (!open) setUnpublishing(null);
        }}
        title={`Unpublish ${unpublishing?.plan.title ?? 'the plan'}?`}
        description={`The billing page stops offering it. The ${formatCount(unpublishing?.workspaces_count ?? 0)} workspaces on it keep it until they change plans.`}
        confirmLabel="Unpublish plan"
        onConfirm={async () => {
          if (unpublishing) await publish(unpublishing, false);
        }}
      />
    </>
  );
}
