import type { RequestError } from '@console/api';
import { useId, useMemo } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type FormFieldRef, useFocusFirstInvalid } from './form-field-errors';
import { useServerForm } from './server-form';

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
