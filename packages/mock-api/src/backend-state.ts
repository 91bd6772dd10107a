import type {
  AdminAuditEntry,
  Announcement,
  AnnouncementRead,
  Invitation,
  Membership,
  Plan,
  Template,
  User,
  Workspace,
} from '@console/api';
import type { AdminInvoicesState } from './admin-invoice-state';
import type { StoredAuthKey, StoredCredential } from './areas/credentials-store';
import type { AssemblyState } from './assembly-store';
import type { BillingState } from './billing-store';
import type { FleetState } from './fleet';

// The backend's state as plain data, the slices of every store and area in one record, apart from the backend's
// behaviour (backend-core.ts, backend.ts) so that whatever reads the shape needs no behaviour.

/** An e-mail the backend "sent": demo mode shows them, tests read links and codes from them. */
export interface OutboxMail {
  to: string;
  subject: string;
  /** The console link the mail carries (reset, verification, two-factor), as a path under /c. */
  link: string | null;
  code: string | null;
}

export interface StoredUser {
  user: User;
  password: string;
}

export type KeyPurpose = 'reset-password' | 'verify-email' | 'two-factor';

export interface OneTimeKey {
  key: string;
  purpose: KeyPurpose;
  userId: number;
  code: string | null;
  used: boolean;
  /** The new address a verify-email key confirms when it comes from a change of address (not from signup). */
  email?: string;
}

/** Who is asking, and about which workspace, once `workspaceAccess` has let them in. */
export interface WorkspaceAccess {
  user: User;
  workspace: Workspace;
}

export interface Session {
  userId: number;
  /** The admin behind an impersonated session. */
  impersonatorId: number | null;
  csrfToken: string;
  activeSlug: string | null;
}

/**
 * The version of BackendState's shape. Bump it with every change to the shape (a field added, removed or changed,
 * here or in the types it holds): demo mode saves the state with this number and starts from the seed again when
 * a saved state has another, since the calls of this build would break on a state without what they read.
 */
export const BACKEND_STATE_VERSION = 7;

/** The whole store as plain data, so demo mode can keep it across reloads. Its shape is BACKEND_STATE_VERSION. */
export interface BackendState {
  users: StoredUser[];
  workspaces: Workspace[];
  memberships: Membership[];
  unpaidInvoiceWorkspaceIds: number[];
  keys: OneTimeKey[];
  outbox: OutboxMail[];
  session: Session | null;
  templateEditorAssemblies: { workspaceId: number; userId: number }[];
  /** Every workspace's open invitations (mocks/areas/collaborators.ts). */
  invitations: Invitation[];
  /** Every workspace's templates (mocks/areas/templates.ts). */
  templates: Template[];
  /** Generated histories and what calls did to assemblies (mocks/assembly-store.ts). */
  assemblies: AssemblyState;
  /** Every workspace's third-party credentials and auth keys, with their secrets (mocks/areas/credentials.ts). */
  credentials: StoredCredential[];
  authKeys: StoredAuthKey[];
  /** Cards, invoices, payments, credits, coupons, plan changes and add-ons (mocks/billing-store.ts). */
  billing: BillingState;
  /** Announcements, drafts too, and who has read which (mocks/areas/announcements.ts). */
  announcements: Announcement[];
  announcementReads: AnnouncementRead[];
  /** The plan catalogue, which billing offers and the admin plans page edits (mocks/plans-store.ts). */
  plans: Plan[];
  /** What admins changed in the generated fleet of workspaces and its invoices (mocks/fleet.ts). */
  fleet: FleetState;
  /** What admins did to workspaces, newest last: limits, credits, cancels, plans, reveals (areas/admin-workspaces.ts). */
  adminAudit: AdminAuditEntry[];
  /** What admins did to invoices: authorisation codes, recorded payments, history (areas/admin-invoices.ts). */
  adminInvoices: AdminInvoicesState;
  counter: number;
}
