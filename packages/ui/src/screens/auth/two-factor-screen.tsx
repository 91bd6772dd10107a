import {
  type ResendTwoFactorEmailInput,
  ResendTwoFactorEmailInputSchema,
  resendTwoFactorEmail,
  type VerifyAuthKeyInput,
  VerifyAuthKeyInputSchema,
  verifyAuthKey,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from '../../layouts/auth-layout';
import { href } from '../../lib/paths';
import { type FormFieldRef, useFocusFirstInvalid } from '../../patterns/form-field-errors';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerForm, useServerWrite } from '../../patterns/server-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { OneTimeCodeInput } from '../../primitives/one-time-code-input';
import { AuthServerError } from './auth-form-parts';

export type TwoFactorScreenProps = {
  /** The sign-in's one-time key (the route's {authKey}); the code is checked against it. */
  authKey: string;
  /** Where the code was sent, when the app knows it (it does right after log in); else resending asks for it. */
  email?: string | null;
  /** Called once the code was accepted and the session started; the app decides where `serverRedirect` may lead. */
  onAuthenticated: (serverRedirect: string | null) => void;
};

/** The second sign-in step: the 6-digit code from the e-mail, and a way to get a new one. */
export function TwoFactorScreen({ authKey, email, onAuthenticated }: TwoFactorScreenProps) {
  const id = useId();
  const codeId = `${id}-code`;
  const fields = useMemo<FormFieldRef<VerifyAuthKeyInput>[]>(() => [{ name: 'code', id: codeId }], [codeId]);
  const form = useForm<VerifyAuthKeyInput>({
    resolver: zodResolver(VerifyAuthKeyInputSchema),
    defaultValues: { key: authKey, code: '' },
    shouldFocusError: false,
  });
  const { control, setFocus, formState } = form;
  useFocusFirstInvalid(form, fields);
  // The code stays, selected, so one keystroke starts the next attempt.
  const { serverError, submitWith } = useServerForm(form, fields, {
    onFailure: () => setFocus('code', { shouldSelect: true }),
  });

  const submit = submitWith(async (values) => {
    const reply = await verifyAuthKey({ key: authKey, code: values.code });
    onAuthenticated(reply.meta.redirect ?? null);
  });

  return (
    <AuthLayout
      title="Enter your sign-in code"
      description={
        email
          ? `We sent a 6-digit code to ${email}. Enter it to finish logging in.`
          : 'We sent a 6-digit code to your e-mail address. Enter it to finish logging in.'
      }
      footer={
        <Button asChild variant="link">
          <Link to={href.login()}>Back to log in</Link>
        </Button>
      }
    >
      <AuthServerError error={serverError} />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <Field label="Sign-in code" error={formState.errors.code?.message}>
              <OneTimeCodeInput
                id={codeId}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          Verify and log in
        </Button>
      </form>
      <ResendCode email={email ?? null} />
    </AuthLayout>
  );
}

/** "Send a new code": straight away when the address is known, else after asking for it. */
function ResendCode({ email }: { email: string | null }) {
  const [knownEmail, setKnownEmail] = useState(email);
  const [askingEmail, setAskingEmail] = useState(false);
  const { serverError: error, busy: sending, run } = useServerWrite();
  const resendButton = useRef<HTMLButtonElement>(null);
  const leavingForm = useRef(false);

  // When the e-mail form closes, focus goes back to the button that opened it rather than to the page.
  useEffect(() => {
    if (askingEmail || !leavingForm.current) return;
    leavingForm.current = false;
    resendButton.current?.focus();
  }, [askingEmail]);

  function closeForm() {
    leavingForm.current = true;
    setAskingEmail(false);
  }

  const resend = (address: string) =>
    run(() => resendTwoFactorEmail({ email: address }), { success: `We sent a new code to ${address}.` });

  return (
    <div data-slot="resend-code" className="mt-6 grid gap-3 border-border border-t pt-4 text-sm">
      <ServerErrorBanner error={error} takeFocus={false} />
      {askingEmail && knownEmail === null ? (
        <ResendEmailForm
          sending={sending}
          onSend={async (address) => {
            if (await resend(address)) {
              setKnownEmail(address);
              closeForm();
            }
          }}
          onCancel={closeForm}
        />
      ) : (
        <p className="text-fg-muted">
          Did not get the e-mail?{' '}
          <Button
            ref={resendButton}
            variant="link"
            loading={sending}
            onClick={() => (knownEmail === null ? setAskingEmail(true) : resend(knownEmail))}
          >
            Send a new code
          </Button>
        </p>
      )}
    </div>
  );
}

function ResendEmailForm({
  sending,
  onSend,
  onCancel,
}: {
  sending: boolean;
  onSend: (email: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm<ResendTwoFactorEmailInput>({
    resolver: zodResolver(ResendTwoFactorEmailInputSchema),
    defaultValues: { email: '' },
  });
  const { register, handleSubmit, setFocus, formState } = form;

  // It appears because the person asked to resend: the caret goes where they type next.
  useEffect(() => setFocus('email'), [setFocus]);

  return (
    <form
      noValidate
      aria-label="Send a new code"
      onSubmit={handleSubmit((values) => onSend(values.email))}
      className="grid gap-3"
    >
      <Field
        label="Your e-mail address"
        hint="The address you log in with; the new code goes there."
        error={formState.errors.email?.message}
      >
        <Input id={`${id}-email`} type="email" autoComplete="email" {...register('email')} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" loading={sending}>
          Send a new code
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
