import { z } from 'zod/mini';
import { anyText, expectedObject, requiredText } from './inputs';

/** The shortest password the console accepts when one is chosen; the server has the final word. */
export const PASSWORD_MIN_LENGTH = 10;

/** Messages of the fields below; forms and the mock backend show the same words. */
export const AUTH_MESSAGES = {
  emailMissing: 'Enter your e-mail address.',
  emailNotText: 'The e-mail address must be text.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordMissing: 'Enter your password.',
  passwordNotText: 'The password must be text.',
  newPasswordMissing: `Choose a password. Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  newPasswordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  confirmPasswordMissing: 'Repeat the new password.',
  confirmPasswordNotText: 'The repeated password must be text.',
  passwordsDiffer: 'The passwords do not match.',
  signupFormIncomplete: 'The sign-up form is incomplete. Reload the page and try again.',
  resetLinkIncomplete: 'This reset link is incomplete. Ask for a new one.',
  linkIncomplete: 'This link is incomplete. Open the link from the e-mail again.',
  codeInvalid: 'Enter the 6-digit code.',
  codeNotText: 'The code must be text.',
  cancelUnconfirmed: 'Confirm the cancellation by sending do_it: true.',
} as const;

const email = requiredText(
  { missing: AUTH_MESSAGES.emailMissing, notText: AUTH_MESSAGES.emailNotText },
  { trim: true },
).check(z.email(AUTH_MESSAGES.emailInvalid));

const newPassword = requiredText({
  missing: AUTH_MESSAGES.newPasswordMissing,
  notText: AUTH_MESSAGES.passwordNotText,
}).check(z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.newPasswordTooShort));

/** The second entry of a new password; the schemas that use it check that both agree. */
const confirmPassword = requiredText({
  missing: AUTH_MESSAGES.confirmPasswordMissing,
  notText: AUTH_MESSAGES.confirmPasswordNotText,
});

export const LoginInputSchema = z.object(
  {
    email,
    password: requiredText({
      missing: AUTH_MESSAGES.passwordMissing,
      notText: AUTH_MESSAGES.passwordNotText,
    }),
  },
  expectedObject('email and password'),
);
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** A new password typed twice the same; the refusal stands beside the confirmation. */
export function passwordsMatch() {
  return z.refine<{ password: string; confirm_password: string }>(
    (input) => input.password === input.confirm_password,
    { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirm_password'] },
  );
}

/**
 * `confirm_field` is a honeypot: the form keeps it hidden and empty, so a filled one marks a bot.
 */
export const SignupInputSchema = z.object(
  {
    email,
    password: newPassword,
    confirm_field: anyText(AUTH_MESSAGES.signupFormIncomplete),
  },
  expectedObject('email, password and confirm_field (empty)'),
);
export type SignupInput = z.infer<typeof SignupInputSchema>;

export const ForgotPasswordInputSchema = z.object({ email }, expectedObject('email'));
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

export const ResetPasswordInputSchema = z
  .object(
    {
      email,
      password: newPassword,
      confirm_password: confirmPassword,
      auth_key: requiredText({
        missing: AUTH_MESSAGES.resetLinkIncomplete,
        notText: AUTH_MESSAGES.resetLinkIncomplete,
      }),
    },
    expectedObject('email, password, confirm_password and auth_key'),
  )
  .check(passwordsMatch());
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** Six digits, as the two-factor e-mail and authenticator apps give them. */
export const TwoFactorCodeSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? AUTH_MESSAGES.codeInvalid : AUTH_MESSAGES.codeNotText),
  })
  .check(z.trim(), z.regex(/^\d{6}$/, AUTH_MESSAGES.codeInvalid));

/**
 * `POST /api/auth-keys/verify.json` confirms a one-time key: an e-mail verification link (key alone) or a
 * two-factor sign-in (key and code). Both screens, verify-email/{authKey} and 2fa/{authKey}, use it.
 */
export const VerifyAuthKeyInputSchema = z.object(
  {
    key: requiredText({ missing: AUTH_MESSAGES.linkIncomplete, notText: AUTH_MESSAGES.linkIncomplete }),
    code: z.optional(TwoFactorCodeSchema),
  },
  expectedObject('key, and code for a two-factor sign-in'),
);
export type VerifyAuthKeyInput = z.infer<typeof VerifyAuthKeyInputSchema>;

export const ResendTwoFactorEmailInputSchema = z.object({ email }, expectedObject('email'));
export type ResendTwoFactorEmailInput = z.infer<typeof ResendTwoFactorEmailInputSchema>;

export const CancelAccountInputSchema = z.object(
  { do_it: z.literal(true, { error: AUTH_MESSAGES.cancelUnconfirmed }) },
  expectedObject('do_it: true'),
);
export type CancelAccountInput = z.infer<typeof CancelAccountInputSchema>;
