import { type BillingReply, formatMoney, type Invoice, useInvoices } from '@console/api';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { monthName } from '../../lib/format';
import { href } from '../../lib/paths';
import { createDataTableColumnHelper, DataTable } from '../../patterns/data-table';
import { InvoiceStatusBadge } from '../../patterns/invoice-status-badge';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { Section } from '../../patterns/section';
import { textLink } from '../../primitives/text-link';
import { PayInvoiceButton } from './pay-invoice-button';

const helper = createDataTableColumnHelper<Invoice>();

function invoiceColumns(slug: string, card: BillingReply['card']) {
  return helper.columns([
    helper.accessor('number', {
      header: 'Invoice',
      meta: { mono: true },
      cell: ({ row }) => (
        <Link to={href.invoice(slug, row.original.id)} className={textLink()}>
          {row.original.number}
        </Link>
      ),
    }),
    helper.accessor('month', { header: 'Month', cell: ({ getValue }) => monthName(getValue()) }),
    helper.accessor('total_fee', {
      header: 'Total',
      meta: { align: 'end' },
      cell: ({ row }) => formatMoney(row.original.total_fee, row.original.currency),
    }),
    helper.accessor('currency', { header: 'Currency' }),
    helper.accessor('paid', {
      header: 'Status',
      cell: ({ row }) => <InvoiceStatusBadge invoice={row.original} />,
    }),
    helper.display({
      id: 'pay',
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: 'end' },
      cell: ({ row }) =>
        row.original.paid ? null : <PayInvoiceButton slug={slug} invoice={row.original} card={card} />,
    }),
  ]);
}

/** Invoices a workspace usually has by the time it looks: what the table holds the room of while it loads. */
const USUAL_INVOICES = 12;

/**
 * The workspace's invoices, newest first, unpaid ones with "Pay now". Without `billing` (the page's own data still
 * loading) the table stays loading, since "Pay now" needs the card on file, but the invoices are fetched already.
 */
export function InvoicesSection({ slug, billing }: { slug: string; billing: BillingReply | undefined }) {
  const invoices = useInvoices(slug);
  const card = billing?.card ?? null;
  const columns = useMemo(() => invoiceColumns(slug, card), [slug, card]);
  const loading = invoices.isLoading || billing === undefined;
  const unpaid = invoices.data?.invoices.filter((invoice) => !invoice.paid).length ?? 0;
  return (
    <Section
      id="invoices"
      title="Invoices"
      description={
        unpaid > 0
          ? `${unpaid} unpaid: pay them to keep processing running.`
          : 'Every monthly invoice, newest first. Open one to print it or issue it to your company.'
      }
    >
      <div className="grid gap-4" aria-busy={loading || undefined}>
        {invoices.error && !invoices.data ? (
          <LoadErrorBanner title="The invoices could not be loaded" error={invoices.error} swr={invoices} />
        ) : null}
        <DataTable
          caption="Invoices"
          density="compact"
          columns={columns}
          data={invoices.data?.invoices ?? []}
          loading={loading}
          skeletonRows={USUAL_INVOICES}
          getRowId={(invoice) => String(invoice.id)}
          empty={{
            title: 'No invoices yet',
            description: 'The first invoice comes at the start of next month.',
          }}
        />
      </div>
    </Section>
  );
}
