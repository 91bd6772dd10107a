import { type BillingReply, useBilling } from '@console/api';
import { lazy, Suspense, useState } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { Card } from '../../primitives/card';
import { Skeleton } from '../../primitives/skeleton';
import { BillLimitForm } from './bill-limit-form';
import { BillingMonthSection } from './billing-month';
import { CouponsSection } from './coupons-section';
import { PaymentMethodSection } from './payment-method';
import { PlansSection } from './plans-section';

// The page's lower half (its tables, the month picker) loads after the top, so following the Billing link stays
// within its download budget; both arrive while the person reads the month and the forms.
const InvoicesSection = lazy(async () => ({ default: (await import('./invoices-section')).InvoicesSection }));
const UsageSection = lazy(async () => ({ default: (await import('./usage-section')).UsageSection }));

export type BillingScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/billing). */
  workspace: string;
};

/**
 * The workspace's billing: this month at a glance with its forecast, the bill limit, the plans, the card, coupons
 * and credit, usage per robot and the invoices.
 */
export function BillingScreen({ workspace: slug }: BillingScreenProps) {
  const billing = useBilling(slug);
  return (
    <PageFrame kind="list" data-slot="billing-screen">
      <PageHeader
        title="Billing"
        description="Your plan, this month's costs and forecast, the card invoices are charged to, and your invoices."
      />
      {billing.data ? (
        <BillingSections slug={slug} billing={billing.data} />
      ) : billing.error ? (
        <LoadErrorBanner title="Billing could not be loaded" error={billing.error} swr={billing} />
      ) : (
        <BillingSkeleton />
      )}
    </PageFrame>
  );
}

function BillingSections({ slug, billing }: { slug: string; billing: BillingReply }) {
  // The limit being typed, drawn on the forecast chart before it is saved.
  const [draftLimit, setDraftLimit] = useState<number | null | undefined>(undefined);
  const shownLimit = draftLimit === undefined ? billing.limits.bill_limit : draftLimit;
  return (
    <>
      <BillingMonthSection slug={slug} billing={billing} billLimit={shownLimit} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BillLimitForm
          key={`${billing.limits.bill_limit}-${billing.limits.stop_processing_on_bill_limit}`}
          slug={slug}
          billing={billing}
          onDraftChange={setDraftLimit}
        />
        <div className="grid content-start gap-6">
          <PaymentMethodSection slug={slug} billing={billing} />
          <CouponsSection slug={slug} billing={billing} />
        </div>
      </div>
      <PlansSection slug={slug} billing={billing} />
      <Suspense fallback={<SectionPlaceholder label="Loading the invoices" />}>
        <InvoicesSection slug={slug} billing={billing} />
      </Suspense>
      <Suspense fallback={<SectionPlaceholder label="Loading the usage" />}>
        <UsageSection slug={slug} />
      </Suspense>
    </>
  );
}

function SectionPlaceholder({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton shape="block" className="h-48" />
    </div>
  );
}

function BillingSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only">Loading billing</span>
      <Card className="gap-4 p-6">
        <Skeleton className="w-48" />
        <div className="grid gap-6 sm:grid-cols-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton shape="block" className="h-40" />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton shape="block" className="h-56" />
        <Skeleton shape="block" className="h-56" />
      </div>
    </div>
  );
}
