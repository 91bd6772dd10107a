import {
  ASSEMBLY_STATUS_EXPIRY_OPTIONS,
  type AssemblyStatusExpiry,
  type TemplateInput,
  TRANSCODING_RESULT_EXPIRY_OPTIONS,
} from '@console/api';
import { memo, useId } from 'react';
import { type Control, Controller, type UseFormReturn } from 'react-hook-form';
import { EXPIRY_LABELS } from '../../patterns/assembly/assembly-format';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Select } from '../../primitives/select';
import { Switch } from '../../primitives/switch';

type ExpirySelectProps = {
  control: Control<TemplateInput>;
  name: 'transcoding_result_expiry' | 'assembly_status_expiry';
  label: string;
  hint: string;
  /** The choices spec §9 gives for this setting. */
  values: readonly AssemblyStatusExpiry[];
};

/*
 * Memoised: the template editor's screen renders again when the cursor moves to another robot's step or a save
 * starts and ends, and drawing these selects again was a good part of such a render. Their Controller still
 * re-renders them when their value changes or the form is reset.
 */
const ExpirySelect = memo(function ExpirySelect({ control, name, label, hint, values }: ExpirySelectProps) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field id={id} label={label} hint={hint}>
          <Select
            value={field.value}
            onValueChange={field.onChange}
            options={values.map((value) => ({ value, label: EXPIRY_LABELS[value] }))}
          />
        </Field>
      )}
    />
  );
});

export type TemplateSettingsProps = {
  form: UseFormReturn<TemplateInput>;
};

/** The template's name, signature requirement and retention, beside its JSON. */
export function TemplateSettings({ form }: TemplateSettingsProps) {
  const id = useId();
  const { register, control, formState } = form;
  return (
    <div className="grid gap-5">
      <Field id={id} label="Name" error={formState.errors.name?.message}>
        <Input autoComplete="off" spellCheck={false} {...register('name')} />
      </Field>
      <Controller
        control={control}
        name="require_signature_auth"
        render={({ field }) => (
          <Switch
            label="Require a signature"
            description="Refuse assemblies that use this template unless their request is signed with your auth secret."
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <ExpirySelect
        control={control}
        name="transcoding_result_expiry"
        label="Keep result files"
        hint="How long the files this template produces stay available for download."
        values={TRANSCODING_RESULT_EXPIRY_OPTIONS}
      />
      <ExpirySelect
        control={control}
        name="assembly_status_expiry"
        label="Keep assembly status"
        hint="How long the status JSON of each assembly stays available."
        values={ASSEMBLY_STATUS_EXPIRY_OPTIONS}
      />
    </div>
  );
}
