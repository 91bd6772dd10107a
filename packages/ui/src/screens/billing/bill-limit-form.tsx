import { BILLING_MESSAGES, type BillingReply, formatMoney, useBillingActions } from '@console/api';
import { type FormEvent, useId, useState } from 'react';
import { longDayName } from '../../lib/format';
import { FormSection } from '../../patterns/form-section';
import { useServerWrite } from '../../patterns/server-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Switch } from '../../primitives/switch';
import { BILLING_HEADINGS, limitForecast } from './billing-format';

/** The typed amount as a limit: null for an empty field, NaN for something that is not an amount of cents. */
export function parseBillLimit(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return value > 0 ? value : Number.NaN;
}

export type BillLimitFormProps = {
  slug: string;
  billing: BillingReply;
  /** Told every valid amount as it is typed (null for none), so the forecast chart can draw it. */
  onDraftChange: (limit: number | null) => void;
};

/** Set, change or remove the monthly bill limit, told from the forecast when the month would reach it. */
export function BillLimitForm({ slug, billing, onDraftChange }: BillLimitFormProps) {
  const id = useId();
  const { limits, month } = billing;
  const { updateBillLimit } = useBillingActions(slug);
  const [text, setText] = useState(limits.bill_limit === null ? '' : String(limits.bill_limit));
  const [stop, setStop] = useState(limits.stop_processing_on_bill_limit);
  const [error, setError] = useState<string | null>(null);
  const { serverError, busy: saving, run } = useServerWrite();
  const draft = parseBillLimit(text);
  const valid = draft === null || !Number.isNaN(draft);

  function change(next: string) {
    setText(next);
    setError(null);
    const parsed = parseBillLimit(next);
    if (parsed === null || !Number.isNaN(parsed)) onDraftChange(parsed);
  }

  const save = (limit: number | null, stopProcessing: boolean) =>
    run(() => updateBillLimit({ bill_limit: limit, stop_processing_on_bill_limit: stopProcessing }), {
      success: 'The bill limit is saved.',
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setError(BILLING_MESSAGES.billLimit);
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    await save(draft, draft === null ? false : stop);
  }

  async function remove() {
    if (await save(null, false)) {
      setText('');
      setStop(false);
      onDraftChange(null);
    }
  }

  return (
    <FormSection
      {...BILLING_HEADINGS.billLimit}
      onSubmit={submit}
      serverError={serverError}
      footer={
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={saving}>
            Save bill limit
          </Button>
          {limits.bill_limit === null ? null : (
            <Button type="button" variant="secondary" disabled={saving} onClick={() => void remove()}>
              Remove the limit
            </Button>
          )}
        </div>
      }
    >
      <Field
        id={`${id}-amount`}
        label={`Monthly limit in ${month.currency}`}
        hint="Leave empty for no limit."
        error={error}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="500.00"
          value={text}
          onChange={(event) => change(event.target.value)}
          className="max-w-48"
        />
      </Field>
      <p data-slot="bill-limit-forecast" aria-live="polite" className="text-fg-muted text-sm">
        {valid ? <ForecastSentence limit={draft} billing={billing} /> : null}
      </p>
      <Switch
        label="Stop processing when the limit is reached"
        description="New assemblies are refused until the month ends or you raise the limit. Off: they keep running and are billed."
        checked={stop}
        onCheckedChange={setStop}
        disabled={draft === null}
      />
    </FormSection>
  );
}

function ForecastSentence({ limit, billing }: { limit: number | null; billing: BillingReply }) {
  const { month, plan } = billing;
  if (limit === null) {
    return (
      <>Without a limit, this month is heading for {formatMoney(month.forecast_cost, month.currency)}.</>
    );
  }
  const forecast = limitForecast(limit, month, plan);
  const amount = formatMoney(limit, month.currency);
  if (forecast.kind === 'reached') return <>This month has already cost {amount} or more.</>;
  if (forecast.kind === 'on') {
    return (
      <>
        At this month's pace, {amount} is reached on <strong>{longDayName(forecast.day)}</strong>.
      </>
    );
  }
  return (
    <>
      At this month's pace, {amount} is not reached this month: it is heading for{' '}
      {formatMoney(forecast.forecastCost, month.currency)}.
    </>
  );
}
