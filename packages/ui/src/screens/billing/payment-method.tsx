import { type BillingReply, type CreditCard, useBillingActions } from '@console/api';
import { CreditCard as CardIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { DialogFormActions } from '../../patterns/dialog-form-actions';
import { Section } from '../../patterns/section';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerWrite } from '../../patterns/server-form';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog';
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

/** The card form's boxes; all but the name take digits. */
const CARD_FIELDS: Record<keyof CardDraft, { label: string; autoComplete: string; placeholder?: string }> = {
  number: { label: 'Card number', autoComplete: 'cc-number' },
  expiry: { label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: '04/29' },
  cvc: { label: 'Security code', autoComplete: 'cc-csc' },
  owner: { label: 'Name on the card', autoComplete: 'cc-name' },
};

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

  const cardField = (key: keyof CardDraft) => (
    <Field id={`${id}-${key}`} label={CARD_FIELDS[key].label} required error={errors[key]}>
      <Input
        inputMode={key === 'owner' ? undefined : 'numeric'}
        autoComplete={CARD_FIELDS[key].autoComplete}
        placeholder={CARD_FIELDS[key].placeholder}
        value={draft[key]}
        onChange={(event) => set(key)(event.target.value)}
      />
    </Field>
  );

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
      footer={<DialogFormActions formId={`${id}-form`} submitLabel="Save card" pending={saving} />}
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-4">
        <ServerErrorBanner error={serverError} />
        {cardField('number')}
        <div className="grid grid-cols-2 gap-4">
          {cardField('expiry')}
          {cardField('cvc')}
        </div>
        {cardField('owner')}
      </form>
    </Dialog>
  );
}
