import { type ResetPasswordInput, ResetPasswordInputSchema, resetPassword } from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { AuthLayout } from '../../layouts/auth-layout';
import { href } from '../../lib/paths';
import { FieldErrorSummary } from '../../patterns/form-field-errors';
import { useFieldForm } from '../../patterns/use-field-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { inlineLinkClass } from './auth-form';
import { AuthServerError, NewPasswordField } from './auth-form-parts';

export type ResetPasswordScreenProps = {
  /** The account's address, from the reset link's query; null when the link lacks it. */
  email: string | null;
  /** The one-time key from the reset link's query; null when the link lacks it. */
  authKey: string | null;
  /**
   * Called after the password was changed and the person is logged in; the app decides where to go. The server's
   * message is a toast by then, which stays as the person moves on.
   */
  onAuthenticated: (serverRedirect: string | null, email: string) => void;
};

const footer = (
  <Button asChild variant="link">
    <Link to={href.login()}>Back to log in</Link>
  </Button>
);

const NAMES = ['email', 'password', 'confirm_password'] as const satisfies (keyof ResetPasswordInput)[];

/** Sets a new password from the link in a reset e-mail. */
export function ResetPasswordScreen({ email, authKey, onAuthenticated }: ResetPasswordScreenProps) {
  if (!email || !authKey) {
    return (
      <AuthLayout title="This reset link is incomplete" footer={footer}>
        <div className="grid gap-4 text-sm">
          <p className="text-fg-muted">
            The link is missing part of its address, which happens when an e-mail program breaks a long link
            across lines. Ask for a new reset e-mail and open its link directly.
          </p>
          <Button asChild className="w-full">
            <Link to={href.forgotPassword()}>Ask for a new reset link</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return <ResetPasswordForm email={email} authKey={authKey} onAuthenticated={onAuthenticated} />;
}

function ResetPasswordForm({
  email,
  authKey,
  onAuthenticated,
}: {
  email: string;
  authKey: string;
  onAuthenticated: ResetPasswordScreenProps['onAuthenticated'];
}) {
  const { form, fields, fieldId, serverError, submitWith } = useFieldForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordInputSchema),
    defaultValues: { email, auth_key: authKey, password: '', confirm_password: '' },
    names: NAMES,
    focusOnFailure: 'password',
  });
  const { register, formState } = form;

  const submit = submitWith(async (values) => {
    const reply = await resetPassword(values);
    onAuthenticated(reply.meta.redirect ?? null, values.email);
    // The page the person lands on does not know why they are there: the server's word goes with them.
    return reply;
  }, 'Password changed');

  return (
    <AuthLayout
      title="Choose a new password"
      description="Pick a password you do not use anywhere else."
      footer={footer}
    >
      <AuthServerError
        error={serverError}
        // The server refuses expired and used links; a new e-mail is the way on.
        refusalAction={
          <Link to={href.forgotPassword()} className={inlineLinkClass}>
            Ask for a new reset link
          </Link>
        }
      />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FieldErrorSummary errors={formState.errors} fields={fields} />
        <Field
          label="E-mail address"
          hint="The account whose password you are changing."
          error={formState.errors.email?.message}
        >
          {/* Read-only but present, so password managers file the new password under the right account. */}
          <Input id={fieldId('email')} type="email" readOnly autoComplete="username" {...register('email')} />
        </Field>
        <NewPasswordField
          id={fieldId('password')}
          label="New password"
          error={formState.errors.password?.message}
          registration={register('password')}
        />
        <Field label="Repeat the new password" error={formState.errors.confirm_password?.message}>
          <Input
            id={fieldId('confirm_password')}
            type="password"
            autoComplete="new-password"
            {...register('confirm_password')}
          />
        </Field>
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          Change password
        </Button>
      </form>
    </AuthLayout>
  );
}
