import {
  type AdminCoupon,
  type CouponListReply,
  type CouponStatus,
  errorMessage,
  useAdminCoupons,
  useCouponActions,
} from '@console/api';
import { Ban, ListChecks, Pencil, Plus, TicketPercent } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { formatCount } from '../../lib/format';
import { href } from '../../lib/paths';
import { useServerList } from '../../lib/use-server-list';
import { createDataTableColumnHelper, DataTable, type DataTableRowAction } from '../../patterns/data-table';
import { EmptyState } from '../../patterns/empty-state';
import { PageHeader } from '../../patterns/page-header';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { type BadgeTone, StatusBadge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { Dialog } from '../../primitives/dialog';
import { Field } from '../../primitives/field';
import { Select } from '../../primitives/select';
import { Skeleton } from '../../primitives/skeleton';
import { textLink } from '../../primitives/text-link';
import { useToast } from '../../primitives/toast';
import { CouponDay, couponReward } from './coupon-format';
import { useSearchParamChoice } from './dashboard-parts';

// The editor and the redemptions load when first opened: the list alone is what most visits need.
const CouponEditor = lazy(async () => ({ default: (await import('./coupon-editor')).CouponEditor }));
const CouponRedemptions = lazy(async () => ({
  default: (await import('./coupon-redemptions')).CouponRedemptions,
}));

const LIST_TEXTS = {
  loading: 'Loading the coupons',
  failed: 'The coupons could not be loaded',
  stale: 'The coupons could not be refreshed',
};

type Filter = CouponStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All coupons' },
  { value: 'valid', label: 'Valid' },
  { value: 'expired', label: 'Expired' },
  { value: 'used_up', label: 'Used up' },
];
const acceptFilter = (raw: string) => FILTERS.find((filter) => filter.value === raw)?.value;

export const COUPON_STATUS_BADGES: Record<CouponStatus, { tone: BadgeTone; label: string }> = {
  valid: { tone: 'success', label: 'Valid' },
  expired: { tone: 'neutral', label: 'Expired' },
  used_up: { tone: 'warning', label: 'Used up' },
};

const isEmpty = (reply: CouponListReply) => reply.coupons.length === 0;

/** What a dialog of the page is open on. */
type Open =
  | { dialog: 'create' }
  | { dialog: 'edit'; coupon: AdminCoupon }
  | { dialog: 'redemptions'; coupon: AdminCoupon }
  | null;

/**
 * The coupons customers redeem on their billing page: code, reward, beneficiary, how long and how often it can be
 * redeemed, filtered by status (in the URL). Create and edit with checks, see who redeemed one, deactivate one.
 */
export function AdminCouponsScreen() {
  const [filter, setFilter] = useSearchParamChoice<Filter>('status', acceptFilter, 'all');
  const list = useServerList(useAdminCoupons(filter === 'all' ? {} : { status: filter }), {
    isEmpty,
    filtered: filter !== 'all',
  });
  const [open, setOpen] = useState<Open>(null);
  const neverCreated = list.kind === 'empty' && !list.filtered;
  const filterLabel = FILTERS.find((option) => option.value === filter)?.label ?? '';
  const newButton = (
    <Button onClick={() => setOpen({ dialog: 'create' })}>
      <Plus aria-hidden />
      New coupon
    </Button>
  );
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <PageFrame kind="list" data-slot="admin-coupons-screen">
      <PageHeader
        title="Coupons"
        description="Codes customers redeem on their billing page for a discount on monthly invoices or a one-time credit."
        actions={neverCreated ? null : newButton}
      />
      {neverCreated ? null : (
        <search aria-label="Coupon filter" className="flex flex-wrap gap-4">
          <Field label="Show" className="w-56">
            <Select
              value={filter}
              onValueChange={(next) => setFilter(acceptFilter(next) ?? 'all')}
              options={FILTERS}
            />
          </Field>
        </search>
      )}
      <ServerListFrame list={list} texts={LIST_TEXTS} className="grid gap-4">
        {neverCreated ? (
          <EmptyState
            framed
            icon={<TicketPercent />}
            title="No coupons yet"
            description="Create a code for a campaign, a partner or a single customer."
            action={newButton}
          />
        ) : list.kind === 'empty' ? (
          <EmptyState
            framed
            icon={<TicketPercent />}
            title="No coupons here"
            description={`No coupon is ${filterLabel.toLowerCase()} right now.`}
            action={
              <Button variant="secondary" size="sm" onClick={() => setFilter('all')}>
                Show all coupons
              </Button>
            }
          />
        ) : (
          <CouponTable
            coupons={'data' in list ? list.data.coupons : []}
            loading={list.kind === 'loading'}
            onOpen={setOpen}
          />
        )}
      </ServerListFrame>
      <Dialog
        size="lg"
        open={open?.dialog === 'create' || open?.dialog === 'edit'}
        onOpenChange={close}
        title={open?.dialog === 'edit' ? `Edit coupon ${open.coupon.code}` : 'New coupon'}
        description="Customers type the code on their billing page. Leave a field empty for no limit."
      >
        {open?.dialog === 'create' || open?.dialog === 'edit' ? (
          <Suspense fallback={<DialogSkeleton />}>
            <CouponEditor
              coupon={open.dialog === 'edit' ? open.coupon : null}
              onSaved={() => setOpen(null)}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <Dialog
        size="lg"
        open={open?.dialog === 'redemptions'}
        onOpenChange={close}
        title={open?.dialog === 'redemptions' ? `Redemptions of ${open.coupon.code}` : 'Redemptions'}
        description="The workspaces that redeemed it, newest first, and until when their reward applies."
      >
        {open?.dialog === 'redemptions' ? (
          <Suspense fallback={<DialogSkeleton />}>
            <CouponRedemptions id={open.coupon.id} />
          </Suspense>
        ) : null}
      </Dialog>
    </PageFrame>
  );
}

function DialogSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-16" />
      <Skeleton className="h-32" />
    </div>
  );
}

