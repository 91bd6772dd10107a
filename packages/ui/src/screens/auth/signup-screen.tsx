import { type SignupInput, SignupInputSchema, signup } from '@console/api';
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

export type SignupScreenProps = {
  /** Called after the server created the account; the app decides where `serverRedirect` may lead. */
  onAuthenticated: (serverRedirect: string | null, email: string) => void;
};

const NAMES = ['email', 'password'] as const satisfies (keyof SignupInput)[];

/** The sign-up page: e-mail and a new password, plus the hidden honeypot the server checks for bots. */
export function SignupScreen({ onAuthenticated }: SignupScreenProps) {
  const { form, fields, fieldId, serverError, submitWith } = useFieldForm<SignupInput>({
    resolver: zodResolver(SignupInputSchema),
    defaultValues: { email: '', password: '', confirm_field: '' },
    names: NAMES,
    focusOnFailure: 'email',
  });
  const { register, formState } = form;

  const submit = submitWith(async (values) => {
    const reply = await signup(values);
    onAuthenticated(reply.meta.redirect ?? null, values.email);
  });

  return (
    <AuthLayout
      title="Create your account"
      description="Process files with templates and assemblies. You can set up your first workspace next."
      footer={
        <>
          Already have an account?{' '}
          <Button asChild variant="link">
            <Link to={href.login()}>Log in</Link>
          </Button>
        </>
      }
    >
      <AuthServerError
        error={serverError}
        // A refusal usually means the address already has an account.
        refusalAction={
          <>
            <Link to={href.login()} className={inlineLinkClass}>
              Log in instead
            </Link>{' '}
            or{' '}
            <Link to={href.forgotPassword()} className={inlineLinkClass}>
              reset your password
            </Link>
          </>
        }
      />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FieldErrorSummary errors={formState.errors} fields={fields} />
        <Field label="E-mail address" error={formState.errors.email?.message}>
          <Input id={fieldId('email')} type="email" autoComplete="email" {...register('email')} />
        </Field>
        <NewPasswordField
          id={fieldId('password')}
          label="Password"
          error={formState.errors.password?.message}
          registration={register('password')}
        />
        {/*
          The honeypot: people never see, reach or hear this field, so it stays empty for them; bots that fill
          every input give themselves away. It is off-screen rather than display:none, which bots skip.
        */}
        <div
          aria-hidden="true"
          data-slot="honeypot"
          className="-left-[10000px] absolute top-auto size-px overflow-hidden"
        >
          <label htmlFor={fieldId('confirm_field')}>Leave this field empty</label>
          <input
            id={fieldId('confirm_field')}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register('confirm_field')}
          />
        </div>
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
