import { z } from 'zod/mini';
import { isTimeZone } from '../time-zone';
import {
  AUTH_MESSAGES,
  ForgotPasswordInputSchema,
  passwordsMatch,
  ResetPasswordInputSchema,
  SignupInputSchema,
} from './auth';
import { replyOf } from './envelope';
import { expectedObject, requiredText } from './inputs';
import { UserSchema } from './user';

/** `GET /api/user/account.json`, and the reply of every account write: the whole user the settings need. */
export const AccountReplySchema = replyOf({ user: UserSchema });
export type AccountReply = z.infer<typeof AccountReplySchema>;

export const NAME_MAX_LENGTH = 100;

/**
 * `POST /api/user/profile.json`. A new e-mail address does not replace the old one at once: the server keeps it
 * in `pending_email_change` and mails a confirmation link to it.
 */
export const UpdateProfileInputSchema = z.object(
  {
    name: requiredText(
      { missing: 'Enter your name.', notText: 'Your name must be text.' },
      { trim: true },
    ).check(z.maxLength(NAME_MAX_LENGTH, `Keep your name to ${NAME_MAX_LENGTH} characters or fewer.`)),
    email: ForgotPasswordInputSchema.shape.email,
    timezone: requiredText({
      missing: 'Choose your time zone.',
      notText: 'The time zone must be text.',
    }).check(z.refine(isTimeZone, 'Choose a time zone from the list.')),
    send_newsletters: z.boolean({ error: 'Say whether you want newsletters: true or false.' }),
  },
  expectedObject('name, email, timezone and send_newsletters'),
);
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/** `POST /api/user/password.json`; the server also checks the current password. */
export const ChangePasswordInputSchema = z
  .object(
    {
      current_password: requiredText({
        missing: 'Enter your current password.',
        notText: AUTH_MESSAGES.passwordNotText,
      }),
      password: SignupInputSchema.shape.password,
      confirm_password: ResetPasswordInputSchema.shape.confirm_password,
    },
    expectedObject('current_password, password and confirm_password'),
  )
  .check(passwordsMatch());
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/**
 * The two-factor types a person can pick in the console. 'totp' exists on the user (spec §3) but needs an
 * authenticator set-up flow the console does not have, so it is not offered.
 */
export const SELECTABLE_TWO_FACTOR_TYPES = ['none', 'email'] as const;

/** `POST /api/user/two-factor.json`. */
export const UpdateTwoFactorInputSchema = z.object(
  {
    two_factor_auth_type: z.enum(SELECTABLE_TWO_FACTOR_TYPES, {
      error: 'Choose how you log in: "none" for the password alone, "email" for a code by e-mail too.',
    }),
  },
  expectedObject('two_factor_auth_type'),
);
export type UpdateTwoFactorInput = z.infer<typeof UpdateTwoFactorInputSchema>;