type CouponTableProps = {
  coupons: AdminCoupon[];
  loading: boolean;
  onOpen: (open: Open) => void;
};

function CouponTable({ coupons, loading, onOpen }: CouponTableProps) {
  const { toast } = useToast();
  const { deactivate } = useCouponActions();
  const [deactivating, setDeactivating] = useState<AdminCoupon | null>(null);
  const columns = useMemo(
    () => couponColumns((coupon) => onOpen({ dialog: 'redemptions', coupon })),
    [onOpen],
  );

  const rowActions = (coupon: AdminCoupon): DataTableRowAction[] => [
    { label: 'Edit', icon: <Pencil aria-hidden />, onSelect: () => onOpen({ dialog: 'edit', coupon }) },
    {
      label: 'Redemptions',
      icon: <ListChecks aria-hidden />,
      onSelect: () => onOpen({ dialog: 'redemptions', coupon }),
    },
    {
      label: 'Deactivate',
      icon: <Ban aria-hidden />,
      variant: 'danger',
      disabled: coupon.status === 'expired',
      onSelect: () => setDeactivating(coupon),
    },
  ];

  return (
    <>
      <DataTable
        caption="Coupons"
        columns={columns}
        data={coupons}
        getRowId={(coupon) => String(coupon.id)}
        getRowLabel={(coupon) => `coupon ${coupon.code}`}
        loading={loading}
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(next) => {
          if (!next) setDeactivating(null);
        }}
        title={`Deactivate coupon ${deactivating?.code ?? ''}?`}
        description="It expires now, so nobody can redeem it any more. Workspaces that redeemed it keep their reward."
        confirmLabel="Deactivate coupon"
        onConfirm={async () => {
          if (!deactivating) return;
          try {
            const reply = await deactivate(deactivating.id);
            toast({ variant: 'success', title: reply.meta.message ?? 'Coupon deactivated.' });
          } catch (error) {
            toast({
              variant: 'error',
              title: 'The coupon is still active',
              description: errorMessage(error),
            });
          }
        }}
      />
    </>
  );
}

function couponColumns(showRedemptions: (coupon: AdminCoupon) => void) {
  const helper = createDataTableColumnHelper<AdminCoupon>();
  return helper.columns([
    helper.accessor('code', {
      header: 'Code',
      meta: { mono: true },
      cell: ({ getValue }) => <span className="whitespace-nowrap font-medium">{getValue()}</span>,
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge {...COUPON_STATUS_BADGES[getValue()]} />,
    }),
    helper.accessor((coupon) => couponReward(coupon), {
      id: 'reward',
      header: 'Reward',
      cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
    }),
    helper.accessor((coupon) => coupon.beneficiary?.name ?? '', {
      id: 'beneficiary',
      header: 'Beneficiary',
      cell: ({ row }) => {
        const beneficiary = row.original.beneficiary;
        return beneficiary === null ? (
          <span className="text-fg-muted">None</span>
        ) : (
          <Link
            to={href.adminWorkspace(beneficiary.slug)}
            className={textLink({ className: 'block max-w-48 truncate' })}
            title={beneficiary.name}
          >
            {beneficiary.name}
          </Link>
        );
      },
    }),
    helper.accessor((coupon) => coupon.valid_until ?? '9999', {
      id: 'valid_until',
      header: 'Valid until',
      cell: ({ row }) => <CouponDay value={row.original.valid_until} />,
    }),
    helper.accessor('redeemer_count', {
      header: 'Redeemed',
      meta: { align: 'end', className: 'tabular-nums' },
      cell: ({ row }) => {
        const { redeemer_count: count, max_redeemer_count: max } = row.original;
        return (
          <button
            type="button"
            onClick={() => showRedemptions(row.original)}
            className={textLink({ className: 'inline-flex min-h-6 items-center whitespace-nowrap' })}
          >
            {formatCount(count)} / {max === null ? '∞' : formatCount(max)}
            <span className="sr-only">{` redemptions of ${row.original.code}: show who`}</span>
          </button>
        );
      },
    }),
  ]);
}
