import type { User, Workspace } from '@console/api';
import {
  CancelAccountInputSchema,
  CreateWorkspaceInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  RecordTemplateEditorAssemblyInputSchema,
  ResendTwoFactorEmailInputSchema,
  ResetPasswordInputSchema,
  SignupInputSchema,
  VerifyAuthKeyInputSchema,
} from '@console/api';
import { AccountBackend } from './backend-account';
import { badRequest, isAdmin, notLoggedIn, sameEmail } from './backend-core';
import type { OneTimeKey, StoredUser } from './backend-state';
import { hexId, seedNow } from './factories/seed';
import { fleetWorkspace, isGeneratedWorkspace } from './fleet-views';
import { failure, type MockReply, ok } from './reply';

/**
 * The in-memory backend behind every mock handler: real behaviour on a small store. Deterministic: ids, keys,
 * codes and tokens come from a counter, never from the clock or an unseeded random source.
 */
export class MockBackend extends AccountBackend {
  login(body: unknown): MockReply {
    const input = LoginInputSchema.safeParse(body);
    if (!input.success) return badRequest(input.error.issues);
    const stored = this.findUserByEmail(input.data.email);
    if (!stored || stored.password !== input.data.password) {
      return failure(200, 'The e-mail address or password is incorrect.');
    }
    if (stored.user.cancelled) {
      return failure(200, 'This account was cancelled. Sign up again or contact support to restore it.');
    }
    if (stored.user.two_factor_auth_type !== 'none') {
      const key = this.issueKey('two-factor', stored.user.id);
      this.mailTwoFactorCode(stored.user, key);
      return ok({}, 'Enter the code we sent to your e-mail address.', `/c/2fa/${key.key}`);
    }
    this.startSession(stored.user.id);
    stored.user.last_login = seedNow();
    return ok({}, undefined, '/c/dashboard');
  }

  signup(body: unknown): MockReply {
    const input = SignupInputSchema.safeParse(body);
    if (!input.success) return badRequest(input.error.issues);
    // The honeypot is hidden from people; anything in it was typed by a bot.
    if (input.data.confirm_field !== '') return failure(200, 'We could not create this account.');
    if (this.findUserByEmail(input.data.email)) {
      return failure(
        200,
        'An account with this e-mail address already exists. Log in or reset your password.',
      );
    }
    const name = input.data.email.split('@')[0] ?? input.data.email;
    const user = this.addUser({ email: input.data.email, name, email_verified: false }, input.data.password);
    const key = this.issueKey('verify-email', user.id);
    this.mail(user.email, 'Verify your e-mail address', `/c/verify-email/${key.key}`, null);
    this.startSession(user.id);
    return ok({}, 'Welcome! Your account is ready.', '/c/create-workspace');
  }

  forgotPassword(body: unknown): MockReply {
    const input = ForgotPasswordInputSchema.safeParse(body);
    if (!input.success) return badRequest(input.error.issues);
    const stored = this.findUserByEmail(input.data.email);
    if (stored) {
      const key = this.issueKey('reset-password', stored.user.id);
      const query = new URLSearchParams({ email: stored.user.email, key: key.key });
      this.mail(stored.user.email, 'Reset your password', `/c/reset-password?${query}`, null);
    }
    // The same answer either way, so the form does not reveal who has an account.
    return ok({}, 'If an account exists for that address, we have sent it a link to reset the password.');
  }

  resetPassword(body: unknown): MockReply {
    const input = ResetPasswordInputSchema.safeParse(body);
    if (!input.success) return badRequest(input.error.issues);
    const key = this.state.keys.find((k) => k.key === input.data.auth_key && k.purpose === 'reset-password');
    const stored = key && this.findUserById(key.userId);
    if (!key || key.used || !stored || !sameEmail(stored.user.email, input.data.email)) {
      return failure(200, 'This reset link has expired or was already used. Ask for a new one.');
    }
    key.used = true;
    stored.password = input.data.password;
    this.startSession(stored.user.id);
    return ok({}, 'Your password has been reset, and you are logged in.', '/c/dashboard');
  }

