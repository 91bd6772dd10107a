import type { CurrentUser, LoginData, Membership, MembershipRole, User, Workspace } from '@console/api';
import { slugify } from '@console/api';
import { emptyAdminInvoicesState } from './admin-invoice-state';
import type {
  BackendState,
  KeyPurpose,
  OneTimeKey,
  Session,
  StoredUser,
  WorkspaceAccess,
} from './backend-state';
import { emptyBillingState } from './billing-store';
import { buildMembership } from './factories/membership';
import { hexId } from './factories/seed';
import { buildUser } from './factories/user';
import { buildWorkspace } from './factories/workspace';
import { emptyFleetState, FLEET_FIRST_ID } from './fleet';
import { seedPlans } from './plans-store';
import { failure, type MockReply, ok } from './reply';

export const notLoggedIn = () => failure(401, 'Please log in to access this page');
export const badRequest = (issues: { message: string }[]) =>
  failure(400, issues[0]?.message ?? 'The request could not be understood.');

/** Length of the codes in two-factor e-mails. */
export const CODE_DIGITS = 6;

/**
 * Whether two e-mail addresses are the same account's: people type them in any case and with stray spaces, and
 * an address is stored as it was first typed, so every comparison of addresses goes through here.
 */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function isAdmin(user: User): boolean {
  return user.role === 'admin' || user.role === 'founder';
}

export function loggedOutLoginData(): LoginData {
  return {
    loggedIn: false,
    id: null,
    email: null,
    name: null,
    avatarUrl: null,
    workspace_slugs: [],
    active_workspace_slug: null,
    app_id: null,
    intercom_hash: null,
    body_classes: '',
    cookieVal: null,
    created_epoch: null,
    isImpersonated: false,
    plan_slug: null,
  };
}

/**
 * The backend's store and what every call builds on: people, workspaces, memberships, the session, one-time keys and
 * the outbox. MockBackend adds the calls.
 */
export class BackendCore {
  state: BackendState;

  constructor(state?: BackendState) {
    this.state = state ?? {
      users: [],
      workspaces: [],
      memberships: [],
      unpaidInvoiceWorkspaceIds: [],
      keys: [],
      outbox: [],
      session: null,
      templateEditorAssemblies: [],
      invitations: [],
      templates: [],
      assemblies: { histories: [], started: [], cancels: [] },
      credentials: [],
      authKeys: [],
      billing: emptyBillingState(),
      announcements: [],
      announcementReads: [],
      plans: seedPlans(),
      fleet: emptyFleetState(),
      adminAudit: [],
      adminInvoices: emptyAdminInvoicesState(),
      counter: 0,
    };
  }

  /** A deep copy of the store, safe to serialise. */
  snapshot(): BackendState {
    return structuredClone(this.state);
  }

  // --- seeding (scenarios and tests) ---

  addUser(overrides: Partial<User> & { email: string; name: string }, password: string): User {
    const id = this.state.users.reduce((max, u) => Math.max(max, u.user.id), 0) + 1;
    const user = buildUser({ ...overrides, id }, id);
    this.state.users.push({ user, password });
    return user;
  }

  addWorkspace(overrides: Partial<Workspace> & { name: string }): Workspace {
    // Generated fleet workspaces an admin opened live here too, under their own ids: new ones count below them.
    const id =
      this.state.workspaces.reduce((max, w) => (w.id < FLEET_FIRST_ID ? Math.max(max, w.id) : max), 0) + 1;
    const workspace = buildWorkspace({ slug: slugify(overrides.name), ...overrides, id }, id);
    this.state.workspaces.push(workspace);
    return workspace;
  }

