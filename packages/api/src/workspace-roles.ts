import type { MembershipRole } from './schemas/membership';

/*
 * Who may do what in a workspace, by membership role. Spec §6 leaves the values open; this module decides them,
 * packages/api/README.md lists them, screens read them to offer only what a person may do, and the mock backend
 * refuses the rest with WORKSPACE_ROLE_MESSAGES, so a member who tries gets the server's refusal.
 */

/** Everything a role can be allowed in a workspace's settings and team. */
export type WorkspaceAction =
  /** Save the General, Processing, Limits and Billing details sections. */
  | 'editSettings'
  /** Cancel the workspace for good. */
  | 'cancelWorkspace'
  /** Invite people, resend and revoke invitations. */
  | 'invite'
  /** Change a member's role or remove them (within the limits of manageRole). */
  | 'manageMembers';

const ALLOWED: Record<WorkspaceAction, readonly MembershipRole[]> = {
  editSettings: ['owner', 'admin'],
  cancelWorkspace: ['owner'],
  invite: ['owner', 'admin'],
  manageMembers: ['owner', 'admin'],
};

export function canInWorkspace(role: MembershipRole, action: WorkspaceAction): boolean {
  return ALLOWED[action].includes(role);
}

/**
 * Whether `actor` may give `target`'s current role, or the role `to`, to someone, or take it away: owners handle
 * every role, admins only admins and members (an admin can neither make an owner nor touch one).
 */
export function canManageRole(actor: MembershipRole, role: MembershipRole): boolean {
  if (actor === 'owner') return true;
  return actor === 'admin' && role !== 'owner';
}

/** The roles `actor` may invite people as or change someone to. */
export function assignableRoles(actor: MembershipRole): MembershipRole[] {
  return (['owner', 'admin', 'member'] as const).filter((role) => canManageRole(actor, role));
}

/** What the server answers a refused workspace write with; the screens show the same words. */
export const WORKSPACE_ROLE_MESSAGES = {
  editSettings: 'Only owners and admins can change workspace settings.',
  cancelWorkspace: 'Only an owner can cancel the workspace.',
  invite: 'Only owners and admins can invite collaborators.',
  manageMembers: 'Only owners and admins can change roles or remove collaborators.',
  manageOwner: 'Only an owner can make someone an owner, or change or remove an owner.',
  lastOwner: 'A workspace needs at least one owner. Make someone else an owner first.',
} as const;

/** A role as the screens name it. */
export const MEMBERSHIP_ROLE_LABELS: Record<MembershipRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/** What each role may do, in one line, for the role choice and the team page. */
export const MEMBERSHIP_ROLE_DESCRIPTIONS: Record<MembershipRole, string> = {
  owner: 'Everything, including other owners and cancelling the workspace.',
  admin: 'Settings, limits and billing details; invites and manages admins and members.',
  member: 'Templates and assemblies; their own notifications. Settings and team are read-only.',
};
