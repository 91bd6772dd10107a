import {
  AccountReplySchema,
  ChangePasswordInputSchema,
  UpdateProfileInputSchema,
  UpdateTwoFactorInputSchema,
} from '../schemas/account';
import { EnvelopeSchema } from '../schemas/envelope';
import { actionCall, readCall, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

/** The logged-in user in full (time zone, pending e-mail change, newsletters, two-factor type). */
export const getAccount = readCall(firstPagePaths.account, AccountReplySchema);

/** Saves name, e-mail, time zone and newsletters; a new e-mail waits in `pending_email_change` until confirmed. */
export const updateProfile = writeCall(
  () => '/api/user/profile.json',
  UpdateProfileInputSchema,
  AccountReplySchema,
);

export const changePassword = writeCall(
  () => '/api/user/password.json',
  ChangePasswordInputSchema,
  EnvelopeSchema,
);

export const updateTwoFactor = writeCall(
  () => '/api/user/two-factor.json',
  UpdateTwoFactorInputSchema,
  AccountReplySchema,
);

/**
 * Mails the logged-in person a new link to verify their address (the unverified-e-mail banner's button); the
 * earlier links stop working. An address that is already verified is refused.
 */
export const resendVerificationEmail = actionCall(() => '/api/user/resend-verification.json', EnvelopeSchema);
