import { type AdminCoupon, type CouponStatus, useCouponActions } from '@console/api';
import { Ban, ListChecks, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format';
import { href } from '../../lib/paths';
import { createDataTableColumnHelper, DataTable, type DataTableRowAction } from '../../patterns/data-table';
import { ServerConfirmDialog } from '../../patterns/server-confirm-dialog';
import { type BadgeTone, StatusBadge } from '../../primitives/badge';
import { textLink } from '../../primitives/text-link';
import { CouponDay, couponReward } from './coupon-format';

export const COUPON_STATUS_BADGES: Record<CouponStatus, { tone: BadgeTone; label: string }> = {
  valid: { tone: 'success', label: 'Valid' },
  expired: { tone: 'neutral', label: 'Expired' },
  used_up: { tone: 'warning', label: 'Used up' },
};

/** What a dialog of the page is open on. */
export type Open =
  | { dialog: 'create' }
  | { dialog: 'edit'; coupon: AdminCoupon }
  | { dialog: 'redemptions'; coupon: AdminCoupon }
  | null;

type CouponTableProps = {
  coupons: AdminCoupon[];
  loading: boolean;
  onOpen: (open: Open) => void;
};

export function CouponTable({ coupons, loading, onOpen }: CouponTableProps) {
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
      <ServerConfirmDialog
        row={deactivating}
        onClose={() => setDeactivating(null)}
        title={(coupon) => `Deactivate coupon ${coupon.code}?`}
        description={() =>
          'It expires now, so nobody can redeem it any more. Workspaces that redeemed it keep their reward.'
        }
        confirmLabel="Deactivate coupon"
        action={(coupon) => deactivate(coupon.id)}
        done="Coupon deactivated."
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
