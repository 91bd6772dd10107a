import { z } from 'zod/mini';

const email = z.string().check(z.trim(), z.email('Enter a valid e-mail address.'));
const required = (message: string) => z.string().check(z.minLength(1, message));

/** The shortest password the console accepts when one is chosen; the server has the final word. */
export const PASSWORD_MIN_LENGTH = 10;
const newPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`));

export const LoginInputSchema = z.object({ email, password: required('Enter your password.') });
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * `confirm_field` is a honeypot: the form keeps it hidden and empty, so a filled one marks a bot.
 */
export const SignupInputSchema = z.object({
  email,
  password: newPassword,
  confirm_field: z.string(),
});
export type SignupInput = z.infer<typeof SignupInputSchema>;

export const ForgotPasswordInputSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

export const ResetPasswordInputSchema = z
  .object({
    email,
    password: newPassword,
    confirm_password: z.string(),
    auth_key: required('This reset link is incomplete. Ask for a new one.'),
  })
  .check(
    z.refine((input) => input.password === input.confirm_password, {
      message: 'The passwords do not match.',
      path: ['confirm_password'],
    }),
  );
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** Six digits, as the two-factor e-mail and authenticator apps give them. */
export const TwoFactorCodeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code.'));

/**
 * `POST /api/auth-keys/verify.json` confirms a one-time key: an e-mail verification link (key alone) or a
 * two-factor sign-in (key and code). Both screens, verify-email/{authKey} and 2fa/{authKey}, use it.
 */
export const VerifyAuthKeyInputSchema = z.object({
  key: required('This link is incomplete. Open the link from the e-mail again.'),
  code: z.optional(TwoFactorCodeSchema),
});
export type VerifyAuthKeyInput = z.infer<typeof VerifyAuthKeyInputSchema>;

export const ResendTwoFactorEmailInputSchema = z.object({ email });
export type ResendTwoFactorEmailInput = z.infer<typeof ResendTwoFactorEmailInputSchema>;

export const CancelAccountInputSchema = z.object({ do_it: z.literal(true) });
export type CancelAccountInput = z.infer<typeof CancelAccountInputSchema>;
