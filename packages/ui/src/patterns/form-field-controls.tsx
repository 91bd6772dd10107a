import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { Field } from '../primitives/field';
import { Input, type InputProps } from '../primitives/input';
import { Select, type SelectOption } from '../primitives/select';
import { Switch } from '../primitives/switch';
import type { FormFieldBinding } from './use-field-form';

// The two controls a react-hook-form form wires most often, so each form only says what its field is: a text box
// registered under its name inside a Field that shows its error, and an on/off setting.

export type FormTextFieldProps<T extends FieldValues> = Omit<InputProps, 'id' | 'name' | 'form'> &
  FormFieldBinding<T> & {
    label: ReactNode;
    hint?: ReactNode;
    required?: boolean;
    /** What `register` is told besides the name: turning what was typed into the value the schema judges, say. */
    registerOptions?: RegisterOptions<T, Path<T>>;
    /** Classes of the whole field (label, box and messages), e.g. the columns it spans. */
    fieldClassName?: string;
  };

/** A text box registered with the form, inside a Field showing the field's error from the form. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  registerOptions,
  fieldClassName,
  ...input
}: FormTextFieldProps<T>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      required={required}
      error={error?.message}
      className={fieldClassName}
    >
      <Input {...input} {...form.register(name, registerOptions)} />
    </Field>
  );
}

export type FormSelectFieldProps<T extends FieldValues> = FormFieldBinding<T> & {
  label: ReactNode;
  hint?: ReactNode;
  options: SelectOption[];
  /** Shown while nothing is chosen (a null value). */
  placeholder?: string;
  /** Turns the chosen option's value into the field's, e.g. an id back into a number. */
  parse?: (value: string) => unknown;
};

/** A choice from a list, inside a Field showing the field's error from the form. */
export function FormSelectField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  options,
  placeholder,
  parse,
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} hint={hint} error={fieldState.error?.message}>
          <Select
            ref={field.ref}
            value={field.value === null ? '' : String(field.value)}
            onValueChange={(value) => field.onChange(parse === undefined ? value : parse(value))}
            placeholder={placeholder}
            options={options}
          />
        </Field>
      )}
    />
  );
}

export type FormSwitchProps<Values extends FieldValues, Context, Transformed> = {
  control: Control<Values, Context, Transformed>;
  /** One of the form's on/off fields. */
  name: FieldPathByValue<Values, boolean>;
  /** Names the setting. */
  label: ReactNode;
  /** What turning it on does. */
  description?: ReactNode;
};

/** A form's on/off field as a labelled switch: checked is the field's value, and focus on a refusal lands on it. */
export function FormSwitch<Values extends FieldValues, Context, Transformed>({
  control,
  name,
  label,
  description,
}: FormSwitchProps<Values, Context, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          name={field.name}
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
