import type { CredentialField } from '@console/api';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Select } from '../../primitives/select';
import { Textarea } from '../../primitives/textarea';

/** The credential form's values; here, where its fields are drawn, so the form and its fields import one way. */
export type CredentialFormValues = {
  name: string;
  /** The type's values by field key; a secret left empty while editing keeps the stored one. */
  fields: Record<string, string>;
};

type FieldName = `fields.${string}`;

export type CredentialFieldInputProps = {
  id: string;
  field: CredentialField;
  form: UseFormReturn<CredentialFormValues>;
  /** A secret already stored: shown as set, with a way to replace it. */
  isSet: boolean;
};

/** One declared field: a select, a text area or an input; a stored secret shows as set, with "Replace". */
export function CredentialFieldInput({ id, field, form, isSet }: CredentialFieldInputProps) {
  const [replacing, setReplacing] = useState(false);
  const name: FieldName = `fields.${field.key}`;
  const error = form.formState.errors.fields?.[field.key]?.message;

  if (field.secret && isSet && !replacing) {
    return (
      <div className="grid gap-1.5" data-slot="field" data-invalid={error ? true : undefined}>
        <p id={`${id}-label`} className="font-medium text-fg text-sm">
          {field.label}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone="success">Set</Badge>
          <span className="text-fg-muted text-sm">Stored, and never shown again.</span>
          <Button
            id={id}
            type="button"
            variant="secondary"
            size="sm"
            aria-describedby={`${id}-label${error ? ` ${id}-error` : ''}`}
            onClick={() => setReplacing(true)}
          >
            Replace
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-danger-text text-sm">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const control = field.options ? (
    <Select
      value={form.watch(name) || undefined}
      onValueChange={(value) =>
        form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
      }
      placeholder={`Choose a ${field.label.toLowerCase()}`}
      options={field.options.map((option) => ({ value: option, label: option }))}
    />
  ) : field.multiline ? (
    <Textarea
      rows={5}
      spellCheck={false}
      className="font-mono text-sm"
      placeholder={field.secret ? undefined : field.example}
      {...form.register(name)}
    />
  ) : (
    <Input
      type={field.secret ? 'password' : 'text'}
      inputMode={field.kind === 'port' ? 'numeric' : undefined}
      autoComplete={field.secret ? 'new-password' : 'off'}
      spellCheck={false}
      className="font-mono"
      placeholder={field.secret ? undefined : field.example}
      {...form.register(name)}
    />
  );

  return (
    <div className="grid gap-2">
      <Field id={id} label={field.label} required={!field.optional && !isSet} hint={field.hint} error={error}>
        {control}
      </Field>
      {field.secret && isSet ? (
        <div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              form.setValue(name, '');
              form.clearErrors(name);
              setReplacing(false);
            }}
          >
            Keep the stored {field.label.toLowerCase()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
