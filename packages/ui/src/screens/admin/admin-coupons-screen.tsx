import { type CouponListReply, type CouponStatus, useAdminCoupons } from '@console/api';
import { Plus, TicketPercent } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { useServerList } from '../../lib/use-server-list';
import { DialogSkeleton } from '../../patterns/busy-placeholder';
import { EmptyState } from '../../patterns/empty-state';
import { PageHeader } from '../../patterns/page-header';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog';
import { listTexts } from './admin-format';
import { CouponTable, type Open } from './coupon-table';
import { FilterBar, useChoiceFilter } from './dashboard-parts';

// The editor and the redemptions load when first opened: the list alone is what most visits need.
const CouponEditor = lazy(async () => ({ default: (await import('./coupon-editor')).CouponEditor }));
const CouponRedemptions = lazy(async () => ({
  default: (await import('./coupon-redemptions')).CouponRedemptions,
}));

const LIST_TEXTS = listTexts('the coupons');

type Filter = CouponStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All coupons' },
  { value: 'valid', label: 'Valid' },
  { value: 'expired', label: 'Expired' },
  { value: 'used_up', label: 'Used up' },
];

const isEmpty = (reply: CouponListReply) => reply.coupons.length === 0;

/**
 * The coupons customers redeem on their billing page: code, reward, beneficiary, how long and how often it can be
 * redeemed, filtered by status (in the URL). Create and edit with checks, see who redeemed one, deactivate one.
 */
export function AdminCouponsScreen() {
  const [filter, statusFilter] = useChoiceFilter<Filter>({
    name: 'status',
    label: 'Show',
    options: FILTERS,
    fallback: 'all',
  });
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
      {neverCreated ? null : <FilterBar label="Coupon filter" filters={[statusFilter]} />}
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
              <Button variant="secondary" size="sm" onClick={() => statusFilter.onValueChange('all')}>
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
