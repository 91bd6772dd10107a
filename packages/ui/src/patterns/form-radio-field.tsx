import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Field } from '../primitives/field';
import { RadioGroup, type RadioGroupItem, type RadioGroupProps } from '../primitives/radio-group';

export type FormRadioFieldProps<Values extends FieldValues, Context, Transformed> = {
  control: Control<Values, Context, Transformed>;
  /** One of the form's one-of-several fields. */
  name: FieldPathByValue<Values, string>;
  /** The group's id, which the form's problem summary links to. */
  id?: string;
  label: ReactNode;
  items: RadioGroupItem[];
  variant?: RadioGroupProps['variant'];
  /** The group's layout, e.g. its columns. */
  className?: string;
};

/**
 * A form's one-of-several field as a labelled radio group: the chosen item is the field's value, its problem shows
 * beside it, and focus on a refusal lands on it.
 */
export function FormRadioField<Values extends FieldValues, Context, Transformed>({
  control,
  name,
  id,
  label,
  items,
  variant,
  className,
}: FormRadioFieldProps<Values, Context, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} error={fieldState.error?.message}>
          <RadioGroup
            ref={field.ref}
            name={field.name}
            variant={variant}
            value={field.value}
            onValueChange={field.onChange}
            items={items}
            className={className}
          />
        </Field>
      )}
    />
  );
}
