import {
  ADMIN_INVOICE_CREDIT_MAX,
  ADMIN_INVOICE_MESSAGES,
  type AdminInvoiceReply,
  AUTHCODE_PATTERN,
  formatMoney,
  toMinor,
  useAdminInvoiceActions,
} from '@console/api';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerWrite } from '../../patterns/server-form';
import { Button } from '../../primitives/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Textarea } from '../../primitives/textarea';

type ActionProps = { invoiceId: string; reply: AdminInvoiceReply };

/** The typed amount: NaN for anything that is not a positive amount of cents. */
function parseAmount(text: string): number {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return value > 0 ? value : Number.NaN;
}

/** Records a payment that reached the service outside the card flow, by the bank's or provider's code. */
function MarkPaidForm({ invoiceId, reply }: ActionProps) {
  const id = useId();
  const { markPaid } = useAdminInvoiceActions(invoiceId);
  const { serverError, busy, run } = useServerWrite();
  const [authcode, setAuthcode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = authcode.trim();
    const problem =
      code === ''
        ? ADMIN_INVOICE_MESSAGES.authcodeMissing
        : AUTHCODE_PATTERN.test(code)
          ? null
          : ADMIN_INVOICE_MESSAGES.authcodeInvalid;
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-authcode`)?.focus();
      return;
    }
    if (await run(() => markPaid({ authcode: code }), { success: 'The invoice is marked paid.' }))
      setAuthcode('');
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid content-start gap-4">
      <h3 id={`${id}-title`} className="font-medium text-fg">
        Mark paid
      </h3>
      <ServerErrorBanner error={serverError} />
      <Field
        id={`${id}-authcode`}
        label="Authorisation code"
        hint={`The code of the ${formatMoney(reply.invoice.total_fee, reply.invoice.currency)} payment, from the bank or provider.`}
        error={error}
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          value={authcode}
          onChange={(event) => {
            setAuthcode(event.target.value);
            setError(null);
          }}
          className="max-w-72 font-mono"
        />
      </Field>
      <div>
        <Button type="submit" loading={busy}>
          Mark paid
        </Button>
      </div>
    </form>
  );
}

/** Takes an amount off what is left to pay, with the reason kept beside it. */
function CreditForm({ invoiceId, reply }: ActionProps) {
  const id = useId();
  const { addCredit } = useAdminInvoiceActions(invoiceId);
  const { serverError, busy, run } = useServerWrite();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const { currency, total_fee: left } = reply.invoice;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = parseAmount(amount);
    const next: { amount?: string; note?: string } = {};
    if (Number.isNaN(value)) next.amount = ADMIN_INVOICE_MESSAGES.amountInvalid;
    else if (value > ADMIN_INVOICE_CREDIT_MAX) next.amount = ADMIN_INVOICE_MESSAGES.amountTooHigh;
    else if (toMinor(value, currency) > toMinor(left, currency))
      next.amount = ADMIN_INVOICE_MESSAGES.amountOverTotal;
    if (note.trim() === '') next.note = ADMIN_INVOICE_MESSAGES.noteMissing;
    setErrors(next);
    const first = next.amount ? 'amount' : next.note ? 'note' : null;
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (
      await run(() => addCredit({ amount: value, note: note.trim() }), { success: 'The credit was added.' })
    ) {
      setAmount('');
      setNote('');
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid content-start gap-4">
      <h3 id={`${id}-title`} className="font-medium text-fg">
        Add a credit
      </h3>
      <ServerErrorBanner error={serverError} />
      <Field
        id={`${id}-amount`}
        label={`Amount in ${currency}`}
        hint={`At most ${formatMoney(left, currency)}, what is left to pay.`}
        error={errors.amount ?? null}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="20.00"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors(({ note: kept }) => ({ note: kept }));
          }}
          className="max-w-48"
        />
      </Field>
      <Field
        id={`${id}-note`}
        label="Note"
        hint="Why the credit is given; kept with the invoice."
        error={errors.note ?? null}
      >
        <Textarea
          rows={2}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors(({ amount: kept }) => ({ amount: kept }));
          }}
        />
      </Field>
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          Add credit
        </Button>
      </div>
    </form>
  );
}

/** Sends the invoice again to the workspace's billing address. */
export function ResendButton({ invoiceId, reply }: ActionProps) {
  const { resend } = useAdminInvoiceActions(invoiceId);
  const { serverError, busy, run } = useServerWrite();
  const to = reply.workspace.billing_email;
  return (
    // A long billing address wraps inside the button instead of widening a phone's page.
    <div className="grid min-w-0 max-w-full gap-2">
      <Button
        variant="secondary"
        loading={busy}
        disabled={to === null}
        className="h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left [overflow-wrap:anywhere]"
        onClick={() => void run(resend, { success: 'The invoice was sent.' })}
      >
        <Send aria-hidden />
        {to === null ? 'Resend (no billing e-mail)' : `Resend to ${to}`}
      </Button>
      <ServerErrorBanner error={serverError} />
    </div>
  );
}

/** The admin's forms on an unpaid invoice: mark it paid, or take a credit off it. */
export function AdminInvoiceActions({ invoiceId, reply }: ActionProps) {
  if (reply.invoice.paid) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Settle this invoice</h2>
        </CardTitle>
        <CardDescription>
          A paid mark records a bank transfer; a credit lowers what is left to pay.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 @4xl:grid-cols-2">
        <MarkPaidForm invoiceId={invoiceId} reply={reply} />
        <CreditForm invoiceId={invoiceId} reply={reply} />
      </CardContent>
    </Card>
  );
}
