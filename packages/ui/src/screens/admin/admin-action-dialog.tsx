import type { AdminWorkspaceDetailReply } from '@console/api';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { DialogFormActions } from '../../patterns/dialog-form-actions';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerWrite } from '../../patterns/server-form';
import { Dialog } from '../../primitives/dialog';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Select } from '../../primitives/select';
import { Switch } from '../../primitives/switch';
import { Textarea } from '../../primitives/textarea';
import { useToast } from '../../primitives/toast';

export type Values = Record<string, string | boolean>;
type Parsed = { success: true; data: unknown } | { success: false; error: { issues: readonly Issue[] } };
type Issue = { message: string; path: readonly PropertyKey[] };

export type FieldSpec =
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
export function ActionDialog({
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
  const { serverError, setServerError, busy: pending, run } = useServerWrite();
  const { toast } = useToast();
  const formId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
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
    const saved = await run(
      async () => {
        const reply = await submit(parsed.data as never);
        toast({ title: done(reply), variant: 'success' });
      },
      {
        onRefusal: ({ meta, serverMessage }) => {
          const field = meta?.field;
          if (!field || !fields.some((spec) => spec.name === field)) return false;
          setErrors({ [field]: serverMessage });
          return true;
        },
      },
    );
    if (saved) setOpen(false);
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
          setServerError(null);
        }
      }}
      footer={
        <DialogFormActions
          formId={formId}
          submitLabel={submitLabel}
          pending={pending}
          variant={intent === 'danger' ? 'danger' : 'primary'}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <ServerErrorBanner error={serverError} />
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
