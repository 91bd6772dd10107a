import { request } from '../client';
import {
  type ForgotPasswordInput,
  ForgotPasswordInputSchema,
  type LoginInput,
  LoginInputSchema,
  type ResendTwoFactorEmailInput,
  ResendTwoFactorEmailInputSchema,
  type ResetPasswordInput,
  ResetPasswordInputSchema,
  type SignupInput,
  SignupInputSchema,
  type VerifyAuthKeyInput,
  VerifyAuthKeyInputSchema,
} from '../schemas/auth';
import { EnvelopeSchema } from '../schemas/envelope';

// The public pages' calls, apart from the session's: the login page's download carries no current-user schema.

export const login = (body: LoginInput) =>
  request({
    path: '/user/login.json',
    method: 'POST',
    body,
    requestSchema: LoginInputSchema,
    responseSchema: EnvelopeSchema,
  });

export const signup = (body: SignupInput) =>
  request({
    path: '/user/signup.json',
    method: 'POST',
    body,
    requestSchema: SignupInputSchema,
    responseSchema: EnvelopeSchema,
  });

export const forgotPassword = (body: ForgotPasswordInput) =>
  request({
    path: '/user/forgot-password.json',
    method: 'POST',
    body,
    requestSchema: ForgotPasswordInputSchema,
    responseSchema: EnvelopeSchema,
  });

export const resetPassword = (body: ResetPasswordInput) =>
  request({
    path: '/api/reset-password.json',
    method: 'POST',
    body,
    requestSchema: ResetPasswordInputSchema,
    responseSchema: EnvelopeSchema,
  });

export const verifyAuthKey = (body: VerifyAuthKeyInput) =>
  request({
    path: '/api/auth-keys/verify.json',
    method: 'POST',
    body,
    requestSchema: VerifyAuthKeyInputSchema,
    responseSchema: EnvelopeSchema,
  });

export const resendTwoFactorEmail = (body: ResendTwoFactorEmailInput) =>
  request({
    path: '/api/resend-2fa-email.json',
    method: 'POST',
    body,
    requestSchema: ResendTwoFactorEmailInputSchema,
    responseSchema: EnvelopeSchema,
  });
