import type { Workspace } from '@console/api';
import {
  COLLABORATOR_MESSAGES,
  type Collaborator,
  canManageRole,
  type Invitation,
  InviteCollaboratorsInputSchema,
  MEMBERSHIP_ROLES,
  type Membership,
  UpdateCollaboratorRoleInputSchema,
  UpdateMyMembershipInputSchema,
  WORKSPACE_ROLE_MESSAGES,
} from '@console/api';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import type { MockArea } from '../contract';
import { buildInvitation } from '../factories/invitation';
import { buildPlan } from '../factories/plan';
import { failure, type MockReply, ok } from '../reply';
import { membershipIn, membersOf, refusedFor, roleIn, stamp } from './workspace-roles';
import { moveSessionOff } from './workspace-settings';

/*
 * A workspace's team: its collaborators (memberships with their people), open invitations and seats. Owners and
 * admins invite and manage (admins never owners), everyone changes their own notifications and may leave, and a
 * workspace always keeps an owner. Invitations live in `backend.state.invitations`, so demo mode keeps them.
 */

const ROLE_ORDER = (role: Membership['role']) => MEMBERSHIP_ROLES.indexOf(role);

function collaboratorsOf(backend: MockBackend, workspace: Workspace): Collaborator[] {
  return membersOf(backend, workspace)
    .flatMap((membership) => {
      const user = backend.state.users.find((u) => u.user.id === membership.user_id)?.user;
      if (!user) return [];
      return [
        {
          membership_id: membership.id,
          user_id: user.id,
          name: user.name,
          email: user.email,
          role: membership.role,
          joined: membership.created,
          last_login: user.last_login,
        },
      ];
    })
    .sort((a, b) => ROLE_ORDER(a.role) - ROLE_ORDER(b.role) || a.name.localeCompare(b.name, 'en'));
}

const invitationsOf = (backend: MockBackend, workspace: Workspace) =>
  backend.state.invitations
    .filter((invitation) => invitation.account_id === workspace.id)
    .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);

function seatsOf(backend: MockBackend, workspace: Workspace) {
  const used = membersOf(backend, workspace).length + invitationsOf(backend, workspace).length;
  return { used, total: buildPlan({}, workspace.plan_id).num_seats };
}

