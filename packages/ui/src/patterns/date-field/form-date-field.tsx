import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import type { FieldControlProps } from '../../primitives/field';
import { DateField } from './date-field';

export type FormDateFieldProps<Values extends FieldValues> = FieldControlProps & {
  control: Control<Values>;
  /** A field holding a day, YYYY-MM-DD, or empty for none. */
  name: FieldPathByValue<Values, string>;
};

/**
 * A form's date field: the day goes into the form as YYYY-MM-DD, as a native date input's value would. Text that
 * names no day leaves the form's value as it was; the field explains it and keeps the form from being sent.
 * Inside a Field, which names and describes it as it does an Input.
 */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  ...aria
}: FormDateFieldProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <DateField
      {...aria}
      ref={field.ref}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onValueChange={(day) => {
        if (day !== null) field.onChange(day);
      }}
    />
  );
}
