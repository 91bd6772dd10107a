import {
  ADMIN_INVOICE_CURRENCIES,
  ADMIN_INVOICE_PAID_STATES,
  ADMIN_INVOICES_PER_PAGE,
  type AdminInvoiceListQuery,
  type AdminInvoiceListReply,
  type AdminInvoicePageTotal,
  type AdminInvoiceRow,
  formatMinor,
  formatMoney,
  preloadAdminInvoices,
  useAdminInvoices,
} from '@console/api';
import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { monthName } from '../../lib/format';
import { href } from '../../lib/paths';
import { pageFrom, useLastPageClamp, useUrlView } from '../../lib/url-view';
import { currentData, shownData, useServerList } from '../../lib/use-server-list';
import { createDataTableColumnHelper, DataTable } from '../../patterns/data-table';
import { InvoiceStatusBadge } from '../../patterns/invoice-status-badge';
import { PageHeader } from '../../patterns/page-header';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { textLink } from '../../primitives/text-link';
import { listTexts } from './admin-format';
import { FilterBar } from './dashboard-parts';

const LIST_TEXTS = listTexts('the invoices');

/** Stands for "no filter" in the selects and the URL, which have no way to say "nothing". */
const ALL = 'all';
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const PAID_OPTIONS = [
  { value: ALL, label: 'Paid and unpaid' },
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
];
const CURRENCY_OPTIONS = [
  { value: ALL, label: 'Every currency' },
  ...ADMIN_INVOICE_CURRENCIES.map((currency) => ({ value: currency, label: currency })),
];

const isEmpty = (reply: AdminInvoiceListReply) => reply.total === 0;

const linkClass = textLink();

/** The list's view as the URL holds it (`?month=&paid=&currency=&page=`), so a link or Back reproduces it. */
function viewFrom(params: URLSearchParams) {
  const month = params.get('month') ?? '';
  const paid = ADMIN_INVOICE_PAID_STATES.find((state) => state === params.get('paid'));
  const currency = ADMIN_INVOICE_CURRENCIES.find((code) => code === params.get('currency'));
  return { month: MONTH_PATTERN.test(month) ? month : undefined, paid, currency, page: pageFrom(params) };
}

function queryFor(view: ReturnType<typeof viewFrom>): AdminInvoiceListQuery {
  return {
    ...(view.month ? { month: view.month } : {}),
    ...(view.paid ? { paid: view.paid } : {}),
    ...(view.currency ? { currency: view.currency } : {}),
    page: view.page,
    per_page: ADMIN_INVOICES_PER_PAGE,
  };
}

/** Fetches the page of invoices a link with this query string shows, before the person follows it. */
export function preloadAdminInvoicesScreen(search: URLSearchParams): void {
  preloadAdminInvoices(queryFor(viewFrom(search)));
}

const helper = createDataTableColumnHelper<AdminInvoiceRow>();
const columns = helper.columns([
  helper.accessor('number', {
    header: 'Invoice',
    enableSorting: false,
    meta: { mono: true, className: 'whitespace-nowrap' },
    cell: ({ row }) => (
      <Link to={href.adminInvoice(row.original.id)} className={linkClass}>
        {row.original.number}
      </Link>
    ),
  }),
  helper.accessor('workspace_name', {
    header: 'Workspace',
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to={href.adminWorkspace(row.original.workspace_slug)}
        title={`${row.original.workspace_name} (${row.original.workspace_slug})`}
        className={`${linkClass} block max-w-64 truncate`}
      >
        {row.original.workspace_name}
      </Link>
    ),
  }),
  helper.accessor('month', {
    header: 'Month',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => monthName(getValue()),
  }),
  helper.accessor('credit', {
    header: 'Credit',
    enableSorting: false,
    meta: { align: 'end', className: 'whitespace-nowrap' },
    cell: ({ row }) =>
      row.original.credit === 0 ? (
        <span className="text-fg-muted">None</span>
      ) : (
        formatMoney(row.original.credit, row.original.currency)
      ),
  }),
  helper.accessor('total_fee', {
    header: 'Total',
    enableSorting: false,
    meta: { align: 'end', className: 'whitespace-nowrap' },
    cell: ({ row }) => formatMoney(row.original.total_fee, row.original.currency),
  }),
  helper.accessor('paid', {
    header: 'Status',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => <InvoiceStatusBadge invoice={row.original} />,
  }),
]);

const rowId = (invoice: AdminInvoiceRow) => String(invoice.id);
const rowLabel = (invoice: AdminInvoiceRow) => `invoice ${invoice.number}`;

/** What the rows on screen add up to, one line per currency: amounts in one currency are never added to another's. */
/** Currencies a page of invoices usually mixes: the totals held in place while the page loads. */
const USUAL_CURRENCIES = 3;

/** The page's totals per currency; without `totals` (loading) the usual currencies' places. */
type CurrencyTotalProps = ComponentProps<'div'> & { label: ReactNode; total: ReactNode; split: ReactNode };

