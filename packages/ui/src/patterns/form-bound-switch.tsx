import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '../primitives/switch';

export type FormBoundSwitchProps<Values extends FieldValues, Context, Transformed> = {
  control: Control<Values, Context, Transformed>;
  /** One of the form's on/off fields. */
  name: FieldPathByValue<Values, boolean>;
  label: ReactNode;
  description?: ReactNode;
};

/** A form's on/off setting as a labelled switch: checked is the field's value, and focus on a refusal lands on it. */
export function FormBoundSwitch<Values extends FieldValues, Context, Transformed>({
  control,
  name,
  label,
  description,
}: FormBoundSwitchProps<Values, Context, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          label={label}
          description={description}
          checked={field.value}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
