import {
  AdminCancelInputSchema,
  AdminChangePlanInputSchema,
  AdminCreditInputSchema,
  type AdminWorkspaceDetailReply,
  AdminWorkspaceLimitsInputSchema,
  errorMessage,
  RequestError,
  useAdminWorkspaceActions,
} from '@console/api';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Dialog, DialogClose } from '../../primitives/dialog';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Select } from '../../primitives/select';
import { Switch } from '../../primitives/switch';
import { Textarea } from '../../primitives/textarea';
import { useToast } from '../../primitives/toast';

type Values = Record<string, string | boolean>;
type Parsed = { success: true; data: unknown } | { success: false; error: { issues: readonly Issue[] } };
type Issue = { message: string; path: readonly PropertyKey[] };

type FieldSpec =
  | { name: string; label: string; kind: 'text' | 'number' | 'textarea'; hint?: string; required?: boolean }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: string; label: string; kind: 'switch' };

type ActionDialogProps = {
  title: string;
  description: string;
  trigger: ReactElement;
  submitLabel: string;
  intent?: 'primary' | 'danger';
  fields: FieldSpec[];
  initial: Values;
  /** The values as the call's input: the schema's safeParse, so the form says what the server would. */
  parse: (values: Values) => Parsed;
  submit: (input: never) => Promise<AdminWorkspaceDetailReply>;
  done: (reply: AdminWorkspaceDetailReply) => string;
};

/**
 * A form in a dialog for one admin action. Input is checked with the call's own schema before it is sent; a
 * refusal naming a field (meta.field) shows beside it, any other above the form. Nothing typed is lost on failure.
 */
function ActionDialog({
  title,
  description,
  trigger,
  submitLabel,
  intent = 'primary',
  fields,
  initial,
  parse,
  submit,
  done,
}: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  const formId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const parsed = parse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        next[key] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(`${formId}-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const reply = await submit(parsed.data as never);
      toast({ title: done(reply), variant: 'success' });
      setOpen(false);
    } catch (error) {
      const field = error instanceof RequestError ? error.meta?.field : null;
      if (field && fields.some((spec) => spec.name === field)) setErrors({ [field]: errorMessage(error) });
      else setProblem(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      title={title}
      description={description}
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(initial);
          setErrors({});
          setProblem(null);
        }
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            variant={intent === 'danger' ? 'danger' : 'primary'}
            loading={pending}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        {problem === null ? null : (
          <Banner tone="danger" role="alert">
            {problem}
          </Banner>
        )}
        {fields.map((spec) => (
          <FieldControl
            key={spec.name}
            id={`${formId}-${spec.name}`}
            spec={spec}
            value={values[spec.name] ?? ''}
            error={errors[spec.name]}
            onChange={(value) => setValues((current) => ({ ...current, [spec.name]: value }))}
          />
        ))}
      </form>
    </Dialog>
  );
}

function FieldControl({
  id,
  spec,
  value,
  error,
  onChange,
}: {
  id: string;
  spec: FieldSpec;
  value: string | boolean;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  if (spec.kind === 'switch') {
    return <Switch id={id} label={spec.label} checked={value === true} onCheckedChange={onChange} />;
  }
  const text = typeof value === 'string' ? value : '';
  const required = 'required' in spec ? spec.required : spec.kind === 'select';
  return (
    <Field label={spec.label} hint={'hint' in spec ? spec.hint : undefined} error={error} required={required}>
      {spec.kind === 'select' ? (
        <Select id={id} options={spec.options} value={text} onValueChange={onChange} />
      ) : spec.kind === 'textarea' ? (
        <Textarea id={id} rows={3} value={text} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input
          id={id}
          inputMode={spec.kind === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** An empty box is "no value" (null); anything else is read as a number, so a typo reaches the schema as NaN. */
const numberOrNull = (value: string | boolean | undefined) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : Number(text.replace(/,/g, ''));
};
const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

const REASON: FieldSpec = {
  name: 'reason',
  label: 'Reason',
  kind: 'textarea',
  hint: 'Recorded with the change, with your name and the time.',
  required: true,
};

type DialogsProps = { detail: AdminWorkspaceDetailReply; slug: string };

export function EditLimitsDialog({ detail, slug }: DialogsProps) {
  const actions = useAdminWorkspaceActions(slug);
  const { workspace } = detail;
  const show = (value: number | null) => (value === null ? '' : String(value));
  return (
    <ActionDialog
      title="Edit limits"
      description="Leave a rate limit empty for the plan's limit, and the bill limit empty for no cap."
      trigger={<Button variant="secondary">Edit limits</Button>}
      submitLabel="Save limits"
      fields={[
        { name: 'assembly_rate_limit', label: 'Assembly rate limit (per minute)', kind: 'number' },
        { name: 'concurrent_assembly_rate_limit', label: 'Concurrent assemblies', kind: 'number' },
        { name: 'bill_limit', label: `Bill limit (${detail.currency} a month)`, kind: 'number' },
        { name: 'stop_processing_on_bill_limit', label: 'Stop processing at the bill limit', kind: 'switch' },
        REASON,
      ]}
      initial={{
        assembly_rate_limit: show(workspace.assembly_rate_limit),
        concurrent_assembly_rate_limit: show(workspace.concurrent_assembly_rate_limit),
        bill_limit: show(workspace.bill_limit),
        stop_processing_on_bill_limit: workspace.stop_processing_on_bill_limit,
        reason: '',
      }}
      parse={(values) =>
        AdminWorkspaceLimitsInputSchema.safeParse({
          assembly_rate_limit: numberOrNull(values.assembly_rate_limit),
          concurrent_assembly_rate_limit: numberOrNull(values.concurrent_assembly_rate_limit),
          bill_limit: numberOrNull(values.bill_limit),
          stop_processing_on_bill_limit: values.stop_processing_on_bill_limit === true,
          reason: text(values.reason),
        })
      }
      submit={actions.updateLimits}
      done={() => 'Limits saved'}
    />
  );
}

export function AddCreditDialog({ detail, slug }: DialogsProps) {
  const actions = useAdminWorkspaceActions(slug);
  return (
    <ActionDialog
      title="Add a credit"
      description={`The credit is deducted from ${detail.workspace.name}'s next invoice.`}
      trigger={<Button variant="secondary">Add credit</Button>}
      submitLabel="Add credit"
      fields={[
        { name: 'amount', label: `Amount (${detail.currency})`, kind: 'number', required: true },
        {
          name: 'note',
          label: 'Note',
          kind: 'textarea',
          hint: 'Shown on the invoice it is deducted from.',
          required: true,
        },
      ]}
      initial={{ amount: '', note: '' }}
      parse={(values) =>
        AdminCreditInputSchema.safeParse({
          amount: numberOrNull(values.amount) ?? Number.NaN,
          note: text(values.note),
        })
      }
      submit={actions.addCredit}
      done={() => 'Credit added'}
    />
  );
}

