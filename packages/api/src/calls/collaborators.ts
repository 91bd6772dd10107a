import {
  CollaboratorsReplySchema,
  InviteCollaboratorsInputSchema,
  UpdateCollaboratorRoleInputSchema,
  UpdateMyMembershipInputSchema,
} from '../schemas/collaborator';
import { EnvelopeSchema } from '../schemas/envelope';
import { segment, workspaceApi } from './address-parts';
import { actionCall, readCall, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

const team = (slug: string) => `${workspaceApi(slug)}/collaborators`;
const invitation = (slug: string, invitationId: number) =>
  `${team(slug)}/invitations/${segment(invitationId)}`;
const membership = (slug: string, membershipId: number) => `${team(slug)}/${segment(membershipId)}`;

/** The team: collaborators, open invitations, seats, and the caller's own membership. */
export const listCollaborators = readCall(firstPagePaths.collaborators, CollaboratorsReplySchema);

/** Invites every address with one role; refused as a whole when one is a member, invited, or seats run out. */
export const inviteCollaborators = writeCall(
  (slug: string) => `${team(slug)}/invite.json`,
  InviteCollaboratorsInputSchema,
  CollaboratorsReplySchema,
);

export const resendInvitation = actionCall(
  (slug: string, invitationId: number) => `${invitation(slug, invitationId)}/resend.json`,
  CollaboratorsReplySchema,
);

export const revokeInvitation = actionCall(
  (slug: string, invitationId: number) => `${invitation(slug, invitationId)}/revoke.json`,
  CollaboratorsReplySchema,
);

export const updateCollaboratorRole = writeCall(
  (slug: string, membershipId: number) => `${membership(slug, membershipId)}/role.json`,
  UpdateCollaboratorRoleInputSchema,
  CollaboratorsReplySchema,
);

export const removeCollaborator = actionCall(
  (slug: string, membershipId: number) => `${membership(slug, membershipId)}/remove.json`,
  CollaboratorsReplySchema,
);

/** The caller leaves the workspace; the last owner cannot. */
export const leaveWorkspace = actionCall(
  (slug: string) => `${workspaceApi(slug)}/leave.json`,
  EnvelopeSchema,
);

/** The caller's own notification settings and app icon colour in this workspace. */
export const updateMyMembership = writeCall(
  (slug: string) => `${workspaceApi(slug)}/membership.json`,
  UpdateMyMembershipInputSchema,
  CollaboratorsReplySchema,
);
