import {
  AUTH_KEY_SCOPE_GROUPS,
  AUTH_KEY_SCOPES,
  type AuthKeyScope,
  type SIGNATURE_ALGORITHMS,
} from '@console/api';
import { useId, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTimeZone } from '../../lib/time';
import { FormDateField } from '../../patterns/date-field/form-date-field';
import { FormSwitch } from '../../patterns/form-field-controls';
import { FieldErrorSummary, type FormFieldRef, useFocusFirstInvalid } from '../../patterns/form-field-errors';
import { FormRadioField } from '../../patterns/form-radio-field';
import { Button } from '../../primitives/button';
import { Checkbox } from '../../primitives/checkbox';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Select } from '../../primitives/select';
import { ALGORITHM_LABELS } from './auth-key-format';
import type { AuthKeyFormValues } from './auth-key-values';

const EXPIRY_ITEMS = [
  { value: 'never', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
  { value: 'date', label: 'On a date' },
];

/** The recommended one first, the legacy one last. */
const ALGORITHM_ORDER = [
  'sha384',
  'sha256',
  'sha512',
  'sha1',
] as const satisfies readonly (typeof SIGNATURE_ALGORITHMS)[number][];

const READ_ONLY = AUTH_KEY_SCOPES.filter((scope) => scope.endsWith(':read'));

export type AuthKeyFieldsProps = {
  form: UseFormReturn<AuthKeyFormValues>;
  /** Creating offers the signature algorithm; an existing key keeps the one its signers use. */
  mode: 'create' | 'edit';
};

/** The fields of the auth key forms: description, scopes, expiry, algorithm (new keys), Smart CDN and active. */
export function AuthKeyFields({ form, mode }: AuthKeyFieldsProps) {
  const id = useId();
  const zone = useTimeZone();
  const { register, control, formState, watch, setValue } = form;
  const fields = useMemo<FormFieldRef<AuthKeyFormValues>[]>(
    () => [
      { name: 'description', id: `${id}-description` },
      { name: 'scope', id: `${id}-scope-all` },
      { name: 'expiry_date', id: `${id}-expiry-date` },
    ],
    [id],
  );
  useFocusFirstInvalid(form, fields);
  const scope = watch('scope');
  const expiry = watch('expiry');
  const setScope = (next: readonly AuthKeyScope[]) =>
    setValue('scope', [...next], { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const allChecked =
    scope.length === AUTH_KEY_SCOPES.length ? true : scope.length === 0 ? false : 'indeterminate';

  return (
    <div className="grid gap-6">
      <FieldErrorSummary errors={formState.errors} fields={fields} />
      <Field
        id={`${id}-description`}
        label="Description"
        required
        hint="What uses the key: an app, a server, a CI pipeline."
        error={formState.errors.description?.message}
      >
        <Input autoComplete="off" {...register('description')} />
      </Field>

      <fieldset
        className="grid gap-3"
        aria-describedby={formState.errors.scope ? `${id}-scope-error` : undefined}
      >
        <legend className="mb-1 font-medium text-fg text-sm">Scopes</legend>
        <p className="text-fg-muted text-sm">What requests signed with this key may do.</p>
        <div className="flex flex-wrap items-center gap-3">
          <Checkbox
            id={`${id}-scope-all`}
            label="All scopes"
            checked={allChecked}
            onCheckedChange={(checked) => setScope(checked === true ? AUTH_KEY_SCOPES : [])}
          />
          <Button type="button" variant="secondary" size="sm" onClick={() => setScope(READ_ONLY)}>
            Read only
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={() => setScope(AUTH_KEY_SCOPES)}>
            Read and write
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {AUTH_KEY_SCOPE_GROUPS.map((group) => (
            <fieldset key={group.label} className="grid gap-2 rounded-md border border-border p-3">
              <legend className="px-1 font-medium text-fg text-sm">{group.label}</legend>
              {group.scopes.map((name) => (
                <Checkbox
                  key={name}
                  label={<code className="font-mono text-sm">{name}</code>}
                  checked={scope.includes(name)}
                  onCheckedChange={(checked) =>
                    setScope(
                      checked === true
                        ? AUTH_KEY_SCOPES.filter((s) => s === name || scope.includes(s))
                        : scope.filter((s) => s !== name),
                    )
                  }
                />
              ))}
            </fieldset>
          ))}
        </div>
        {formState.errors.scope?.message ? (
          <p id={`${id}-scope-error`} className="text-danger-text text-sm">
            {formState.errors.scope.message}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-3">
        <FormRadioField
          control={control}
          name="expiry"
          label="Expires"
          items={EXPIRY_ITEMS}
          className="sm:grid-cols-5"
        />
        {expiry === 'date' ? (
          <Field
            id={`${id}-expiry-date`}
            label="Last day the key works"
            hint={`It stops working at the end of that day (${zone}).`}
            error={formState.errors.expiry_date?.message}
            className="max-w-xs"
          >
            <FormDateField control={control} name="expiry_date" />
          </Field>
        ) : null}
      </div>

      {mode === 'create' ? (
        <Controller
          control={control}
          name="signature_algo"
          render={({ field }) => (
            <Field
              label="Signature algorithm"
              hint="How requests signed with this key are hashed. SHA-384 unless your SDK only knows SHA-1."
              className="max-w-xs"
            >
              <Select
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                options={ALGORITHM_ORDER.map((algo) => ({
                  value: algo,
                  label:
                    algo === 'sha384' ? `${ALGORITHM_LABELS[algo]} (recommended)` : ALGORITHM_LABELS[algo],
                }))}
              />
            </Field>
          )}
        />
      ) : null}

      <FormSwitch
        control={control}
        name="is_allowed_for_smartcdn"
        label="Allow Smart CDN"
        description="Lets the key sign Smart CDN addresses, which serve processed files straight from a URL."
      />
      {mode === 'edit' ? (
        <FormSwitch
          control={control}
          name="is_active"
          label="Active"
          description="An inactive key is refused until you turn it back on; its secret stays the same."
        />
      ) : null}
    </div>
  );
}
