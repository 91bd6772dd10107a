import type { Country } from '@console/api';
import type { FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../patterns/form-field-controls';
import type { FormFieldBinding } from '../../patterns/use-field-form';

export type CountryFieldProps<T extends FieldValues> = FormFieldBinding<T> & {
  label: string;
  hint: string;
  /** The Country entity's rows, by name. */
  countries: Country[];
};

/** A country from the Country entity, stored as its id; none chosen shows a placeholder. */
export function CountryField<T extends FieldValues>({ countries, ...field }: CountryFieldProps<T>) {
  return (
    <FormSelectField
      {...field}
      parse={Number}
      placeholder="Choose a country"
      options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
    />
  );
}
