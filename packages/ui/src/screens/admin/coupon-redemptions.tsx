import { type AdminCouponRedemption, useAdminCoupon } from '@console/api';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { href } from '../../lib/paths';
import { createDataTableColumnHelper, DataTable } from '../../patterns/data-table';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { textLink } from '../../primitives/text-link';
import { CouponDay } from './coupon-format';

/** Who redeemed a coupon, newest first, each workspace linked to its admin page. */
export function CouponRedemptions({ id }: { id: number }) {
  const swr = useAdminCoupon(id);
  const columns = useMemo(redemptionColumns, []);
  if (swr.error !== undefined) {
    return <LoadErrorBanner title="The redemptions could not be loaded" error={swr.error} swr={swr} />;
  }
  return (
    <DataTable
      caption="Redemptions"
      framed
      columns={columns}
      data={swr.data?.redemptions ?? []}
      getRowId={(redemption) => `${redemption.workspace.id}`}
      loading={swr.data === undefined}
      pagination={{ pageSize: 10 }}
      empty={{ title: 'Not redeemed yet', description: 'No workspace has redeemed this coupon.' }}
    />
  );
}

function redemptionColumns() {
  const helper = createDataTableColumnHelper<AdminCouponRedemption>();
  return helper.columns([
    helper.accessor((redemption) => redemption.workspace.name, {
      id: 'workspace',
      header: 'Workspace',
      cell: ({ row }) => (
        <Link
          to={href.adminWorkspace(row.original.workspace.slug)}
          title={row.original.workspace.name}
          className={textLink({ className: 'block max-w-56 truncate' })}
        >
          {row.original.workspace.name}
        </Link>
      ),
    }),
    helper.accessor('redeemed_on', {
      header: 'Redeemed on',
      cell: ({ getValue }) => <CouponDay value={getValue()} />,
    }),
    helper.accessor((redemption) => redemption.valid_until ?? '9999', {
      id: 'valid_until',
      header: 'Valid until',
      cell: ({ row }) => <CouponDay value={row.original.valid_until} />,
    }),
  ]);
}
