import type { User } from '@console/api';
import {
  ChangePasswordInputSchema,
  UpdateProfileInputSchema,
  UpdateTwoFactorInputSchema,
} from '@console/api';
import { BackendCore, badRequest, notLoggedIn, sameEmail } from './backend-core';
import { seedNow } from './factories/seed';
import { failure, type MockReply, ok } from './reply';

/**
 * The logged-in person's writes, and the account area's calls among them (the user settings page): profile,
 * password, two-factor sign-in and verification link. MockBackend builds on it with the session, sign-up and
 * admin calls.
 */
export class AccountBackend extends BackendCore {
  /**
   * A write of the logged-in person: the person and the body as `schema` reads it, or the refusal (no session, a
   * CSRF token that is not the session's, a body the schema refuses) to send instead.
   */
  protected signedInWrite<T>(
    csrfToken: string | null,
    schema: {
      safeParse(
        body: unknown,
      ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
    },
    body: unknown,
  ): { me: User; input: T } | MockReply {
    const me = this.sessionUser();
    if (!me) return notLoggedIn();
    const denied = this.checkCsrf(csrfToken);
    if (denied) return denied;
    const input = schema.safeParse(body);
    return input.success ? { me, input: input.data } : badRequest(input.error.issues);
  }

  account(): MockReply {
    const me = this.sessionUser();
    if (!me) return notLoggedIn();
    return ok({ user: me });
  }

  updateProfile(body: unknown, csrfToken: string | null): MockReply {
    const write = this.signedInWrite(csrfToken, UpdateProfileInputSchema, body);
    if (!('me' in write)) return write;
    const { me, input } = write;
    const requested = input.email;
    const sameAddress = (a: string | null) => a !== null && sameEmail(a, requested);
    let message = 'Your profile has been saved.';
    if (sameAddress(me.email)) {
      // Saving the current address again withdraws a change that was waiting for confirmation.
      this.retireEmailChangeKeys(me.id);
      me.pending_email_change = null;
    } else if (!sameAddress(me.pending_email_change)) {
      const owner = this.findUserByEmail(requested);
      if (owner && owner.user.id !== me.id) {
        return failure(200, 'Another account already uses this e-mail address. Choose a different one.');
      }
      this.retireEmailChangeKeys(me.id);
      const key = this.issueKey('verify-email', me.id);
      key.email = requested;
      me.pending_email_change = requested;
      this.mail(requested, 'Confirm your new e-mail address', `/c/verify-email/${key.key}`, null);
      message = `Your profile has been saved. Confirm your new address: we sent a link to ${requested}.`;
    }
    me.name = input.name;
    me.timezone = input.timezone;
    me.send_newsletters = input.send_newsletters;
    me.modified = seedNow();
    return ok({ user: me }, message);
  }

  changePassword(body: unknown, csrfToken: string | null): MockReply {
    const me = this.sessionUser();
    const stored = me && this.findUserById(me.id);
    if (!stored) return notLoggedIn();
    const denied = this.checkCsrf(csrfToken);
    if (denied) return denied;
    const input = ChangePasswordInputSchema.safeParse(body);
    if (!input.success) return badRequest(input.error.issues);
    if (input.data.current_password !== stored.password) {
      return failure(200, 'Your current password is not right.');
    }
    if (input.data.password === stored.password) {
      return failure(200, 'Choose a new password that differs from your current one.');
    }
    stored.password = input.data.password;
    stored.user.modified = seedNow();
    return ok({}, 'Your password has been changed.');
  }

  updateTwoFactor(body: unknown, csrfToken: string | null): MockReply {
    const write = this.signedInWrite(csrfToken, UpdateTwoFactorInputSchema, body);
    if (!('me' in write)) return write;
    const { me, input } = write;
    const type = input.two_factor_auth_type;
    // Codes go to the address on file; one nobody has confirmed could lock its owner out.
    if (type === 'email' && !me.email_verified) {
      return failure(200, 'Verify your e-mail address before you turn on sign-in codes by e-mail.');
    }
    me.two_factor_auth_type = type;
    me.modified = seedNow();
    return ok(
      { user: me },
      type === 'none' ? 'Two-factor sign-in is off.' : 'We will e-mail you a code each time you log in.',
    );
  }

  resendVerificationEmail(csrfToken: string | null): MockReply {
    const me = this.sessionUser();
    if (!me) return notLoggedIn();
    const denied = this.checkCsrf(csrfToken);
    if (denied) return denied;
    if (me.email_verified) return failure(200, 'Your e-mail address is already verified.');
    // Only the newest link works, so a forwarded or leaked older mail cannot verify the address.
    for (const key of this.state.keys) {
      if (key.userId === me.id && key.purpose === 'verify-email' && key.email === undefined) key.used = true;
    }
    const key = this.issueKey('verify-email', me.id);
    this.mail(me.email, 'Verify your e-mail address', `/c/verify-email/${key.key}`, null);
    return ok({}, `We sent a new link to ${me.email}.`);
  }

  /** Earlier change-of-address links stop working once the change is withdrawn or replaced. */
  private retireEmailChangeKeys(userId: number): void {
    for (const key of this.state.keys) {
      if (key.userId === userId && key.purpose === 'verify-email' && key.email !== undefined) key.used = true;
    }
  }
}
