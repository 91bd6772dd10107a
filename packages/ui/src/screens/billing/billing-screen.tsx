import { type BillingReply, useBilling } from '@console/api';
import { lazy, Suspense, useState } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { useAfterFirstPaint } from '../../lib/after-paint';
import { ChartSkeleton } from '../../patterns/chart-skeleton';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { Section, type SectionProps } from '../../patterns/section';
import { Stat } from '../../patterns/stat';
import { Skeleton } from '../../primitives/skeleton';
import { BillLimitForm } from './bill-limit-form';
import { BILLING_HEADINGS } from './billing-format';
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
  // The invoices and the usage are chunks of their own, asked for once the header has painted: asked for as the
  // page mounts, they went out before its largest paint and counted in it (docs/first-paint.md).
  const painted = useAfterFirstPaint();
  const invoicesPlaceholder = <SectionPlaceholder label="Loading the invoices" />;
  const usagePlaceholder = <SectionPlaceholder label="Loading the usage" />;
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
      {billing.error && !billing.data ? null : (
        // Below the sections that need the billing reply, fetching their own data from the start.
        <>
          <Suspense fallback={invoicesPlaceholder}>
            {painted ? <InvoicesSection slug={slug} billing={billing.data} /> : invoicesPlaceholder}
          </Suspense>
          <Suspense fallback={usagePlaceholder}>
            {painted ? <UsageSection slug={slug} /> : usagePlaceholder}
          </Suspense>
        </>
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
      {/* Each card as tall as its own content: stretched to the column beside it, the form's card held a hole. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
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

/** A section's real heading over a block as tall as its content. */
function SectionSkeleton({
  title,
  description,
  height,
}: Pick<SectionProps, 'title' | 'description'> & { height: string }) {
  return (
    <Section title={title} description={description}>
      <Skeleton shape="block" className={height} />
    </Section>
  );
}

/** The sections that need the billing reply, each its real card with a placeholder as tall as its content. */
function BillingSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only">Loading billing</span>
      <Section
        title={
          <>
            <Skeleton shape="text" className="w-28" /> at a glance
          </>
        }
        description="What this month has cost so far, and where it is heading at its pace so far."
      >
        <div className="grid gap-6">
          <div className="grid gap-6 sm:grid-cols-3">
            <Stat label="Data processed" value={0} limit={1} loading />
            <Stat
              label="Cost so far"
              value=""
              hint="Plan, add-ons and extra GB, before discounts and VAT"
              loading
            />
            <Stat
              label="Forecast for the month"
              value=""
              hint={<Skeleton shape="text" className="w-36" />}
              loading
            />
          </div>
          <ChartSkeleton size="sm" label="Data processed this month, with the forecast" />
        </div>
      </Section>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SectionSkeleton {...BILLING_HEADINGS.billLimit} height="h-66.5" />
        <div className="grid content-start gap-6">
          <SectionSkeleton
            title="Payment method"
            description={<Skeleton shape="text" className="w-64" />}
            height="h-10.5"
          />
          <SectionSkeleton {...BILLING_HEADINGS.coupons} height="h-40.5" />
        </div>
      </div>
      <SectionSkeleton {...BILLING_HEADINGS.plan} height="h-95" />
    </div>
  );
}
