import { useId, useMemo } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormFieldRef } from './form-field-errors';

/** Which field of which form a control is, and its control's id, which the form's error summary links to. */
export type FormFieldBinding<T extends FieldValues> = { form: UseFormReturn<T>; name: Path<T>; id: string };

/**
 * The form's fields, each with an id of its own: `fields` in the order they appear (for the error summary, the
 * caret after a failed submit and a refusal's `meta.field`), `bind(name)` for the control of one. `names` is a
 * module constant, so `fields` keeps its identity.
 */
export function useFormFields<T extends FieldValues>(form: UseFormReturn<T>, names: readonly Path<T>[]) {
  const id = useId();
  const fields = useMemo<FormFieldRef<T>[]>(
    () => names.map((name) => ({ name, id: `${id}-${name}` })),
    [id, names],
  );
  const fieldId = (name: Path<T>) => `${id}-${name}`;
  const bind = (name: Path<T>): FormFieldBinding<T> => ({ form, name, id: fieldId(name) });
  return { fields, fieldId, bind };
}
