import type { Country } from '@console/api';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Field } from '../../primitives/field';
import { Select } from '../../primitives/select';

export type CountryFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  hint: string;
  /** The Country entity's rows, by name. */
  countries: Country[];
};

/** A country from the Country entity, stored as its id; none chosen shows a placeholder. */
export function CountryField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  countries,
}: CountryFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} hint={hint} error={fieldState.error?.message}>
          <Select
            ref={field.ref}
            value={field.value === null ? '' : String(field.value)}
            onValueChange={(value) => field.onChange(Number(value))}
            placeholder="Choose a country"
            options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
          />
        </Field>
      )}
    />
  );
}
