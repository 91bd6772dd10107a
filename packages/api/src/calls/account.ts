import { request } from '../client';
import {
  AccountReplySchema,
  type ChangePasswordInput,
  ChangePasswordInputSchema,
  type UpdateProfileInput,
  UpdateProfileInputSchema,
  type UpdateTwoFactorInput,
  UpdateTwoFactorInputSchema,
} from '../schemas/account';
import { EnvelopeSchema } from '../schemas/envelope';
import { firstPagePaths } from './first-page';

/** The logged-in user in full (time zone, pending e-mail change, newsletters, two-factor type). */
export const getAccount = () =>
  request({ path: firstPagePaths.account(), responseSchema: AccountReplySchema });

/** Saves name, e-mail, time zone and newsletters; a new e-mail waits in `pending_email_change` until confirmed. */
export const updateProfile = (body: UpdateProfileInput) =>
  request({
    path: '/api/user/profile.json',
    method: 'POST',
    body,
    requestSchema: UpdateProfileInputSchema,
    responseSchema: AccountReplySchema,
  });

export const changePassword = (body: ChangePasswordInput) =>
  request({
    path: '/api/user/password.json',
    method: 'POST',
    body,
    requestSchema: ChangePasswordInputSchema,
    responseSchema: EnvelopeSchema,
  });

export const updateTwoFactor = (body: UpdateTwoFactorInput) =>
  request({
    path: '/api/user/two-factor.json',
    method: 'POST',
    body,
    requestSchema: UpdateTwoFactorInputSchema,
    responseSchema: AccountReplySchema,
  });

/**
 * Mails the logged-in person a new link to verify their address (the unverified-e-mail banner's button); the
 * earlier links stop working. An address that is already verified is refused.
 */
export const resendVerificationEmail = () =>
  request({ path: '/api/user/resend-verification.json', method: 'POST', responseSchema: EnvelopeSchema });
