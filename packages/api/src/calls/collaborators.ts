import type { z } from 'zod/mini';
import {
  CollaboratorsReplySchema,
  InviteCollaboratorsInputSchema,
  UpdateCollaboratorRoleInputSchema,
  UpdateMyMembershipInputSchema,
} from '../schemas/collaborator';
import { EnvelopeSchema } from '../schemas/envelope';
import { actionCall, readCall, workspaceEntityPaths, workspacePath, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

/** The team's addresses: a membership's by its id, an invitation's by its own. */
const { all: team, one: membership } = workspaceEntityPaths<number>('collaborators');
const invitation = workspaceEntityPaths<number>('collaborators/invitations').one;

/** A team write that sends `body`: like every team write, it answers with the whole team. */
/*@__NO_SIDE_EFFECTS__*/
function teamWrite<Args extends unknown[], Body extends z.ZodMiniType>(
  path: (...args: Args) => string,
  body: Body,
) {
  return writeCall(path, body, CollaboratorsReplySchema);
}

/** A team write its address says all of (resend, revoke, remove). */
/*@__NO_SIDE_EFFECTS__*/
function teamAction<Args extends unknown[]>(path: (...args: Args) => string) {
  return actionCall(path, CollaboratorsReplySchema);
}

/** The team: collaborators, open invitations, seats, and the caller's own membership. */
export const listCollaborators = readCall(firstPagePaths.collaborators, CollaboratorsReplySchema);

/** Invites every address with one role; refused as a whole when one is a member, invited, or seats run out. */
export const inviteCollaborators = teamWrite(team('/invite.json'), InviteCollaboratorsInputSchema);

export const resendInvitation = teamAction(invitation('/resend.json'));

export const revokeInvitation = teamAction(invitation('/revoke.json'));

export const updateCollaboratorRole = teamWrite(membership('/role.json'), UpdateCollaboratorRoleInputSchema);

export const removeCollaborator = teamAction(membership('/remove.json'));

/** The caller leaves the workspace; the last owner cannot. */
export const leaveWorkspace = actionCall(workspacePath('/leave.json'), EnvelopeSchema);

/** The caller's own notification settings and app icon colour in this workspace. */
export const updateMyMembership = teamWrite(workspacePath('/membership.json'), UpdateMyMembershipInputSchema);
