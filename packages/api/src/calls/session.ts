import { request, setCsrfToken } from '../client';
import {
  type CancelAccountInput,
  CancelAccountInputSchema,
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
import { CurrentUserSchema } from '../schemas/current-user';
import { EnvelopeSchema } from '../schemas/envelope';
import { LoginDataSchema } from '../schemas/login-data';

/**
 * Who is logged in; null when nobody is (the server answers 401, or `login_data.loggedIn` is false).
 * Its reply carries the session's CSRF token (`login_data.cookieVal`), which the client keeps for later calls.
 */
export async function getCurrentUser() {
  const user = await request({
    path: '/user/current.json',
    responseSchema: CurrentUserSchema,
    nullOn: [401],
  });
  const loggedIn = user?.login_data.loggedIn ? user : null;
  setCsrfToken(loggedIn?.login_data.cookieVal ?? null);
  return loggedIn;
}

/** The short login summary; like the current user, it hands the session's CSRF token to the client. */
export async function getLoginData() {
  const data = await request({ path: '/users/login_data.json', responseSchema: LoginDataSchema });
  setCsrfToken(data.loggedIn ? data.cookieVal : null);
  return data;
}

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

/** Ends the session; the client forgets the CSRF token whatever the reply. */
export async function logout() {
  try {
    return await request({ path: '/api/user/logout.json', method: 'POST', responseSchema: EnvelopeSchema });
  } finally {
    setCsrfToken(null);
  }
}

export const cancelAccount = (body: CancelAccountInput = { do_it: true }) =>
  request({
    path: '/api/cancel.json',
    method: 'POST',
    body,
    requestSchema: CancelAccountInputSchema,
    responseSchema: EnvelopeSchema,
  });