  verifyAuthKey(body: unknown): MockReply {
    const input = VerifyAuthKeyInputSchema.safeParse(body);
    if (!input.success) return badRequest(input.error.issues);
    const key = this.state.keys.find((k) => k.key === input.data.key && k.purpose !== 'reset-password');
    const stored = key && this.findUserById(key.userId);
    if (!key || key.used || !stored) return failure(200, 'This link has expired or was already used.');
    if (key.purpose === 'verify-email' && key.email !== undefined) {
      return this.confirmEmailChange(key, stored);
    }
    if (key.purpose === 'verify-email') {
      key.used = true;
      stored.user.email_verified = true;
      return ok({}, 'Your e-mail address is verified.', '/c/dashboard');
    }
    if (input.data.code !== key.code)
      return failure(200, 'That code is not right. Check the latest e-mail we sent.');
    key.used = true;
    this.startSession(stored.user.id);
    return ok({}, undefined, '/c/dashboard');
  }

  resendTwoFactorEmail(body: unknown): MockReply {
    const input = ResendTwoFactorEmailInputSchema.safeParse(body);
    if (!input.success) return badRequest(input.error.issues);
    const stored = this.findUserByEmail(input.data.email);
    const pending =
      stored &&
      this.state.keys.find((k) => k.userId === stored.user.id && k.purpose === 'two-factor' && !k.used);
    if (stored && pending) {
      pending.code = this.nextCode();
      this.mailTwoFactorCode(stored.user, pending);
    }
    return ok({}, `We sent a new code to ${input.data.email}.`);
  }

  logout(csrfToken: string | null): MockReply {
    const denied = this.checkCsrf(csrfToken);
    if (denied) return denied;
    this.state.session = null;
    return ok({}, 'You have been logged out');
  }

  cancelAccount(body: unknown, csrfToken: string | null): MockReply {
    const write = this.signedInWrite(csrfToken, CancelAccountInputSchema, body);
    if (!('me' in write)) return write;
    write.me.cancelled = true;
    this.state.session = null;
    return ok({}, 'Your account has been cancelled.', '/c/cancel-account-success');
  }