/** One currency's total on the page, with its paid and unpaid parts; skeletons in each place while it loads. */
function CurrencyTotal({ label, total, split, ...props }: CurrencyTotalProps) {
  return (
    <div className="grid gap-0.5" {...props}>
      <dt className="text-fg-muted text-xs">{label}</dt>
      <dd className="font-semibold text-fg tabular-nums">{total}</dd>
      <dd className="text-fg-muted text-xs tabular-nums">{split}</dd>
    </div>
  );
}

function PageTotals({ totals }: { totals: AdminInvoicePageTotal[] | undefined }) {
  return (
    <section
      aria-labelledby="page-totals"
      className="grid gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="page-totals" className="font-medium text-fg text-sm">
        Totals of this page
      </h2>
      {totals?.length === 0 ? <p className="text-fg-muted text-sm">No invoices on this page.</p> : null}
      <dl className="grid gap-2 @xl:grid-cols-3">
        {totals === undefined
          ? Array.from({ length: USUAL_CURRENCIES }, (_, index) => (
              <CurrencyTotal
                // Placeholders have no identity; their position is all there is.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                aria-hidden
                label={<Skeleton shape="text" className="w-24" />}
                total={<Skeleton shape="text" className="w-28" />}
                split={<Skeleton shape="text" className="w-40" />}
              />
            ))
          : totals.map((total) => (
              <CurrencyTotal
                key={total.currency}
                data-testid={`page-total-${total.currency}`}
                label={`${total.currency}, ${total.count} ${total.count === 1 ? 'invoice' : 'invoices'}`}
                total={formatMinor(total.total_cents, total.currency)}
                split={`${formatMinor(total.paid_cents, total.currency)} paid, ${formatMinor(total.unpaid_cents, total.currency)} unpaid`}
              />
            ))}
      </dl>
    </section>
  );
}

/**
 * Admin: every workspace's invoices, newest month first, filtered by month, paid state and currency, a page at a
 * time with what the page adds up to per currency. Every part of the view lives in the URL.
 */
export function AdminInvoicesScreen() {
  const { params, changeView, changePage } = useUrlView();
  const view = viewFrom(params);
  const query = queryFor(view);
  const filtered = view.month !== undefined || view.paid !== undefined || view.currency !== undefined;
  const list = useServerList(useAdminInvoices(query), { isEmpty, filtered });
  const shown = shownData(list);

  const filter = (name: string) => (value: string) =>
    changeView({ [name]: value === ALL ? null : value, page: null });

  useLastPageClamp(view.page, currentData(list)?.total, ADMIN_INVOICES_PER_PAGE, changeView);

  const months = shown?.months ?? [];
  const monthOptions = [
    { value: ALL, label: 'Every month' },
    ...[...months, ...(view.month === undefined || months.includes(view.month) ? [] : [view.month])].map(
      (month) => ({ value: month, label: monthName(month) }),
    ),
  ];

  return (
    <PageFrame kind="list" data-slot="admin-invoices-screen">
      <PageHeader
        title="Invoices"
        description="Every workspace's monthly invoices, newest first. Open one to mark it paid, give a credit or send it again."
      />
      <FilterBar
        label="Invoice filters"
        filters={[
          { label: 'Month', value: view.month ?? ALL, onValueChange: filter('month'), options: monthOptions },
          { label: 'Paid', value: view.paid ?? ALL, onValueChange: filter('paid'), options: PAID_OPTIONS },
          {
            label: 'Currency',
            value: view.currency ?? ALL,
            onValueChange: filter('currency'),
            options: CURRENCY_OPTIONS,
          },
        ]}
      />
      <ServerListFrame list={list} texts={LIST_TEXTS} className="grid gap-4">
        {shown || list.kind === 'loading' ? <PageTotals totals={shown?.page_totals} /> : null}
        <DataTable
          caption="Invoices"
          density="compact"
          columns={columns}
          data={shown?.invoices ?? []}
          getRowId={rowId}
          getRowLabel={rowLabel}
          loading={list.kind === 'loading'}
          reuseRowElements
          pagination={{
            mode: 'server',
            // The page of the rows on screen: while the next page loads, the pager still says where they are from.
            pageIndex: (shown?.page ?? view.page) - 1,
            pageSize: ADMIN_INVOICES_PER_PAGE,
            rowCount: shown?.total ?? 0,
            filtered,
            onPaginationChange: (next) => changePage(next.pageIndex + 1),
          }}
          empty={{
            icon: <Search />,
            title: 'No invoices match',
            description: filtered
              ? 'No invoice has this month, paid state and currency together.'
              : 'No workspace has been invoiced yet.',
            action: filtered ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => changeView({ month: null, paid: null, currency: null, page: null })}
              >
                Show every invoice
              </Button>
            ) : undefined,
          }}
        />
      </ServerListFrame>
    </PageFrame>
  );
}
