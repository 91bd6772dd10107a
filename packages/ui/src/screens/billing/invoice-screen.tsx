import { useBilling, useInvoice } from '@console/api';
import { FileText, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { usePageName } from '../../lib/page-title';
import { href } from '../../lib/paths';
import { InvoiceDocument, InvoiceDocumentSkeleton, isReceipt } from '../../patterns/invoice-document';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { BillingBreadcrumbs } from './billing-breadcrumbs';
import { PayInvoiceButton } from './pay-invoice-button';

export type InvoiceScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/invoices/{invoice_id}). */
  workspace: string;
  /** The invoice's id, from the route. */
  invoiceId: string;
};

/** One invoice as a printable document, with Print, Pay now while unpaid, and conversion of a receipt. */
export function InvoiceScreen({ workspace: slug, invoiceId }: InvoiceScreenProps) {
  const invoice = useInvoice(slug, invoiceId);
  // Only for naming the card "Pay now" charges.
  const billing = useBilling(slug);
  const data = invoice.data;
  const title = data
    ? `${isReceipt(data.invoice) ? 'Receipt' : 'Invoice'} ${data.invoice.number}`
    : 'Invoice';
  usePageName(data ? title : undefined);
  return (
    <PageFrame kind="detail" data-slot="invoice-screen">
      {/* The actions sit in their own wrapping row under the header (where the header puts them anyway, after its
          long description), not in its `actions`, which never shrink: three buttons are wider than a phone. */}
      <div className="grid gap-3">
        <PageHeader
          breadcrumbs={<BillingBreadcrumbs slug={slug} current={data?.invoice.number ?? 'Invoice'} />}
          title={title}
          description="Print it, pay it, or issue it to your company with its address and VAT ID."
        />
        {data ? (
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            {isReceipt(data.invoice) ? (
              <Button asChild variant="secondary">
                <Link to={href.invoiceConvert(slug, data.invoice.id)}>
                  <FileText aria-hidden />
                  Convert to invoice
                </Link>
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden />
              Print
            </Button>
            {data.invoice.paid ? null : (
              <PayInvoiceButton slug={slug} invoice={data.invoice} card={billing.data?.card} size="md" />
            )}
          </div>
        ) : invoice.error ? null : (
          // The row's room while the invoice loads, so the document does not move down when its buttons come.
          <div className="flex gap-2">
            <Skeleton className="h-9 w-24 rounded-md" />
          </div>
        )}
      </div>
      {data ? (
        <InvoiceDocument reply={data} />
      ) : invoice.error ? (
        <LoadErrorBanner title="This invoice could not be loaded" error={invoice.error} swr={invoice} />
      ) : (
        <InvoiceDocumentSkeleton />
      )}
    </PageFrame>
  );
}
