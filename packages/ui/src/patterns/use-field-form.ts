import type { RequestError } from '@console/api';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useFocusFirstInvalid } from './form-field-errors';
import { useServerForm } from './server-form';
import { useFormFields } from './use-form-fields';

export type FieldFormOptions<T extends FieldValues> = {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** The fields that can be refused, in the order they appear; a module constant. */
  names: readonly Path<T>[];
  /** Which field a refusal is about where its `meta.field` does not say. */
  fieldOf?: (refusal: RequestError) => Path<T> | undefined;
  /** The field that takes the caret after any failed write, so the next try starts there. */
  focusOnFailure?: Path<T>;
};

/**
 * A form that writes to the server, set up as every form of the console is: its schema judges it, the caret goes
 * to the first invalid field after a submit, and the server's refusal goes beside the field it names or into
 * `serverError`, for the banner above the form. `bind(name)` wires a field's control.
 */
export function useFieldForm<T extends FieldValues>({
  resolver,
  defaultValues,
  names,
  fieldOf,
  focusOnFailure,
}: FieldFormOptions<T>) {
  const form = useForm<T>({ resolver, defaultValues, shouldFocusError: false });
  const { fields, fieldId, bind } = useFormFields(form, names);
  useFocusFirstInvalid(form, fields);
  const { serverError, submitWith } = useServerForm(form, fields, {
    ...(fieldOf === undefined ? {} : { fieldOf }),
    ...(focusOnFailure === undefined ? {} : { onFailure: () => form.setFocus(focusOnFailure) }),
  });
  return { form, fields, fieldId, bind, serverError, submitWith };
}
