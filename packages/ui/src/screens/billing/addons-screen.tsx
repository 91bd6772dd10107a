import {
  type Addon,
  BILLING_MESSAGES,
  formatMinor,
  formatMoney,
  toMinor,
  useAddons,
  useBillingActions,
} from '@console/api';
import { type FormEvent, useId, useState } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { DialogFormActions } from '../../patterns/dialog-form-actions';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerWrite } from '../../patterns/server-form';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Card } from '../../primitives/card';
import { Dialog } from '../../primitives/dialog';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Skeleton } from '../../primitives/skeleton';

export type AddonsScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/addons). */
  workspace: string;
};

const UNIT_WORDS = {
  machine: ['machine', 'machines'],
  seat: ['seat', 'seats'],
  slot: ['slot', 'slots'],
} as const;
const units = (addon: Addon, count: number) =>
  addon.unit === null ? '' : `${count} ${UNIT_WORDS[addon.unit][count === 1 ? 0 : 1]}`;

/** What the plan includes of an add-on, in words. */
function includedText(addon: Addon): string | null {
  if (addon.included === null) return 'Unlimited in your plan';
  if (addon.unit === null) return addon.included > 0 ? 'Included in your plan' : null;
  return addon.included > 0 ? `${units(addon, addon.included)} included in your plan` : null;
}

/** The add-ons a plan can have, what each costs and whether the plan includes it, each turned on or off. */
export function AddonsScreen({ workspace: slug }: AddonsScreenProps) {
  const addons = useAddons(slug);
  return (
    <PageFrame kind="list" data-slot="addons-screen">
      <PageHeader
        title="Add-ons"
        description="More speed, search and capacity on top of your plan, billed monthly with it."
      />
      {addons.data ? (
        <AddonGroups slug={slug} addons={addons.data.addons} />
      ) : addons.error ? (
        <LoadErrorBanner title="The add-ons could not be loaded" error={addons.error} swr={addons} />
      ) : (
        // Laid out as the first group is, its heading above the cards, so nothing moves when they arrive.
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">Loading the add-ons</span>
          <Skeleton className="h-5 w-36" />
          <div className="grid gap-4 md:grid-cols-2">
            {SKELETON_CARDS.map((card) => (
              <AddonCardSkeleton key={card} />
            ))}
          </div>
        </div>
      )}
    </PageFrame>
  );
}

/** The plan has all of it: unlimited, or an add-on without units that the plan includes. */
const fullyIncluded = (addon: Addon) =>
  addon.included === null || (addon.unit === null && addon.included > 0);
/** Whether the workspace has the add-on: turned on, or all of it in the plan. */
const isOn = (addon: Addon) => addon.enabled || fullyIncluded(addon);

/**
 * The add-ons the workspace has first, then those it could add, so which are on reads at a glance. Each card's
 * buttons are secondary: the one primary action is the dialog's, once someone has chosen what to change.
 */
