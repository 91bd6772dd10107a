import {
  inviteCollaborators,
  leaveWorkspace,
  listCollaborators,
  removeCollaborator,
  resendInvitation,
  revokeInvitation,
  updateCollaboratorRole,
  updateMyMembership,
} from '../calls/collaborators';
import type {
  CollaboratorsReply,
  InviteCollaboratorsInput,
  UpdateCollaboratorRoleInput,
  UpdateMyMembershipInput,
} from '../schemas/collaborator';
import type { Envelope } from '../schemas/envelope';
import { actionsHook } from './action-kit';
import { resourceHook } from './hook-kit';
import { collaboratorKeys, sessionKeys } from './query-keys';
import type { Settlement } from './settle';

/** The workspace's team; pass null to wait. */
export const useCollaborators = resourceHook(collaboratorKeys.team, listCollaborators);

/**
 * The team writes. Each answers with the whole team, which becomes the cached one; a change of the caller's
 * own role also refreshes the current user, whose memberships the screens read roles from. Each resolves once
 * the caches are fresh and rejects with the call's error.
 */
export const useCollaboratorActions = actionsHook((settle, slug: string) => {
  const team = (reply: CollaboratorsReply): Settlement => ({
    write: [[collaboratorKeys.team(slug), reply]],
  });
  return {
    invite: (input: InviteCollaboratorsInput) => settle(inviteCollaborators(slug, input), team),
    resend: (invitationId: number) => settle(resendInvitation(slug, invitationId), team),
    revoke: (invitationId: number) => settle(revokeInvitation(slug, invitationId), team),
    changeRole: (membershipId: number, input: UpdateCollaboratorRoleInput) =>
      settle(updateCollaboratorRole(slug, membershipId, input), (reply) => ({
        ...team(reply),
        refresh: reply.me?.id === membershipId ? [sessionKeys.currentUser] : [],
      })),
    remove: (membershipId: number) => settle(removeCollaborator(slug, membershipId), team),
    updateMine: (input: UpdateMyMembershipInput) =>
      settle(updateMyMembership(slug, input), (reply) => ({
        ...team(reply),
        refresh: [sessionKeys.currentUser],
      })),
    /**
     * After leaving, the person's memberships change: `beforeRefresh` lets the app leave the workspace's pages
     * first, then the current user and every workspace key are refreshed.
     */
    leave: async (options?: { beforeRefresh?: (reply: Envelope) => unknown }) => {
      const reply = await leaveWorkspace(slug);
      await options?.beforeRefresh?.(reply);
      return settle(reply, { refresh: [sessionKeys.currentUser], invalidate: [sessionKeys.workspaces] });
    },
  };
});
