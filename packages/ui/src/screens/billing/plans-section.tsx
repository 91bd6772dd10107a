import {
  type BillingReply,
  formatMoney,
  type Plan,
  type PlanChangePreview,
  previewPlanChange,
  useBillingActions,
} from '@console/api';
import { Check, Minus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { longDayName } from '../../lib/format';
import { DialogFormActions } from '../../patterns/dialog-form-actions';
import { Section } from '../../patterns/section';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerWrite } from '../../patterns/server-form';
import { Badge } from '../../primitives/badge';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog';
import { Field } from '../../primitives/field';
import { Textarea } from '../../primitives/textarea';
import { BILLING_HEADINGS } from './billing-format';

/** The features a plan is compared by, in the order the cards list them. */
function planFeatures(plan: Plan): { label: string; value: string | boolean }[] {
  const money = (amount: number) => formatMoney(amount, plan.currency);
  return [
    {
      label: 'Included',
      value: `${plan.gb_included} GB${plan.has_lifetime_limit ? ' in total' : ' a month'}`,
    },
    {
      label: 'Extra GB',
      value:
        plan.gb_limit !== null
          ? `None: capped at ${plan.gb_limit} GB`
          : plan.tiers.length > 0
            ? plan.tiers
                .map((tier) =>
                  tier.up_to_gb === null
                    ? `then ${money(tier.price_per_gb)}`
                    : `${money(tier.price_per_gb)} up to ${tier.up_to_gb.toLocaleString('en-US')} GB`,
                )
                .join(', ')
            : `${money(plan.price_per_gb)} each`,
    },
    { label: 'Simultaneous jobs', value: String(plan.max_jobs_simulteneous) },
    { label: 'Seats', value: plan.num_seats === null ? 'Unlimited' : String(plan.num_seats) },
    { label: 'Image turbo mode', value: plan.can_use_image_turbo_mode },
    { label: 'Video turbo mode', value: plan.can_use_video_turbo_mode },
    { label: 'Assembly field search', value: plan.can_use_assembly_fields_search },
    { label: 'Results without watermark', value: !plan.should_watermark_transcoding_results },
  ];
}

/** The published plans side by side, the current one marked, each with a way to move to it. */
export function PlansSection({ slug, billing }: { slug: string; billing: BillingReply }) {
  const { plans, plan: current, pending_plan_change: pending } = billing;
  return (
    <Section id="plans" {...BILLING_HEADINGS.plan}>
      <div className="grid gap-4">
        {pending ? (
          <Banner
            tone="info"
            title={`Moving to ${pending.plan.title} on ${longDayName(pending.effective_on)}`}
          >
            Until then this workspace stays on {current.title}, with everything it includes.
          </Banner>
        ) : null}
        <ul className="grid gap-4 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} slug={slug} plan={plan} current={current} />
          ))}
        </ul>
      </div>
    </Section>
  );
}

function PlanCard({ slug, plan, current }: { slug: string; plan: Plan; current: Plan }) {
  const titleId = useId();
  const isCurrent = plan.id === current.id;
  return (
    <li
      aria-labelledby={titleId}
      data-slot="plan-option"
      data-state={isCurrent ? 'current' : undefined}
      className={cn(
        'flex flex-col gap-4 rounded-lg border bg-surface p-4',
        isCurrent ? 'border-primary' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-fg text-lg">
          {plan.title}
        </h3>
        {isCurrent ? <Badge tone="primary">Current plan</Badge> : null}
      </div>
      <p className="text-fg text-sm">
        <span className="font-semibold text-2xl">{formatMoney(plan.price_per_month, plan.currency)}</span> a
        month
      </p>
      <dl className="grid gap-1.5 text-sm">
        {planFeatures(plan).map((feature) => (
          <div key={feature.label} className="flex justify-between gap-3">
            <dt className="text-fg-muted">{feature.label}</dt>
            <dd className="text-right text-fg">
              {typeof feature.value === 'string' ? (
                feature.value
              ) : feature.value ? (
                <>
                  <Check aria-hidden className="inline size-4 text-success-text" />
                  <span className="sr-only">Yes</span>
                </>
              ) : (
                <>
                  <Minus aria-hidden className="inline size-4 text-fg-muted" />
                  <span className="sr-only">No</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {isCurrent ? null : <ChangePlanDialog slug={slug} plan={plan} current={current} className="mt-auto" />}
    </li>
  );
}

function ChangePlanDialog({
  slug,
  plan,
  current,
  className,
}: {
  slug: string;
  plan: Plan;
  current: Plan;
  className?: string;
}) {
  const id = useId();
  const { changePlan } = useBillingActions(slug);
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const { serverError: failure, setServerError: setFailure, busy: saving, run } = useServerWrite();
  const [reason, setReason] = useState('');
  const upgrade = plan.price_per_month > current.price_per_month;

  async function openChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setPreview(null);
    setFailure(null);
    try {
      setPreview((await previewPlanChange(slug, { plan_id: plan.id })).preview);
    } catch (error) {
      setFailure(error);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const changed = await run(() => changePlan({ plan_id: plan.id, reason: reason.trim() || undefined }), {
      success: `You are on the ${plan.title} plan now.`,
    });
    if (changed) setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => void openChange(next)}
      title={`Change to ${plan.title}?`}
      description={`From ${current.title} at ${formatMoney(current.price_per_month, current.currency)} a month.`}
      trigger={
        <Button variant={upgrade ? 'primary' : 'secondary'} className={className}>
          {upgrade ? 'Upgrade' : 'Downgrade'} to {plan.title}
        </Button>
      }
      footer={
        <DialogFormActions
          formId={`${id}-form`}
          submitLabel={`Change to ${plan.title}`}
          pending={saving}
          submitDisabled={preview === null}
          cancelLabel={`Keep ${current.title}`}
        />
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={confirm} className="grid gap-4">
        <ServerErrorBanner error={failure} />
        {preview === null ? (
          failure === null ? (
            <p className="text-fg-muted text-sm" aria-busy="true">
              Working out the price difference…
            </p>
          ) : null
        ) : (
          <PreviewFacts preview={preview} />
        )}
        <Field
          id={`${id}-reason`}
          label="Why are you changing plans?"
          hint="Optional; it helps us improve the plans."
        >
          <Textarea
            rows={2}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
      </form>
    </Dialog>
  );
}

function PreviewFacts({ preview }: { preview: PlanChangePreview }) {
  const money = (amount: number) => formatMoney(Math.abs(amount), preview.currency);
  const difference =
    preview.monthly_difference >= 0
      ? `${money(preview.monthly_difference)} more a month`
      : `${money(preview.monthly_difference)} less a month`;
  return (
    <div data-slot="plan-change-preview" className="grid gap-2 text-sm">
      <dl className="grid gap-1.5">
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">Price difference</dt>
          <dd className="font-medium text-fg">{difference}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">Takes effect</dt>
          <dd className="text-fg">
            {preview.type === 'upgrade' ? 'Today' : `On ${longDayName(preview.effective_on)}`}
          </dd>
        </div>
        {preview.type === 'upgrade' ? (
          <div className="flex justify-between gap-3">
            <dt className="text-fg-muted">Added to the next invoice</dt>
            <dd className="text-fg">{money(preview.prorated_charge)} for the rest of this month</dd>
          </div>
        ) : null}
      </dl>
      {preview.type === 'upgrade' ? null : (
        <p className="text-fg-muted">
          {preview.from.title} stays with everything it includes until then; the next invoice is on{' '}
          {preview.to.title}'s price.
        </p>
      )}
    </div>
  );
}
