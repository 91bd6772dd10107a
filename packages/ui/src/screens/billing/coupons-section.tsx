import {
  BILLING_MESSAGES,
  type BillingReply,
  errorMessage,
  formatMoney,
  useBillingActions,
} from '@console/api';
import { type FormEvent, useId, useState } from 'react';
import { DayTime } from '../../patterns/relative-time';
import { Section } from '../../patterns/section';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { useToast } from '../../primitives/toast';
import { BILLING_HEADINGS } from './billing-format';

/** Redeem a coupon code, and the discounts and credits the workspace has. */
export function CouponsSection({ slug, billing }: { slug: string; billing: BillingReply }) {
  const id = useId();
  const { redeemCoupon } = useBillingActions(slug);
  const { toast } = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { discounts, credits } = billing;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') {
      setError(BILLING_MESSAGES.couponCode);
      // As in every form, the caret goes where the fix is.
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const reply = await redeemCoupon({ code: code.trim() });
      setCode('');
      toast({ variant: 'success', title: reply.meta.message ?? 'Coupon redeemed.' });
    } catch (failure) {
      // The server's reason belongs next to the code that earned it; the code stays as typed.
      setError(errorMessage(failure));
      document.getElementById(`${id}-code`)?.focus();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section {...BILLING_HEADINGS.coupons}>
      <div className="grid gap-6">
        <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
          <Field id={`${id}-code`} label="Coupon code" error={error} className="min-w-56 flex-1">
            <Input
              autoComplete="off"
              spellCheck={false}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
            />
          </Field>
          <Button type="submit" variant="secondary" loading={saving} className="mt-6">
            Redeem
          </Button>
        </form>
        <div className="grid gap-2">
          <h3 className="font-medium text-fg text-sm">Active discounts and open credit</h3>
          {discounts.length === 0 && credits.length === 0 ? (
            <p className="text-fg-muted text-sm">None at the moment.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {discounts.map(({ coupon, redemption }) => (
                <li key={coupon.id} className="flex flex-wrap justify-between gap-2">
                  <span className="font-mono text-fg">{coupon.code}</span>
                  <span className="text-fg-muted">
                    {coupon.percent_reward} % off
                    {redemption.valid_until === null ? null : (
                      <>
                        {' until '}
                        <DayTime value={redemption.valid_until} />
                      </>
                    )}
                  </span>
                </li>
              ))}
              {credits.map((credit) => (
                <li key={credit.id} className="flex flex-wrap justify-between gap-2">
                  <span className="text-fg">{credit.note}</span>
                  <span className="font-medium text-fg tabular-nums">
                    {formatMoney(credit.amount, credit.currency)} credit
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Section>
  );
}