  addMembership(userId: number, workspace: Workspace, role: MembershipRole): Membership {
    const id = this.state.memberships.reduce((max, m) => Math.max(max, m.id), 0) + 1;
    const membership = buildMembership(
      {
        id,
        user_id: userId,
        account_id: workspace.id,
        role,
        workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug },
      },
      id,
    );
    this.state.memberships.push(membership);
    const stored = this.findUserById(userId);
    if (stored && stored.user.active_account_id === null) stored.user.active_account_id = workspace.id;
    return membership;
  }

  markUnpaidInvoices(workspaceId: number): void {
    if (!this.state.unpaidInvoiceWorkspaceIds.includes(workspaceId)) {
      this.state.unpaidInvoiceWorkspaceIds.push(workspaceId);
    }
  }

  /** The workspace's last unpaid invoice has been paid: its members' banner goes. */
  clearUnpaidInvoices(workspaceId: number): void {
    this.state.unpaidInvoiceWorkspaceIds = this.state.unpaidInvoiceWorkspaceIds.filter(
      (id) => id !== workspaceId,
    );
  }

  /** Starts a session as if the user had logged in. */
  startSession(userId: number, impersonatorId: number | null = null): void {
    const user = this.findUserById(userId)?.user;
    const active = this.state.workspaces.find((w) => w.id === user?.active_account_id);
    this.state.session = {
      userId,
      impersonatorId,
      csrfToken: this.nextToken('csrf'),
      activeSlug: active?.slug ?? null,
    };
  }

  // --- the calls of spec §7 ---

  currentUser(): MockReply {
    const session = this.state.session;
    const stored = session && this.findUserById(session.userId);
    if (!session || !stored) return notLoggedIn();
    const memberships = this.membershipsOf(stored.user.id);
    const workspace =
      this.state.workspaces.find((w) => w.slug === session.activeSlug) ??
      this.state.workspaces.find((w) => w.id === memberships[0]?.account_id) ??
      null;
    const reply: CurrentUser = {
      login_data: this.loginDataFor(session, stored.user),
      workspace,
      memberships,
      ifShowEmailVerificationBanner: !stored.user.email_verified,
      ifShowUnpaidInvoicesBanner: memberships.some((m) =>
        this.state.unpaidInvoiceWorkspaceIds.includes(m.account_id),
      ),
      ifShowImpersonatedByBanner: session.impersonatorId !== null,
      isFounder: stored.user.role === 'founder',
      isAdmin: stored.user.role === 'admin' || stored.user.role === 'founder',
      timezone: stored.user.timezone,
    };
    return { status: 200, body: reply };
  }

  loginData(): MockReply {
    const session = this.state.session;
    const stored = session && this.findUserById(session.userId);
    if (!session || !stored) return { status: 200, body: loggedOutLoginData() };
    return { status: 200, body: this.loginDataFor(session, stored.user) };
  }

  workspace(slug: string): MockReply {
    const access = this.workspaceAccess(slug);
    if ('status' in access) return access;
    if (this.state.session) this.state.session.activeSlug = slug;
    return ok({ workspace: access.workspace });
  }

  /**
   * The gate of every workspace call (the areas' too): a session whose user is a member of the workspace at
   * `slug`, or an admin; a write also passes its CSRF token. Gives the refusal to send when the gate is shut.
   */
  workspaceAccess(slug: string, csrfToken?: string | null): WorkspaceAccess | MockReply {
    const me = this.sessionUser();
    if (!me) return notLoggedIn();
    const denied = csrfToken === undefined ? null : this.checkCsrf(csrfToken);
    if (denied) return denied;
    const workspace = this.state.workspaces.find((w) => w.slug === slug && !w.deleted);
    if (!workspace) return failure(404, `There is no workspace at “${slug}”.`);
    const member = this.membershipsOf(me.id).some((m) => m.account_id === workspace.id);
    if (!member && !isAdmin(me)) return failure(403, 'You are not a member of this workspace.');
    return { user: me, workspace };
  }

  /** `answer` for a session that `workspaceAccess` lets in, otherwise its refusal. */
  inWorkspace(
    slug: string,
    csrfToken: string | null | undefined,
    answer: (access: WorkspaceAccess) => MockReply,
  ): MockReply {
    const access = this.workspaceAccess(slug, csrfToken);
    return 'status' in access ? access : answer(access);
  }

  protected sessionUser(): User | null {
    const session = this.state.session;
    return (session && this.findUserById(session.userId)?.user) ?? null;
  }

  protected checkCsrf(token: string | null): MockReply | null {
    const session = this.state.session;
    if (session && token !== session.csrfToken) {
      return failure(403, 'Your session has expired. Reload the page and try again.');
    }
    return null;
  }

  protected findUserById(id: number): StoredUser | undefined {
    return this.state.users.find((u) => u.user.id === id);
  }

  protected findUserByEmail(email: string): StoredUser | undefined {
    return this.state.users.find((u) => sameEmail(u.user.email, email));
  }

  protected membershipsOf(userId: number): Membership[] {
    return this.state.memberships.filter((m) => m.user_id === userId && !m.deleted);
  }

  protected loginDataFor(session: Session, user: User): LoginData {
    const memberships = this.membershipsOf(user.id);
    return {
      loggedIn: true,
      id: user.id,
      email: user.email,
      name: user.name,
      avatarUrl: null,
      workspace_slugs: memberships.map((m) => m.workspace.slug),
      active_workspace_slug: session.activeSlug ?? memberships[0]?.workspace.slug ?? null,
      app_id: null,
      intercom_hash: null,
      body_classes: session.impersonatorId === null ? '' : 'is-impersonated',
      cookieVal: session.csrfToken,
      created_epoch: Math.floor(Date.parse(user.created) / 1000),
      isImpersonated: session.impersonatorId !== null,
      plan_slug: 'startup',
    };
  }

  protected issueKey(purpose: KeyPurpose, userId: number): OneTimeKey {
    const key: OneTimeKey = {
      key: this.nextToken(purpose),
      purpose,
      userId,
      code: purpose === 'two-factor' ? this.nextCode() : null,
      used: false,
    };
    this.state.keys.push(key);
    return key;
  }

  protected mailTwoFactorCode(user: User, key: OneTimeKey): void {
    this.mail(user.email, 'Your sign-in code', `/c/2fa/${key.key}`, key.code);
  }

  protected mail(to: string, subject: string, link: string | null, code: string | null): void {
    this.state.outbox.push({ to, subject, link, code });
  }

  protected nextToken(prefix: string): string {
    this.state.counter += 1;
    return hexId(prefix, this.state.counter);
  }

  protected nextCode(): string {
    this.state.counter += 1;
    const digits = Number.parseInt(hexId('code', this.state.counter).slice(0, 8), 16) % 10 ** CODE_DIGITS;
    return digits.toString().padStart(CODE_DIGITS, '0');
  }
}
