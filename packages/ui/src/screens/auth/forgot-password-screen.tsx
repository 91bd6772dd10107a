import { type ForgotPasswordInput, ForgotPasswordInputSchema, forgotPassword } from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from '../../layouts/auth-layout';
import { href } from '../../lib/paths';
import { useFocusFirstInvalid } from '../../patterns/form-field-errors';
import { useServerForm } from '../../patterns/server-form';
import { useFormFields } from '../../patterns/use-field-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { AuthServerError } from './auth-form-parts';

const backToLogin = (
  <Button asChild variant="link">
    <Link to={href.login()}>Back to log in</Link>
  </Button>
);

const NAMES = ['email'] as const satisfies (keyof ForgotPasswordInput)[];

/** Asks for a password-reset e-mail, then says to check the inbox in the server's words. */
export function ForgotPasswordScreen() {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInputSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  const { fields, fieldId } = useFormFields(form, NAMES);
  const { register, setFocus, formState } = form;
  const [sent, setSent] = useState<{ message: string } | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const returningToForm = useRef(false);
  useFocusFirstInvalid(form, fields);
  const { serverError, submitWith } = useServerForm(form, fields, { onFailure: () => setFocus('email') });

  // Each view replaces the other, so focus would drop to the page: it moves to what replaced it instead.
  useEffect(() => {
    if (sent) {
      confirmationRef.current?.focus();
    } else if (returningToForm.current) {
      returningToForm.current = false;
      setFocus('email', { shouldSelect: true });
    }
  }, [sent, setFocus]);

  const submit = submitWith(async (values) => {
    const reply = await forgotPassword(values);
    setSent({
      message:
        reply.meta.message || `If an account exists for ${values.email}, we have sent it a reset link.`,
    });
  });

  if (sent) {
    return (
      <AuthLayout title="Check your inbox" footer={backToLogin}>
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          data-slot="reset-sent"
          className="grid gap-3 text-sm focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
        >
          <MailCheck aria-hidden="true" className="size-8 text-success-text" />
          <p className="text-fg">{sent.message}</p>
          <p className="text-fg-muted">
            Open the link in the e-mail to choose a new password. It can take a few minutes to arrive; check
            your spam folder if it does not.
          </p>
        </div>
        <Button
          variant="secondary"
          className="mt-6 w-full"
          onClick={() => {
            // The address stays in the form, selected, so a typo is fixed rather than retyped.
            returningToForm.current = true;
            setSent(null);
          }}
        >
          Use a different address
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail address you log in with and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      <AuthServerError error={serverError} />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field label="E-mail address" error={formState.errors.email?.message}>
          <Input id={fieldId('email')} type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}