export function CancelOrRestoreDialog({ detail, slug }: DialogsProps) {
  const actions = useAdminWorkspaceActions(slug);
  const cancelled = detail.workspace.cancelled;
  return (
    <ActionDialog
      title={cancelled ? `Restore ${detail.workspace.name}?` : `Cancel ${detail.workspace.name}?`}
      description={
        cancelled
          ? 'Its members can use it again and it is billed again from this month.'
          : 'Processing stops for its members and it is no longer billed. It can be restored later.'
      }
      trigger={
        <Button variant={cancelled ? 'secondary' : 'danger'}>
          {cancelled ? 'Restore' : 'Cancel workspace'}
        </Button>
      }
      submitLabel={cancelled ? 'Restore workspace' : 'Cancel workspace'}
      intent={cancelled ? 'primary' : 'danger'}
      fields={[REASON]}
      initial={{ reason: '' }}
      parse={(values) => AdminCancelInputSchema.safeParse({ reason: text(values.reason) })}
      submit={cancelled ? actions.restore : actions.cancel}
      done={(reply) => (reply.workspace.cancelled ? 'Workspace cancelled' : 'Workspace restored')}
    />
  );
}

export function ChangePlanDialog({ detail, slug }: DialogsProps) {
  const actions = useAdminWorkspaceActions(slug);
  const options = detail.plans.map((plan) => ({ value: String(plan.id), label: plan.title }));
  return (
    <ActionDialog
      title="Change plan"
      description="The new plan applies at once and is recorded as a plan change."
      trigger={<Button variant="secondary">Change plan</Button>}
      submitLabel="Change plan"
      fields={[{ name: 'plan_id', label: 'Plan', kind: 'select', options }, REASON]}
      initial={{ plan_id: String(detail.plan.id), reason: '' }}
      parse={(values) =>
        AdminChangePlanInputSchema.safeParse({ plan_id: Number(values.plan_id), reason: text(values.reason) })
      }
      submit={actions.changePlan}
      done={(reply) => `Now on ${reply.plan.title}`}
    />
  );
}