  createWorkspace(body: unknown, csrfToken: string | null): MockReply {
    const write = this.signedInWrite(csrfToken, CreateWorkspaceInputSchema, body);
    if (!('me' in write)) return write;
    const { me, input } = write;
    const { slug } = input;
    if (this.state.workspaces.some((w) => w.slug === slug)) {
      return failure(200, `The address “${slug}” is taken. Try another.`);
    }
    const workspace = this.addWorkspace({ name: input.name?.trim() || slug, slug, email: me.email });
    this.addMembership(me.id, workspace, 'owner');
    me.active_account_id = workspace.id;
    if (this.state.session) this.state.session.activeSlug = workspace.slug;
    return ok(
      { data: { workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug } } },
      `Workspace “${workspace.name}” created.`,
    );
  }

  recordTemplateEditorAssembly(body: unknown, csrfToken: string | null): MockReply {
    const write = this.signedInWrite(csrfToken, RecordTemplateEditorAssemblyInputSchema, body);
    if (!('me' in write)) return write;
    const { me, input } = write;
    const member = this.membershipsOf(me.id).some((m) => m.account_id === input.workspace_id);
    if (!member) return failure(403, 'You are not a member of this workspace.');
    this.state.templateEditorAssemblies.push({ workspaceId: input.workspace_id, userId: me.id });
    return ok();
  }

  adminViewWorkspace(slug: string): MockReply {
    const me = this.sessionUser();
    if (!me) return notLoggedIn();
    if (!isAdmin(me)) return failure(403, 'Only admins can look up workspaces.');
    // The stored workspaces first: the fleet is generated only for a slug they do not have.
    const workspace = this.state.workspaces.find((w) => w.slug === slug) ?? fleetWorkspace(this, slug);
    if (workspace?.slug !== slug) return failure(404, `There is no workspace at “${slug}”.`);
    const membership = this.state.memberships.find(
      (m) => m.account_id === workspace.id && m.role === 'owner',
    );
    const owner = membership && this.findUserById(membership.user_id);
    return ok({
      data: {
        workspace: { id: workspace.id, slug: workspace.slug, name: workspace.name },
        ...(owner ? { owner: { name: owner.user.name } } : {}),
      },
    });
  }

  /**
   * The gate of the admin area's calls: a session whose user is an admin or a founder (otherwise a 403 with
   * `refusal`); a write also passes its CSRF token.
   */
  asAdmin(csrfToken: string | null | undefined, refusal: string, answer: (me: User) => MockReply): MockReply {
    const me = this.sessionUser();
    if (!me) return notLoggedIn();
    const denied = csrfToken === undefined ? null : this.checkCsrf(csrfToken);
    if (denied) return denied;
    if (!isAdmin(me)) return failure(403, refusal);
    return answer(me);
  }

  impersonate(workspaceId: string): MockReply {
    const me = this.sessionUser();
    if (!me) return notLoggedIn();
    if (!isAdmin(me)) return failure(403, 'Only admins can impersonate a workspace.');
    const id = /^\d+$/.test(workspaceId) ? Number(workspaceId) : null;
    const found =
      id === null ? undefined : (this.state.workspaces.find((w) => w.id === id) ?? fleetWorkspace(this, id));
    if (!found || found.deleted) return failure(404, `There is no workspace with id ${workspaceId}.`);
    const workspace = this.materialise(found);
    const owner = this.state.memberships.find((m) => m.account_id === workspace.id && m.role === 'owner');
    if (!owner) return failure(409, `Workspace “${workspace.name}” has no owner to impersonate.`);
    this.startSession(owner.user_id, me.id);
    if (this.state.session) this.state.session.activeSlug = workspace.slug;
    return ok({}, `You are now viewing “${workspace.name}” as its owner.`, `/c/${workspace.slug}`);
  }

  /**
   * A generated fleet workspace (mocks/fleet.ts) becomes a stored one the first time an admin opens it: the
   * workspace calls read the store, and its owner becomes a person who can be impersonated.
   */
  private materialise(workspace: Workspace): Workspace {
    if (!isGeneratedWorkspace(this, workspace.id)) return workspace;
    const stored = { ...workspace };
    this.state.workspaces.push(stored);
    const local = workspace.email.split('@')[0] ?? 'owner';
    const owner =
      this.findUserByEmail(workspace.email)?.user ??
      this.addUser(
        { email: workspace.email, name: `${workspace.name} (${local})` },
        hexId('owner', workspace.id),
      );
    this.addMembership(owner.id, stored, 'owner');
    return stored;
  }

  /**
   * The gate of every admin call (the areas' too): an admin or founder in session; a write also passes its CSRF
   * token. Gives the refusal to send when the gate is shut: `refusal` is the 403's text.
   */
  adminAccess(refusal: string, csrfToken?: string | null): { user: User } | MockReply {
    const me = this.sessionUser();
    if (!me) return notLoggedIn();
    const denied = csrfToken === undefined ? null : this.checkCsrf(csrfToken);
    if (denied) return denied;
    if (!isAdmin(me)) return failure(403, refusal);
    return { user: me };
  }

  // --- helpers ---

  /** A change-of-address link: the pending address becomes the account's, if it is still the one asked for. */
  private confirmEmailChange(key: OneTimeKey, stored: StoredUser): MockReply {
    const wanted = key.email ?? '';
    if (stored.user.pending_email_change === null || !sameEmail(stored.user.pending_email_change, wanted)) {
      return failure(200, 'This link is for an address change that was withdrawn or replaced.');
    }
    const owner = this.findUserByEmail(wanted);
    if (owner && owner.user.id !== stored.user.id) {
      return failure(200, 'Another account now uses this e-mail address. Choose a different one.');
    }
    key.used = true;
    stored.user.email = wanted;
    stored.user.pending_email_change = null;
    stored.user.email_verified = true;
    return ok({}, `Your e-mail address is now ${wanted}.`, '/c/user/settings');
  }
}
