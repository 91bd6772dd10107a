import { type BillingReply, type CreditCard, useBillingActions } from '@console/api';
import { CreditCard as CardIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Section } from '../../patterns/section';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerWrite } from '../../patterns/server-form';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Dialog, DialogClose } from '../../primitives/dialog';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { cardExpiry } from './billing-format';
import { type CardDraft, type CardErrors, checkCard, tokenize } from './card-number';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
export const brandName = (type: string) => BRAND_NAMES[type] ?? type;

/** The card on file (or that there is none), and the form to add or replace it. */
export function PaymentMethodSection({ slug, billing }: { slug: string; billing: BillingReply }) {
  const { card, uses_invoicing: invoicing, month } = billing;
  const expired = card !== null && card.expires < month.month;
  return (
    <Section
      title="Payment method"
      description={
        invoicing
          ? 'This workspace pays its invoices by bank transfer; a card is only used when you pay one with it.'
          : 'Invoices are charged to this card at the start of each month.'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        {card === null ? (
          <p data-slot="no-card" className="text-fg-muted text-sm">
            No card on file.{invoicing ? '' : ' Add one so invoices can be paid.'}
          </p>
        ) : (
          <CardOnFile card={card} expired={expired} />
        )}
        <CardDialog slug={slug} thisMonth={month.month} replacing={card !== null} />
      </div>
    </Section>
  );
}

function CardOnFile({ card, expired }: { card: CreditCard; expired: boolean }) {
  return (
    <div data-slot="card-on-file" className="flex items-center gap-3">
      <CardIcon aria-hidden className="size-8 text-fg-muted" />
      <div className="grid gap-0.5 text-sm">
        <p className="font-medium text-fg">
          {brandName(card.type)} ending in {card.preview_number.slice(-4)}
        </p>
        <p className="text-fg-muted">
          {card.owner_name} · expires {cardExpiry(card.expires)}
        </p>
      </div>
      {expired ? <Badge tone="danger">Expired</Badge> : null}
    </div>
  );
}

const EMPTY: CardDraft = { number: '', expiry: '', cvc: '', owner: '' };

function CardDialog({ slug, thisMonth, replacing }: { slug: string; thisMonth: string; replacing: boolean }) {
  const id = useId();
  const { saveCard } = useBillingActions(slug);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CardDraft>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const { serverError, setServerError, busy: saving, run } = useServerWrite();

  function openChange(next: boolean) {
    setOpen(next);
    // The number and code never outlive the dialog.
    setDraft(EMPTY);
    setErrors({});
    setServerError(null);
  }

  const set = (key: keyof CardDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkCard(draft, thisMonth);
    setErrors(found);
    const first = (['number', 'expiry', 'cvc', 'owner'] as const).find((key) => found[key]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (await run(() => saveCard(tokenize(draft)), { success: 'Your card is saved.' })) openChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={replacing ? 'Replace the card' : 'Add a card'}
      description="The card number and security code go to our payment provider only; we keep the last four digits."
      trigger={
        <Button variant={replacing ? 'secondary' : 'primary'}>
          {replacing ? 'Replace card' : 'Add a card'}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} loading={saving}>
            Save card
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-4">
        <ServerErrorBanner error={serverError} />
        <Field id={`${id}-number`} label="Card number" required error={errors.number}>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            value={draft.number}
            onChange={(event) => set('number')(event.target.value)}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id={`${id}-expiry`} label="Expiry (MM/YY)" required error={errors.expiry}>
            <Input
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="04/29"
              value={draft.expiry}
              onChange={(event) => set('expiry')(event.target.value)}
            />
          </Field>
          <Field id={`${id}-cvc`} label="Security code" required error={errors.cvc}>
            <Input
              inputMode="numeric"
              autoComplete="cc-csc"
              value={draft.cvc}
              onChange={(event) => set('cvc')(event.target.value)}
            />
          </Field>
        </div>
        <Field id={`${id}-owner`} label="Name on the card" required error={errors.owner}>
          <Input
            autoComplete="cc-name"
            value={draft.owner}
            onChange={(event) => set('owner')(event.target.value)}
          />
        </Field>
      </form>
    </Dialog>
  );
}
