import { type AdminPlanRow, planProblems, tierProblems, useAdminPlanActions } from '@console/api';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { Location } from 'react-router';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { type FieldRefusal, fieldRefusal, useServerWrite } from '../../patterns/server-form';
import { UnsavedChangesGuard } from '../../patterns/unsaved-changes-guard';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Card, CardContent } from '../../primitives/card';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { Field } from '../../primitives/field';
import { FormErrorSummary } from '../../primitives/form-error-summary';
import { Input } from '../../primitives/input';
import { Select } from '../../primitives/select';
import { Switch } from '../../primitives/switch';
import { formatCount } from './admin-format';
import { FIELD_ORDER, SECTIONS, SWITCHES, type TextField } from './plan-fields';
import { PlanTiers, tierCellId } from './plan-tiers';
import {
  affectsCustomers,
  draftOf,
  inputOf,
  PLAN_CURRENCIES,
  type PlanDraft,
  sameDraft,
} from './plan-values';

export type PlanFormProps = {
  /** The plan edited, with its workspace count; null creates a new one. */
  row: AdminPlanRow | null;
  /** Back to the list: after a save, or on Cancel. */
  onDone: () => void;
};

/** The editor is part of the address (?plan=3): going back to the list changes only the query. */
const addressChanges = (current: Location, next: Location) =>
  current.pathname !== next.pathname || current.search !== next.search;

/**
 * Creates or edits a plan, every field of it. A published plan that workspaces are on changes what they pay, so
 * the form says how many it affects up front and asks for that count to be confirmed before saving.
 */
export function PlanForm({ row, onDone }: PlanFormProps) {
  const id = useId();
  const { createPlan, updatePlan } = useAdminPlanActions();
  const saved = useMemo(() => draftOf(row?.plan ?? null), [row]);
  const [draft, setDraft] = useState(saved);
  const [tried, setTried] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverField, setServerField] = useState<FieldRefusal | null>(null);
  const { serverError, busy: saving, run } = useServerWrite();
  const [confirming, setConfirming] = useState(false);

  const input = inputOf(draft);
  const problems = tried ? planProblems(input) : {};
  const tiers = tried ? tierProblems(input.tiers) : [];
  const errorOf = (field: string) =>
    (problems as Record<string, string | undefined>)[field] ??
    (serverField?.field === field ? serverField.message : undefined);
  const fieldId = (field: string) =>
    field === 'tiers' ? tierCellId(id, tiers[0]?.index ?? 0, tiers[0]?.part ?? 'up_to_gb') : `${id}-${field}`;
  const summary = FIELD_ORDER.flatMap((field) => {
    const message = field === 'tiers' ? undefined : errorOf(field);
    return message ? [{ fieldId: fieldId(field), message }] : [];
  }).concat(
    tiers.map((problem) => ({
      fieldId: tierCellId(id, problem.index, problem.part),
      message: problem.message,
    })),
  );

  const set = <K extends keyof PlanDraft>(name: K, value: PlanDraft[K]) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    if (serverField?.field === name) setServerField(null);
  };

  async function save(acknowledged?: number) {
    setServerField(null);
    const done = await run(
      () =>
        row
          ? updatePlan(row.plan.id, {
              ...input,
              ...(acknowledged === undefined ? {} : { acknowledged_workspaces: acknowledged }),
            })
          : createPlan(input),
      {
        success: 'The plan is saved.',
        onRefusal: (error) => {
          const refusal = fieldRefusal(error);
          if (refusal === null) return false;
          setServerField(refusal);
          document.getElementById(fieldId(refusal.field))?.focus();
          return true;
        },
      },
    );
    if (done) onDone();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setAttempt((count) => count + 1);
    if (Object.keys(planProblems(input)).length > 0) return;
    if (affectsCustomers(row)) setConfirming(true);
    else void save();
  }

  const currencies = PLAN_CURRENCIES.includes(draft.currency as (typeof PLAN_CURRENCIES)[number])
    ? PLAN_CURRENCIES
    : [...PLAN_CURRENCIES, draft.currency];
  const count = row?.workspaces_count ?? 0;

  const text = (name: TextField, label: string, hint?: string) => (
    <Field key={name} id={`${id}-${name}`} label={label} hint={hint} error={errorOf(name)} required={!hint}>
      <Input
        inputMode={name === 'title' || name === 'slug' ? undefined : 'decimal'}
        autoComplete="off"
        value={draft[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={row ? `Edit plan ${row.plan.title}` : 'New plan'}
      className="grid grid-cols-[minmax(0,1fr)] gap-6"
    >
      {row && affectsCustomers(row) ? (
        <Banner
          tone="warning"
          title={`${formatCount(count)} workspace${count === 1 ? '' : 's'} use this plan`}
        >
          It is published: saving changes what these workspaces are billed from their next invoice. You will
          be asked to confirm.
        </Banner>
      ) : null}
      {summary.length > 1 ? <FormErrorSummary key={attempt} errors={summary} /> : null}
      <ServerErrorBanner error={serverError} />
      <Card>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 @xl:grid-cols-2">
          {text('title', 'Title')}
          {text('slug', 'Slug', 'Lower-case words joined by dashes, such as "pro-2026".')}
          <Field id={`${id}-currency`} label="Currency" error={errorOf('currency')}>
            <Select
              value={draft.currency}
              onValueChange={(value) => set('currency', value)}
              options={currencies.map((value) => ({ value, label: value }))}
            />
          </Field>
          {text(
            'usd_exchange_rate',
            'USD exchange rate',
            'What one unit of the currency is worth in US dollars.',
          )}
        </CardContent>
      </Card>
      {SECTIONS.map((section) => (
        <Card key={section.title}>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <h2 className="font-semibold text-base text-fg">{section.title}</h2>
            <div className="grid grid-cols-[minmax(0,1fr)] gap-4 @xl:grid-cols-2">
              {section.fields.map((field) =>
                text(
                  field.name,
                  field.unit === 'money' ? `${field.label} (${draft.currency})` : field.label,
                  field.hint,
                ),
              )}
            </div>
            {section.title === 'Price' ? (
              <PlanTiers
                id={id}
                tiers={draft.tiers}
                currency={draft.currency}
                problems={tiers}
                onChange={(next) => set('tiers', next)}
              />
            ) : null}
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <h2 className="font-semibold text-base text-fg">Features</h2>
          {SWITCHES.map((item) => (
            <Switch
              key={item.name}
              label={item.label}
              description={item.description}
              checked={draft[item.name]}
              onCheckedChange={(checked) => set(item.name, checked)}
            />
          ))}
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          {row ? 'Save plan' : 'Create plan'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <UnsavedChangesGuard
        // A save leaves for the list once the server has taken it: not a leave that loses anything.
        dirty={!saving && !sameDraft(draft, saved)}
        description={
          row
            ? `Your changes to the plan “${row.plan.title}” have not been saved.`
            : 'Your entries for the new plan have not been saved.'
        }
        leaves={addressChanges}
      />
      {row ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Change ${row.plan.title} for ${formatCount(count)} workspaces?`}
          description={`It is published: saving changes what these ${formatCount(count)} workspaces are billed from their next invoice.`}
          confirmLabel="Save for all of them"
          onConfirm={() => save(count)}
        />
      ) : null}
    </form>
  );
}
