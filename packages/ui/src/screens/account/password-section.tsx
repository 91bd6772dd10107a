import {
  type ChangePasswordInput,
  ChangePasswordInputSchema,
  PASSWORD_MIN_LENGTH,
  useAccountActions,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../patterns/form-field-controls';
import { FieldErrorSummary } from '../../patterns/form-field-errors';
import { FormSection } from '../../patterns/form-section';
import { useFieldForm } from '../../patterns/use-field-form';
import { useToast } from '../../primitives/toast';

const emptyPassword: ChangePasswordInput = { current_password: '', password: '', confirm_password: '' };

const PASSWORDS: { name: keyof ChangePasswordInput; label: string; hint?: string; autoComplete: string }[] = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'password',
    label: 'New password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
    autoComplete: 'new-password',
  },
  { name: 'confirm_password', label: 'Repeat the new password', autoComplete: 'new-password' },
];

const NAMES = PASSWORDS.map(({ name }) => name);

export function PasswordSection({ email }: { email: string }) {
  const { changePassword } = useAccountActions();
  const { toast } = useToast();
  const { form, fields, bind, serverError, submitWith } = useFieldForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: emptyPassword,
    names: NAMES,
  });
  const { reset, formState } = form;

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
    <FormSection
      title="Password"
      description="Pick a password you do not use anywhere else."
      onSubmit={submit}
      serverError={serverError}
      submitLabel="Change password"
      submitting={formState.isSubmitting}
    >
      <FieldErrorSummary errors={formState.errors} fields={fields} />
      {/* Hidden but present, so password managers file the new password under the right account. */}
      <input type="text" hidden readOnly autoComplete="username" value={email} />
      {PASSWORDS.map((password) => (
        <FormTextField
          key={password.name}
          {...bind(password.name)}
          label={password.label}
          required
          hint={password.hint}
          type="password"
          autoComplete={password.autoComplete}
        />
      ))}
    </FormSection>
  );
}
