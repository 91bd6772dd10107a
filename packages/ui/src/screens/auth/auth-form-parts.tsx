import { PASSWORD_MIN_LENGTH, RequestError } from '@console/api';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';

/*
 * Pieces of the auth forms that use the form library (sign-up, password reset, two-factor). Apart from
 * auth-form.tsx, which pages in the log-in page's bundle import: these bring the auth schemas along.
 */

/**
 * The server's answer above an auth form. Focus goes to the field to retype, not to the banner. `refusalAction`
 * is the way on when the server said no (a used link, a known address); a network failure is not about the form
 * and gets none.
 */
export function AuthServerError({ error, refusalAction }: { error: unknown; refusalAction?: ReactNode }) {
  return (
    <ServerErrorBanner
      error={error}
      takeFocus={false}
      className="mb-4"
      action={error instanceof RequestError ? refusalAction : undefined}
    />
  );
}

/** A password being chosen, with the length rule as its hint and the browser told it is a new one. */
export function NewPasswordField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} error={error}>
      <Input id={id} type="password" autoComplete="new-password" {...registration} />
    </Field>
  );
}
