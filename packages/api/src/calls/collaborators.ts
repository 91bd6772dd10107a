import { request } from '../client';
import {
  CollaboratorsReplySchema,
  type InviteCollaboratorsInput,
  InviteCollaboratorsInputSchema,
  type UpdateCollaboratorRoleInput,
  UpdateCollaboratorRoleInputSchema,
  type UpdateMyMembershipInput,
  UpdateMyMembershipInputSchema,
} from '../schemas/collaborator';
import { EnvelopeSchema } from '../schemas/envelope';
import { firstPagePaths } from './first-page';

const segment = encodeURIComponent;
const team = (slug: string) => `/${segment(slug)}/api/collaborators`;
/** A team write without a body, answered with the team as it now is. */
const write = (path: string) => request({ path, method: 'POST', responseSchema: CollaboratorsReplySchema });

/** The team: collaborators, open invitations, seats, and the caller's own membership. */
export const listCollaborators = (slug: string) =>
  request({ path: firstPagePaths.collaborators(slug), responseSchema: CollaboratorsReplySchema });

/** Invites every address with one role; refused as a whole when one is a member, invited, or seats run out. */
export const inviteCollaborators = (slug: string, body: InviteCollaboratorsInput) =>
  request({
    path: `${team(slug)}/invite.json`,
    method: 'POST',
    body,
    requestSchema: InviteCollaboratorsInputSchema,
    responseSchema: CollaboratorsReplySchema,
  });

export const resendInvitation = (slug: string, invitationId: number) =>
  write(`${team(slug)}/invitations/${segment(String(invitationId))}/resend.json`);

export const revokeInvitation = (slug: string, invitationId: number) =>
  write(`${team(slug)}/invitations/${segment(String(invitationId))}/revoke.json`);

export const updateCollaboratorRole = (
  slug: string,
  membershipId: number,
  body: UpdateCollaboratorRoleInput,
) =>
  request({
    path: `${team(slug)}/${segment(String(membershipId))}/role.json`,
    method: 'POST',
    body,
    requestSchema: UpdateCollaboratorRoleInputSchema,
    responseSchema: CollaboratorsReplySchema,
  });

export const removeCollaborator = (slug: string, membershipId: number) =>
  write(`${team(slug)}/${segment(String(membershipId))}/remove.json`);

/** The caller leaves the workspace; the last owner cannot. */
export const leaveWorkspace = (slug: string) =>
  request({ path: `/${segment(slug)}/api/leave.json`, method: 'POST', responseSchema: EnvelopeSchema });

/** The caller's own notification settings and app icon colour in this workspace. */
export const updateMyMembership = (slug: string, body: UpdateMyMembershipInput) =>
  request({
    path: `/${segment(slug)}/api/membership.json`,
    method: 'POST',
    body,
    requestSchema: UpdateMyMembershipInputSchema,
    responseSchema: CollaboratorsReplySchema,
  });