function AddonGroups({ slug, addons }: { slug: string; addons: readonly Addon[] }) {
  const groups = [
    { label: 'On in this workspace', items: addons.filter(isOn) },
    { label: 'Available to add', items: addons.filter((addon) => !isOn(addon)) },
  ].filter((group) => group.items.length > 0);
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label} className="grid gap-3">
          <h2 className="font-medium text-fg-muted text-sm">{group.label}</h2>
          <ul aria-label={group.label} className="grid gap-4 md:grid-cols-2">
            {group.items.map((addon) => (
              <AddonCard key={addon.id} slug={slug} addon={addon} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const SKELETON_CARDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

/** An add-on's card while the catalogue loads: its lines and its button, each as tall as the text it stands for. */
function AddonCardSkeleton() {
  return (
    <Card aria-hidden className="gap-3 p-5">
      <p className="font-semibold text-base">
        <Skeleton shape="text" className="w-40" />
      </p>
      <p className="text-sm">
        <Skeleton shape="text" />
        <br />
        <Skeleton shape="text" className="w-2/3" />
      </p>
      <p className="text-sm">
        <Skeleton shape="text" className="w-48" />
      </p>
      <Skeleton className="mt-auto h-8 w-28 rounded-md" />
    </Card>
  );
}

function AddonCard({ slug, addon }: { slug: string; addon: Addon }) {
  const titleId = useId();
  const included = includedText(addon);
  const inPlan = fullyIncluded(addon);
  const price = `${formatMoney(addon.price_per_month, addon.currency)} a month${addon.unit ? ` per ${addon.unit}` : ''}`;
  return (
    <Card asChild className="gap-3 p-5">
      <li aria-labelledby={titleId} data-slot="addon" data-state={addon.enabled ? 'on' : 'off'}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-semibold text-base text-fg">
            {addon.title}
          </h3>
          {addon.enabled ? (
            <Badge tone="success">On{addon.unit ? `: ${units(addon, addon.quantity)}` : ''}</Badge>
          ) : null}
          {inPlan ? <Badge tone="primary">Included</Badge> : null}
        </div>
        <p className="text-fg-muted text-sm">{addon.description}</p>
        <p className="text-fg text-sm">
          <span className="font-medium">{price}</span>
          {included ? <span className="text-fg-muted"> · {included}</span> : null}
        </p>
        {inPlan ? null : (
          <div className="mt-auto flex flex-wrap gap-2">
            <AddonDialog slug={slug} addon={addon} turningOn={!addon.enabled || addon.unit !== null} />
            {addon.enabled && addon.unit !== null ? (
              <AddonDialog slug={slug} addon={addon} turningOn={false} />
            ) : null}
          </div>
        )}
      </li>
    </Card>
  );
}

/** Turning an add-on on (or changing how many) or off, with the monthly price change stated before it happens. */
function AddonDialog({ slug, addon, turningOn }: { slug: string; addon: Addon; turningOn: boolean }) {
  const id = useId();
  const { updateAddon } = useBillingActions(slug);
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(String(Math.max(1, addon.quantity)));
  const [error, setError] = useState<string | null>(null);
  const { serverError: failure, setServerError: setFailure, busy: saving, run } = useServerWrite();
  const count = /^\d+$/.test(quantity.trim()) ? Number(quantity) : Number.NaN;
  const validCount = Number.isInteger(count) && count >= 1 && count <= 50;
  const unitPrice = toMinor(addon.price_per_month, addon.currency);
  const after = turningOn ? unitPrice * (addon.unit === null ? 1 : validCount ? count : 0) : 0;
  const change = after - unitPrice * addon.quantity;
  const changeText =
    change === 0
      ? 'Your monthly bill stays the same.'
      : `Your monthly bill goes ${change > 0 ? 'up' : 'down'} by ${formatMinor(Math.abs(change), addon.currency)}.`;
  const adjusting = turningOn && addon.enabled;
  const verb = adjusting ? 'Change' : turningOn ? 'Turn on' : 'Turn off';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (turningOn && addon.unit !== null && !validCount) {
      setError(BILLING_MESSAGES.addonQuantity);
      document.getElementById(`${id}-quantity`)?.focus();
      return;
    }
    const saved = await run(
      () =>
        updateAddon(
          addon.id,
          turningOn
            ? { enabled: true, ...(addon.unit === null ? {} : { quantity: count }) }
            : { enabled: false },
        ),
      { success: `${addon.title} is saved.` },
    );
    if (saved) setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailure(null);
        setError(null);
      }}
      size="sm"
      title={`${verb} ${addon.title}?`}
      trigger={
        <Button size="sm" variant="secondary">
          {adjusting ? `Change ${addon.unit}s` : verb}
        </Button>
      }
      footer={
        <DialogFormActions
          formId={`${id}-form`}
          submitLabel={verb}
          pending={saving}
          variant={turningOn ? 'primary' : 'danger'}
        />
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-4">
        <ServerErrorBanner error={failure} />
        {turningOn && addon.unit !== null ? (
          <Field
            id={`${id}-quantity`}
            label={`How many ${UNIT_WORDS[addon.unit][1]}`}
            hint="From 1 to 50, on top of what your plan includes."
            error={error}
          >
            <Input
              inputMode="numeric"
              value={quantity}
              onChange={(event) => {
                setQuantity(event.target.value);
                setError(null);
              }}
              className="max-w-24"
            />
          </Field>
        ) : null}
        <p data-slot="addon-price-change" aria-live="polite" className="text-fg text-sm">
          {changeText} It shows on the next invoice.
        </p>
      </form>
    </Dialog>
  );
}