/** The whole team as the caller sees it: the reply of the list and of every team write. */
function team(backend: MockBackend, access: WorkspaceAccess, message?: string): MockReply {
  return ok(
    {
      collaborators: collaboratorsOf(backend, access.workspace),
      invitations: invitationsOf(backend, access.workspace),
      seats: seatsOf(backend, access.workspace),
      me: membershipIn(backend, access) ?? null,
      my_role: roleIn(backend, access),
    },
    message,
  );
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function mailInvitation(backend: MockBackend, access: WorkspaceAccess, invitation: Invitation): void {
  backend.state.outbox.push({
    to: invitation.email,
    subject: `${access.user.name} invited you to ${access.workspace.name}`,
    link: '/c/signup',
    code: null,
  });
}

function invite(backend: MockBackend, access: WorkspaceAccess, body: unknown): MockReply {
  const refused = refusedFor(backend, access, 'invite');
  if (refused) return refused;
  const input = InviteCollaboratorsInputSchema.safeParse(body);
  if (!input.success) {
    const field = input.error.issues[0]?.path[0];
    return failure(400, input.error.issues[0]?.message ?? 'Check the addresses.', String(field ?? 'emails'));
  }
  const { emails, role } = input.data;
  if (!canManageRole(roleIn(backend, access), role)) {
    return failure(403, WORKSPACE_ROLE_MESSAGES.manageOwner, 'role');
  }
  const members = collaboratorsOf(backend, access.workspace);
  const invited = invitationsOf(backend, access.workspace);
  for (const email of emails) {
    if (members.some((m) => sameAddress(m.email, email))) {
      return failure(400, COLLABORATOR_MESSAGES.alreadyMember(email), 'emails');
    }
    if (invited.some((i) => sameAddress(i.email, email))) {
      return failure(400, COLLABORATOR_MESSAGES.alreadyInvited(email), 'emails');
    }
  }
  const seats = seatsOf(backend, access.workspace);
  if (seats.total !== null && seats.used + emails.length > seats.total) {
    const free = seats.total - seats.used;
    return failure(
      409,
      free <= 0
        ? COLLABORATOR_MESSAGES.seatsFull(seats.total)
        : COLLABORATOR_MESSAGES.seatsShort(free, emails.length),
      'emails',
    );
  }
  const now = stamp(backend);
  for (const email of emails) {
    const id = backend.state.invitations.reduce((max, i) => Math.max(max, i.id), 0) + 1;
    const invitation: Invitation = {
      id,
      account_id: access.workspace.id,
      email,
      role,
      invited_by: access.user.name,
      created: now,
      last_sent: now,
      send_count: 1,
    };
    backend.state.invitations.push(invitation);
    mailInvitation(backend, access, invitation);
  }
  const who = emails.length === 1 ? emails[0] : `${emails.length} people`;
  return team(backend, access, `We sent an invitation to ${who}.`);
}

function findInvitation(backend: MockBackend, access: WorkspaceAccess, id: string) {
  return invitationsOf(backend, access.workspace).find((invitation) => String(invitation.id) === id);
}

function resend(backend: MockBackend, access: WorkspaceAccess, id: string): MockReply {
  const refused = refusedFor(backend, access, 'invite');
  if (refused) return refused;
  const invitation = findInvitation(backend, access, id);
  if (!invitation) return failure(404, COLLABORATOR_MESSAGES.invitationNotFound);
  invitation.last_sent = stamp(backend);
  invitation.send_count += 1;
  mailInvitation(backend, access, invitation);
  return team(backend, access, `We sent the invitation to ${invitation.email} again.`);
}

function revoke(backend: MockBackend, access: WorkspaceAccess, id: string): MockReply {
  const refused = refusedFor(backend, access, 'invite');
  if (refused) return refused;
  const invitation = findInvitation(backend, access, id);
  if (!invitation) return failure(404, COLLABORATOR_MESSAGES.invitationNotFound);
  backend.state.invitations = backend.state.invitations.filter((stored) => stored !== invitation);
  return team(backend, access, `The invitation to ${invitation.email} is revoked.`);
}

const nameOf = (backend: MockBackend, membership: Membership) =>
  backend.state.users.find((u) => u.user.id === membership.user_id)?.user.name ?? 'This collaborator';

const isLastOwner = (backend: MockBackend, workspace: Workspace, membership: Membership) =>
  membership.role === 'owner' && membersOf(backend, workspace).filter((m) => m.role === 'owner').length === 1;

/** The membership a manage call is about, once the caller's role lets them touch it; otherwise the refusal. */
function manageable(backend: MockBackend, access: WorkspaceAccess, id: string): Membership | MockReply {
  const refused = refusedFor(backend, access, 'manageMembers');
  if (refused) return refused;
  const target = membersOf(backend, access.workspace).find((m) => String(m.id) === id);
  if (!target) return failure(404, COLLABORATOR_MESSAGES.memberNotFound);
  if (!canManageRole(roleIn(backend, access), target.role))
    return failure(403, WORKSPACE_ROLE_MESSAGES.manageOwner);
  return target;
}

function changeRole(backend: MockBackend, access: WorkspaceAccess, id: string, body: unknown): MockReply {
  const target = manageable(backend, access, id);
  if ('status' in target) return target;
  const input = UpdateCollaboratorRoleInputSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? 'Choose a role.', 'role');
  const { role } = input.data;
  if (!canManageRole(roleIn(backend, access), role))
    return failure(403, WORKSPACE_ROLE_MESSAGES.manageOwner, 'role');
  if (role !== 'owner' && isLastOwner(backend, access.workspace, target)) {
    return failure(409, WORKSPACE_ROLE_MESSAGES.lastOwner, 'role');
  }
  target.role = role;
  target.modified = stamp(backend);
  return team(backend, access, `${nameOf(backend, target)} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`);
}

