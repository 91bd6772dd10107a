import { type LoginInput, LoginInputSchema, login } from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from '../../layouts/auth-layout';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { AuthErrorSummary, type AuthFormField, ServerErrorBanner, useFocusFirstInvalid } from './auth-form';

export type LoginScreenProps = {
  /** Why the person landed here (logged out, a guard sent them); shown above the form. */
  notice?: string | null;
  /** `warning` for notices that mean something went wrong, such as no workspace memberships. */
  noticeTone?: 'info' | 'warning';
  /** Beside the card on wide screens: demo mode lists its accounts here. */
  aside?: ReactNode;
  /** Called after the server accepted the login; the app decides where `serverRedirect` may lead. */
  onAuthenticated: (serverRedirect: string | null, email: string) => void;
};

/** The log-in page: e-mail and password, checked here first, then by the server. */
export function LoginScreen({ notice, noticeTone = 'info', aside, onAuthenticated }: LoginScreenProps) {
  const id = useId();
  const fields = useMemo<AuthFormField<LoginInput>[]>(
    () => [
      { name: 'email', id: `${id}-email` },
      { name: 'password', id: `${id}-password` },
    ],
    [id],
  );
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  });
  const { register, handleSubmit, setFocus, formState } = form;
  const [serverError, setServerError] = useState<unknown>(null);
  useFocusFirstInvalid(form, fields);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const reply = await login(values);
      onAuthenticated(reply.meta.redirect ?? null, values.email);
    } catch (error) {
      setServerError(error);
      // Both fields keep their text; the password is the likelier typo, so it is selected, ready to retype.
      setFocus('password', { shouldSelect: true });
    }
  });

  return (
    <AuthLayout
      title="Log in to Console"
      description="Manage your templates, assemblies and billing."
      aside={aside ?? undefined}
      footer={
        <>
          New here?{' '}
          <Button asChild variant="link">
            <Link to="/signup">Create an account</Link>
          </Button>
        </>
      }
    >
      {notice ? (
        <Banner tone={noticeTone} className="mb-4">
          {notice}
        </Banner>
      ) : null}
      <ServerErrorBanner error={serverError} />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <AuthErrorSummary errors={formState.errors} fields={fields} />
        <Field label="E-mail address" error={formState.errors.email?.message}>
          <Input id={`${id}-email`} type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label="Password" error={formState.errors.password?.message}>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        </Field>
        <Button asChild variant="link" className="-mt-1 justify-self-start">
          <Link to="/forgot-password">Forgot your password?</Link>
        </Button>
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
}
