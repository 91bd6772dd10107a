import { http } from 'msw';
import type { MockArea } from '../contract';

/**
 * The calls of spec §7 that sign people in and out and say who they are: the session, login, signup, password
 * reset, two-factor and e-mail keys, logout, cancelling, creating a workspace, and the admin's look-up and
 * impersonation. The store's side of each (MockBackend's login, signup, …) keeps the keys, sessions and outbox.
 */
export const area: MockArea = ({ backend, base, send, post }) => [
  http.get(`${base}/user/current.json`, () => send(() => backend.currentUser())),
  http.get(`${base}/users/login_data.json`, () => send(() => backend.loginData())),
  // Opening a workspace makes it the session's active one, so this read changes the store.
  http.get(`${base}/:slug/api/workspace.json`, ({ params }) =>
    send(() => backend.workspace(String(params.slug)), true),
  ),
  post('/user/login.json', (body) => backend.login(body)),
  post('/user/signup.json', (body) => backend.signup(body)),
  post('/user/forgot-password.json', (body) => backend.forgotPassword(body)),
  post('/api/reset-password.json', (body) => backend.resetPassword(body)),
  post('/api/auth-keys/verify.json', (body) => backend.verifyAuthKey(body)),
  post('/api/resend-2fa-email.json', (body) => backend.resendTwoFactorEmail(body)),
  post('/api/user/logout.json', (_body, csrfToken) => backend.logout(csrfToken)),
  post('/api/cancel.json', (body, csrfToken) => backend.cancelAccount(body, csrfToken)),
  post('/api/create-new-workspace.json', (body, csrfToken) => backend.createWorkspace(body, csrfToken)),
  post('/api/user/record-template-editor-assembly.json', (body, csrfToken) =>
    backend.recordTemplateEditorAssembly(body, csrfToken),
  ),
  http.get(`${base}/admin/api/workspaces/view/:slug`, ({ params }) =>
    send(() => backend.adminViewWorkspace(String(params.slug))),
  ),
  http.get(`${base}/admin/users/impersonate/:workspaceId`, ({ params }) =>
    send(() => backend.impersonate(String(params.workspaceId)), true),
  ),
];