function remove(backend: MockBackend, access: WorkspaceAccess, id: string): MockReply {
  const target = manageable(backend, access, id);
  if ('status' in target) return target;
  if (target.user_id === access.user.id) return failure(400, COLLABORATOR_MESSAGES.removeSelf);
  if (isLastOwner(backend, access.workspace, target)) return failure(409, WORKSPACE_ROLE_MESSAGES.lastOwner);
  target.deleted = stamp(backend);
  return team(
    backend,
    access,
    `${nameOf(backend, target)} no longer has access to ${access.workspace.name}.`,
  );
}

function leave(backend: MockBackend, access: WorkspaceAccess): MockReply {
  const mine = membershipIn(backend, access);
  if (!mine) return failure(404, COLLABORATOR_MESSAGES.memberNotFound);
  if (isLastOwner(backend, access.workspace, mine)) return failure(409, WORKSPACE_ROLE_MESSAGES.lastOwner);
  mine.deleted = stamp(backend);
  moveSessionOff(backend, access.workspace);
  return ok({}, `You left ${access.workspace.name}.`, '/c/dashboard');
}

function updateMine(backend: MockBackend, access: WorkspaceAccess, body: unknown): MockReply {
  const mine = membershipIn(backend, access);
  if (!mine) return failure(404, COLLABORATOR_MESSAGES.memberNotFound);
  const input = UpdateMyMembershipInputSchema.safeParse(body);
  if (!input.success) {
    const field = input.error.issues[0]?.path[0];
    return failure(400, input.error.issues[0]?.message ?? 'Check the settings.', String(field ?? ''));
  }
  Object.assign(mine, input.data, { modified: stamp(backend) });
  return team(backend, access, 'Your notification settings are saved.');
}

/** An invitation that was sent `days` before FIXTURE_NOW and is still open, for the demo seed. */
export function seedInvitation(
  backend: MockBackend,
  workspace: Workspace,
  invitation: Pick<Invitation, 'email' | 'role' | 'invited_by'>,
  days: number,
): void {
  const id = backend.state.invitations.reduce((max, i) => Math.max(max, i.id), 0) + 1;
  backend.state.invitations.push(buildInvitation({ ...invitation, id, account_id: workspace.id }, days));
}

/** The team's calls; every one needs a member of the workspace (or an admin), writes also the CSRF token. */
export const area: MockArea = ({ backend, post, memberGet }) => {
  const at = (slug: unknown) => String(slug);
  return [
    memberGet('/:slug/api/collaborators.json', (access) => team(backend, access)),
    post('/:slug/api/collaborators/invite.json', (body, csrf, params) =>
      backend.inWorkspace(at(params.slug), csrf, (access) => invite(backend, access, body)),
    ),
    post('/:slug/api/collaborators/invitations/:id/resend.json', (_body, csrf, params) =>
      backend.inWorkspace(at(params.slug), csrf, (access) => resend(backend, access, at(params.id))),
    ),
    post('/:slug/api/collaborators/invitations/:id/revoke.json', (_body, csrf, params) =>
      backend.inWorkspace(at(params.slug), csrf, (access) => revoke(backend, access, at(params.id))),
    ),
    post('/:slug/api/collaborators/:id/role.json', (body, csrf, params) =>
      backend.inWorkspace(at(params.slug), csrf, (access) =>
        changeRole(backend, access, at(params.id), body),
      ),
    ),
    post('/:slug/api/collaborators/:id/remove.json', (_body, csrf, params) =>
      backend.inWorkspace(at(params.slug), csrf, (access) => remove(backend, access, at(params.id))),
    ),
    post('/:slug/api/leave.json', (_body, csrf, params) =>
      backend.inWorkspace(at(params.slug), csrf, (access) => leave(backend, access)),
    ),
    post('/:slug/api/membership.json', (body, csrf, params) =>
      backend.inWorkspace(at(params.slug), csrf, (access) => updateMine(backend, access, body)),
    ),
  ];
};
