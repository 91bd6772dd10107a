import {
  type ChangePasswordInput,
  ChangePasswordInputSchema,
  PASSWORD_MIN_LENGTH,
  useAccountActions,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FieldErrorSummary, type FormFieldRef, useFocusFirstInvalid } from '../../patterns/form-field-errors';
import { Section } from '../../patterns/section';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerForm } from '../../patterns/server-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { useToast } from '../../primitives/toast';

const emptyPassword: ChangePasswordInput = { current_password: '', password: '', confirm_password: '' };

export function PasswordSection({ email }: { email: string }) {
  const id = useId();
  const fields = useMemo<FormFieldRef<ChangePasswordInput>[]>(
    () => [
      { name: 'current_password', id: `${id}-current` },
      { name: 'password', id: `${id}-new` },
      { name: 'confirm_password', id: `${id}-confirm` },
    ],
    [id],
  );
  const { changePassword } = useAccountActions();
  const { toast } = useToast();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: emptyPassword,
    shouldFocusError: false,
  });
  const { register, reset, formState } = form;
  useFocusFirstInvalid(form, fields);
  const { serverError, submitWith } = useServerForm(form, fields);

  const submit = submitWith(async (values) => {
    await changePassword(values);
    reset(emptyPassword);
    toast({
      variant: 'success',
      title: 'Password changed',
      description: 'Use it the next time you log in.',
    });
  });

  return (
    <Section title="Password" description="Pick a password you do not use anywhere else.">
      <form noValidate onSubmit={submit} className="grid gap-5">
        <ServerErrorBanner error={serverError} />
        <FieldErrorSummary errors={formState.errors} fields={fields} />
        {/* Hidden but present, so password managers file the new password under the right account. */}
        <input type="text" hidden readOnly autoComplete="username" value={email} />
        <Field
          id={`${id}-current`}
          label="Current password"
          required
          error={formState.errors.current_password?.message}
        >
          <Input type="password" autoComplete="current-password" {...register('current_password')} />
        </Field>
        <Field
          id={`${id}-new`}
          label="New password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={formState.errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field
          id={`${id}-confirm`}
          label="Repeat the new password"
          required
          error={formState.errors.confirm_password?.message}
        >
          <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
        </Field>
        <div>
          <Button type="submit" loading={formState.isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </Section>
  );
}
