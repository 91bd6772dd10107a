import { type LoginInput, type LoginModule, loadLogin } from '@console/api';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../layouts/auth-layout';
import { href } from '../../lib/paths';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';

export type LoginScreenProps = {
  /** Why the person landed here, such as having logged out; shown above the form. */
  notice?: string | null;
  /** Beside the card on wide screens: demo mode lists its accounts here. */
  aside?: ReactNode;
  /** Called after the server accepted the login; the app decides where `serverRedirect` may lead. */
  onAuthenticated: (serverRedirect: string | null, email: string) => void;
};

type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** The first message zod gives for each field, in the form's order. */
function validate({ LoginInputSchema }: LoginModule, values: LoginInput): LoginErrors {
  const result = LoginInputSchema.safeParse(values);
  const errors: LoginErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return errors;
}

/**
 * The log-in page: e-mail and password, checked here first, then by the server. The first page most people load,
 * so it keeps to React state instead of the form library the other forms use, and loads the shared zod schema and
 * the call once the person is in the form (loadLogin): the page paints without them.
 */
export function LoginScreen({ notice, aside, onAuthenticated }: LoginScreenProps) {
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // Like the other forms: quiet while someone first types, re-checked on every change after a submit.
  const [submits, setSubmits] = useState(0);
  const submitted = submits > 0;
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Loaded when the person first focuses the form, so it is there by the time they send it, and the page paints
  // without it (docs/first-paint.md); a submit that comes first waits for it.
  const loaded = useRef<LoginModule | null>(null);
  const loading = useRef(false);
  const preload = () => {
    if (loading.current) return;
    loading.current = true;
    loadLogin().then(
      (module) => {
        loaded.current = module;
      },
      // A failed load is retried, and shown, by the submit.
      () => {
        loading.current = false;
      },
    );
  };

  // After a submit that failed validation the caret goes to the first invalid field.
  const handledSubmits = useRef(0);
  useEffect(() => {
    if (submits === handledSubmits.current) return;
    handledSubmits.current = submits;
    if (errors.email !== undefined) emailRef.current?.focus();
    else if (errors.password !== undefined) passwordRef.current?.focus();
  }, [submits, errors]);

  const change = (field: keyof LoginInput) => (event: { currentTarget: HTMLInputElement }) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    // After a submit the module is loaded: the submit waited for it.
    if (submitted && loaded.current) setErrors(validate(loaded.current, next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    let module = loaded.current;
    if (!module) {
      setBusy(true);
      try {
        module = await loadLogin();
        loaded.current = module;
      } catch (error) {
        setServerError(error);
        return;
      } finally {
        setBusy(false);
      }
    }
    setSubmits((count) => count + 1);
    const found = validate(module, values);
    setErrors(found);
    if (found.email !== undefined || found.password !== undefined) return;
    setServerError(null);
    setBusy(true);
    try {
      const reply = await module.login(values);
      onAuthenticated(reply.meta.redirect ?? null, values.email);
    } catch (error) {
      setServerError(error);
      // Both fields keep their text; the password is the likelier typo, so it is selected, ready to retype.
      passwordRef.current?.focus();
      passwordRef.current?.select();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Log in to Console"
      description="Manage your templates, assemblies and billing."
      aside={aside ?? undefined}
      footer={
        <>
          New here?{' '}
          <Button asChild variant="link">
            <Link to={href.signup()}>Create an account</Link>
          </Button>
        </>
      }
    >
      {notice ? <Banner className="mb-4">{notice}</Banner> : null}
      <ServerErrorBanner error={serverError} takeFocus={false} className="mb-4" />
      <form noValidate onSubmit={submit} onFocus={preload} className="grid gap-4">
        {/* Two fields in view: each message beside its field says enough, without a summary above them. */}
        <Field label="E-mail address" error={errors.email}>
          <Input
            ref={emailRef}
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
          />
        </Field>
        <Field label="Password" error={errors.password}>
          <Input
            ref={passwordRef}
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
          />
        </Field>
        <Button asChild variant="link" className="-mt-1 justify-self-start">
          <Link to={href.forgotPassword()}>Forgot your password?</Link>
        </Button>
        <Button type="submit" className="w-full" loading={busy}>
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
}
