import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
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
import { isWorkspaceKey, sessionKeys } from './keys';

/** The team area's cache keys. */
export const collaboratorKeys = {
  team: (slug: string) => ['collaborators', slug] as const,
};

/** The workspace's team; pass null to wait. */
export function useCollaborators(slug: string | null, config?: SWRConfiguration<CollaboratorsReply>) {
  return useSWR(slug ? collaboratorKeys.team(slug) : null, ([, key]) => listCollaborators(key), config);
}

/**
 * The team writes. Each answers with the whole team, which becomes the cached one; a change of the caller's
 * own role also refreshes the current user, whose memberships the screens read roles from. Each resolves once
 * the caches are fresh and rejects with the call's error.
 */
export function useCollaboratorActions(slug: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async (reply: CollaboratorsReply) => {
      await mutate(collaboratorKeys.team(slug), reply, { revalidate: false });
      return reply;
    };
    return {
      invite: async (input: InviteCollaboratorsInput) => settle(await inviteCollaborators(slug, input)),
      resend: async (invitationId: number) => settle(await resendInvitation(slug, invitationId)),
      revoke: async (invitationId: number) => settle(await revokeInvitation(slug, invitationId)),
      changeRole: async (membershipId: number, input: UpdateCollaboratorRoleInput) => {
        const reply = await settle(await updateCollaboratorRole(slug, membershipId, input));
        if (reply.me?.id === membershipId) await mutate(sessionKeys.currentUser);
        return reply;
      },
      remove: async (membershipId: number) => settle(await removeCollaborator(slug, membershipId)),
      updateMine: async (input: UpdateMyMembershipInput) => {
        const reply = await settle(await updateMyMembership(slug, input));
        await mutate(sessionKeys.currentUser);
        return reply;
      },
      /**
       * After leaving, the person's memberships change: `beforeRefresh` lets the app leave the workspace's pages
       * first, then the current user and every workspace key are refreshed.
       */
      leave: async (options?: { beforeRefresh?: (reply: Envelope) => unknown }) => {
        const reply = await leaveWorkspace(slug);
        await options?.beforeRefresh?.(reply);
        await Promise.all([mutate(sessionKeys.currentUser), mutate(isWorkspaceKey)]);
        return reply;
      },
    };
  }, [mutate, slug]);
}
