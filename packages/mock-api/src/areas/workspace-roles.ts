import type { Membership, MembershipRole, Workspace } from '@console/api';
import { canInWorkspace, WORKSPACE_ROLE_MESSAGES, type WorkspaceAction } from '@console/api';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { nowOf } from '../clock';
import { failure, type MockReply } from '../reply';

/** The caller's membership of the workspace, if they have one. */
export function membershipIn(backend: MockBackend, access: WorkspaceAccess): Membership | undefined {
  return backend.state.memberships.find(
    (m) => m.account_id === access.workspace.id && m.user_id === access.user.id && m.deleted === null,
  );
}

/** The role the caller's writes are judged by; a site admin who is not a member acts as an owner. */
export function roleIn(backend: MockBackend, access: WorkspaceAccess): MembershipRole {
  return membershipIn(backend, access)?.role ?? 'owner';
}

/** The refusal of a write the caller's role does not allow, or null when it does. */
export function refusedFor(
  backend: MockBackend,
  access: WorkspaceAccess,
  action: WorkspaceAction,
): MockReply | null {
  return canInWorkspace(roleIn(backend, access), action)
    ? null
    : failure(403, WORKSPACE_ROLE_MESSAGES[action]);
}

/** The workspace's memberships that have not ended. */
export function membersOf(backend: MockBackend, workspace: Workspace): Membership[] {
  return backend.state.memberships.filter((m) => m.account_id === workspace.id && m.deleted === null);
}

/** Now by the backend's clock (FIXTURE_NOW unless set), as a timestamp. */
export function stamp(backend: MockBackend): string {
  return new Date(nowOf(backend)).toISOString();
}
