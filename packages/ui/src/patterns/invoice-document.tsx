import { formatMoney, type Invoice, type InvoiceReply } from '@console/api';
import type { ReactNode } from 'react';
import { gbText, monthName } from '../lib/format';
import { Skeleton } from '../primitives/skeleton';
import { InvoiceStatusBadge, invoicePaidState } from './invoice-status-badge';

/** A receipt is issued to a person; once converted, to a company, and it is a formal invoice. */
export const isReceipt = (invoice: Invoice) => invoice.to_company.trim() === '';

function Line({ label, detail, amount }: { label: ReactNode; detail?: ReactNode; amount: ReactNode }) {
  return (
    <tr className="border-border border-b">
      <th scope="row" className="py-2 pr-4 text-left font-normal text-fg">
        {label}
        {detail ? <span className="block text-fg-muted text-xs">{detail}</span> : null}
      </th>
      <td className="py-2 text-right text-fg tabular-nums">{amount}</td>
    </tr>
  );
}

/**
 * The invoice as a document: who it is issued to, every line of what it charges, discounts, credit, VAT (or the
 * reverse-charge note), the total, and how it was paid. It prints alone (see the print rules in index.css).
 */
export function InvoiceDocument({ reply }: { reply: InvoiceReply }) {
  const { invoice, plan_title: planTitle, payments } = reply;
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const minus = (amount: number) => `−${money(amount)}`;
  const paid = invoicePaidState(invoice) === 'paid';
  const payment = payments.find((each) => each.success);
  // Keyed by what each line is: a person's name and their company's can be the same words.
  const address = Object.entries({
    name: invoice.to_name,
    company: invoice.to_company,
    address1: invoice.to_address_1,
    address2: invoice.to_address_2,
    city: [invoice.to_zip, invoice.to_city].filter(Boolean).join(' '),
    state: invoice.to_state,
    country: invoice.to_country,
  }).filter(([, line]) => line.trim() !== '');
  return (
    // A sheet of paper keeps a page's measure inside the wide frame of the invoice's page.
    <article
      data-slot="invoice-document"
      aria-labelledby="invoice-title"
      className="grid w-full max-w-4xl gap-8 rounded-lg border border-border bg-surface p-5 shadow-sm sm:p-8"
    >
      {/* On a phone the title is smaller and the status badge always under it: whether a number wrapped, or the
          badge fitted beside it, changed when Geist replaced the fallback drawn before it, and everything below
          moved down a line. */}
      <header className="flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:justify-between sm:gap-4">
        <div className="grid gap-1">
          <h2 id="invoice-title" className="font-semibold text-fg text-xl sm:text-2xl">
            {isReceipt(invoice) ? 'Receipt' : 'Invoice'} {invoice.number}
          </h2>
          <p className="text-fg-muted text-sm">For {monthName(invoice.month)}</p>
        </div>
        <InvoiceStatusBadge invoice={invoice} />
      </header>
      <section aria-label="Billed to" className="grid gap-6 sm:grid-cols-2">
        <div className="grid gap-0.5 text-sm">
          <h3 className="mb-1 font-medium text-fg-muted text-xs uppercase tracking-wide">Billed to</h3>
          {address.map(([part, line]) => (
            <p key={part} className="text-fg">
              {line}
            </p>
          ))}
          {invoice.to_vat_id ? <p className="text-fg">VAT ID {invoice.to_vat_id}</p> : null}
        </div>
        <dl className="grid content-start gap-1 text-sm sm:justify-items-end">
          <div className="flex gap-2">
            <dt className="text-fg-muted">Plan</dt>
            <dd className="text-fg">{planTitle}</dd>
          </div>
          {invoice.po_number ? (
            <div className="flex gap-2">
              <dt className="text-fg-muted">PO number</dt>
              <dd className="text-fg">{invoice.po_number}</dd>
            </div>
          ) : null}
          <div className="flex gap-2">
            <dt className="text-fg-muted">Currency</dt>
            <dd className="text-fg">{invoice.currency}</dd>
          </div>
        </dl>
      </section>
      <table className="w-full text-sm">
        <caption className="sr-only">Invoice lines</caption>
        <thead>
          <tr className="border-border-strong border-b text-fg-muted text-xs">
            <th scope="col" className="pb-2 text-left font-medium">
              Description
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <Line label={`${planTitle} plan, ${monthName(invoice.month)}`} amount={money(invoice.base_fee)} />
          <Line
            label="Included data"
            detail={`${gbText(invoice.used_gb)} used of ${gbText(invoice.gb_included)} included`}
            amount={money(0)}
          />
          <Line
            label="Additional data"
            detail={
              invoice.additional_gb > 0
                ? `${gbText(invoice.additional_gb)}${invoice.tiers.length > 0 ? ', priced by tier' : ` at ${money(invoice.price_per_gb)} per GB`}`
                : 'None'
            }
            amount={money(invoice.additional_gb_fee)}
          />
          {invoice.tiers.length > 0 && invoice.additional_gb > 0 ? (
            <tr>
              <td colSpan={2} className="pb-2 text-fg-muted text-xs">
                Tiers:{' '}
                {invoice.tiers
                  .map((tier) =>
                    tier.up_to_gb === null
                      ? `then ${money(tier.price_per_gb)} per GB`
                      : `${money(tier.price_per_gb)} per GB up to ${tier.up_to_gb} GB`,
                  )
                  .join(', ')}
              </td>
            </tr>
          ) : null}
          {invoice.num_machines > 0 ? (
            <Line
              label="Dedicated machines"
              detail={`${invoice.num_machines} × ${money(invoice.price_per_machine)}`}
              amount={money(invoice.num_machines * invoice.price_per_machine)}
            />
          ) : null}
          {invoice.custom_expenses > 0 ? (
            <Line label="Other charges" amount={money(invoice.custom_expenses)} />
          ) : null}
          <Line label={<strong>Subtotal</strong>} amount={<strong>{money(invoice.subtotal)}</strong>} />
          {invoice.signup_discount_amount > 0 ? (
            <Line
              label={`Signup discount (${invoice.signup_discount_percent} %)`}
              amount={minus(invoice.signup_discount_amount)}
            />
          ) : null}
          {invoice.coupon_discount_amount > 0 ? (
            <Line
              label={`Coupon discount (${invoice.coupon_discount_percent} %)`}
              amount={minus(invoice.coupon_discount_amount)}
            />
          ) : null}
          {invoice.reward > 0 ? <Line label="Referral reward" amount={minus(invoice.reward)} /> : null}
          {invoice.credit > 0 ? <Line label="Credit" amount={minus(invoice.credit)} /> : null}
          {invoice.reverse_charge_vat ? (
            <Line
              label="VAT"
              detail="Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)."
              amount={money(0)}
            />
          ) : (
            <Line label={`VAT (${invoice.vat_rate} %)`} amount={money(invoice.vat)} />
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left font-semibold text-base text-fg">
              Total
            </th>
            <td className="pt-3 text-right font-semibold text-base text-fg tabular-nums">
              {money(invoice.total_fee)} {invoice.currency}
            </td>
          </tr>
        </tfoot>
      </table>
      <section aria-label="Usage by robot" className="grid gap-2 text-sm">
        <h3 className="font-medium text-fg-muted text-xs uppercase tracking-wide">Data by robot</h3>
        <ul className="grid gap-1">
          {invoice.robots.map((line) => (
            <li key={line.robot} className="flex justify-between gap-4">
              <span className="font-mono text-fg">{line.robot}</span>
              <span className="text-fg tabular-nums">{gbText(line.used_gb)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Payment" className="grid gap-1 text-sm">
        <h3 className="font-medium text-fg-muted text-xs uppercase tracking-wide">Payment</h3>
        {paid ? (
          <p className="text-fg">
            Paid
            {payment
              ? ` ${money(payment.amount)} ${payment.payment_provider === 'bank_transfer' ? 'by bank transfer' : 'by card'}`
              : ''}
            {invoice.authcode ? `, authorisation ${invoice.authcode}` : ''}.
          </p>
        ) : invoice.uses_invoicing ? (
          <p className="text-fg">Due by bank transfer, quoting {invoice.number}.</p>
        ) : (
          <p className="text-fg">Not paid yet.</p>
        )}
        {payments
          .filter((payment) => !payment.success)
          .map((payment) => (
            <p key={payment.id} className="text-danger-text">
              A charge of {money(payment.amount)} failed: {payment.error}
            </p>
          ))}
      </section>
    </article>
  );
}

/** What stands in the invoice's place while it loads, on the customer's and the operator's invoice pages. */
export function InvoiceDocumentSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">Loading the invoice</span>
      <Skeleton shape="block" className="h-96" />
    </div>
  );
}
