import { describe, expect, it } from 'vitest';
import {
  COLLABORATOR_MESSAGES,
  getCurrentUser,
  inviteCollaborators,
  leaveWorkspace,
  listCollaborators,
  removeCollaborator,
  resendInvitation,
  revokeInvitation,
  updateCollaboratorRole,
  updateMyMembership,
  WORKSPACE_ROLE_MESSAGES,
} from '../../packages/api/src';
import { DEMO_PEOPLE, type MockBackend } from '../../packages/mock-api/src';
import { requestError, setupApiTests } from '../support/api';

const { startScenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });

const ACME = 'acme-media';
const GLOBEX = 'globex-studio';
const INITECH = 'initech-video';

async function as(email: string): Promise<MockBackend> {
  const backend = await startScenario('member');
  const user = backend.state.users.find((u) => u.user.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  backend.startSession(user.user.id);
  await getCurrentUser();
  return backend;
}

const membershipIdOf = async (slug: string, email: string) => {
  const { collaborators } = await listCollaborators(slug);
  const found = collaborators.find((c) => c.email === email);
  if (!found) throw new Error(`${email} is not in ${slug}`);
  return found.membership_id;
};

describe('the team', () => {
  it('lists owners first, the open invitations and the seats of the plan', async () => {
    await startScenario('member');
    const acme = await listCollaborators(ACME);
    expect(acme.collaborators.map((c) => [c.name, c.role])).toEqual([
      ['Jane Cooper', 'owner'],
      ['Tom Becker', 'member'],
    ]);
    expect(acme.seats).toEqual({ used: 2, total: 3 });
    expect(acme.my_role).toBe('owner');
    expect(acme.me?.email_on_assembly_errors).toBe(true);
    const globex = await listCollaborators(GLOBEX);
    expect(globex.invitations.map((i) => [i.email, i.role])).toEqual([['lena@globex.example', 'member']]);
    expect(globex.seats).toEqual({ used: 4, total: 10 });
    expect(globex.my_role).toBe('member');
    expectNoSchemaReports();
  });
});

describe('inviting', () => {
  it('invites several addresses at once; they wait as pending and are mailed', async () => {
    const backend = await as(DEMO_PEOPLE.unpaidInvoices.email);
    const reply = await inviteCollaborators(INITECH, { emails: ['milton@initech.example'], role: 'member' });
    expect(reply.meta.message).toBe('We sent an invitation to milton@initech.example.');
    expect(reply.invitations).toMatchObject([
      { email: 'milton@initech.example', role: 'member', send_count: 1 },
    ]);
    expect(reply.seats).toEqual({ used: 3, total: 3 });
    expect(backend.state.outbox.at(-1)).toMatchObject({
      to: 'milton@initech.example',
      subject: 'Priya Natarajan invited you to Initech Video',
    });
  });

  it('refuses past the seats, an existing member, a second invitation and a bad address', async () => {
    await startScenario('member');
    const tooMany = await requestError(
      inviteCollaborators(ACME, { emails: ['a@acme.example', 'b@acme.example'], role: 'member' }),
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.serverMessage).toBe(COLLABORATOR_MESSAGES.seatsShort(1, 2));
    const member = await requestError(
      inviteCollaborators(ACME, { emails: ['TOM@example.com'], role: 'member' }),
    );
    expect(member.serverMessage).toBe(COLLABORATOR_MESSAGES.alreadyMember('TOM@example.com'));
    await inviteCollaborators(ACME, { emails: ['a@acme.example'], role: 'admin' });
    const full = await requestError(
      inviteCollaborators(ACME, { emails: ['b@acme.example'], role: 'member' }),
    );
    expect(full.serverMessage).toBe(COLLABORATOR_MESSAGES.seatsFull(3));
    const twice = await requestError(
      inviteCollaborators(ACME, { emails: ['a@acme.example'], role: 'member' }),
    );
    expect(twice.serverMessage).toBe(COLLABORATOR_MESSAGES.alreadyInvited('a@acme.example'));
    const bad = await requestError(inviteCollaborators(ACME, { emails: ['not-an-address'], role: 'member' }));
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toBe(COLLABORATOR_MESSAGES.emailInvalid('not-an-address'));
    expect(bad.meta?.field).toBe('emails');
  });

  it('resends and revokes an invitation, which frees its seat', async () => {
    await startScenario('member');
    const invited = await inviteCollaborators(ACME, { emails: ['a@acme.example'], role: 'member' });
    const id = invited.invitations[0]?.id ?? 0;
    const resent = await resendInvitation(ACME, id);
    expect(resent.invitations[0]?.send_count).toBe(2);
    const revoked = await revokeInvitation(ACME, id);
    expect(revoked.invitations).toEqual([]);
    expect(revoked.seats.used).toBe(2);
    expect((await requestError(revokeInvitation(ACME, id))).serverMessage).toBe(
      COLLABORATOR_MESSAGES.invitationNotFound,
    );
  });
});

describe('roles', () => {
  it("refuses a member's invitation, role change and removal with a 403", async () => {
    await as(DEMO_PEOPLE.twoFactor.email);
    const invite = await requestError(
      inviteCollaborators(ACME, { emails: ['x@acme.example'], role: 'member' }),
    );
    expect([invite.status, invite.serverMessage]).toEqual([403, WORKSPACE_ROLE_MESSAGES.invite]);
    const jane = await membershipIdOf(ACME, DEMO_PEOPLE.member.email);
    const role = await requestError(updateCollaboratorRole(ACME, jane, { role: 'member' }));
    expect([role.status, role.serverMessage]).toEqual([403, WORKSPACE_ROLE_MESSAGES.manageMembers]);
    const remove = await requestError(removeCollaborator(ACME, jane));
    expect([remove.status, remove.serverMessage]).toEqual([403, WORKSPACE_ROLE_MESSAGES.manageMembers]);
  });

  it('lets an admin manage members and admins, never owners', async () => {
    await as(DEMO_PEOPLE.unpaidInvoices.email);
    const owner = await requestError(
      inviteCollaborators(INITECH, { emails: ['x@initech.example'], role: 'owner' }),
    );
    expect([owner.status, owner.serverMessage]).toEqual([403, WORKSPACE_ROLE_MESSAGES.manageOwner]);
    const peter = await membershipIdOf(INITECH, 'peter@initech.example');
    const demote = await requestError(updateCollaboratorRole(INITECH, peter, { role: 'member' }));
    expect(demote.serverMessage).toBe(WORKSPACE_ROLE_MESSAGES.manageOwner);
    expect((await requestError(removeCollaborator(INITECH, peter))).status).toBe(403);
  });

  it('lets an owner change a role and remove a member', async () => {
    await startScenario('member');
    const tom = await membershipIdOf(ACME, DEMO_PEOPLE.twoFactor.email);
    const promoted = await updateCollaboratorRole(ACME, tom, { role: 'admin' });
    expect(promoted.meta.message).toBe('Tom Becker is now an admin.');
    const removed = await removeCollaborator(ACME, tom);
    expect(removed.collaborators.map((c) => c.name)).toEqual(['Jane Cooper']);
    expect(removed.seats.used).toBe(1);
  });

  it('keeps the last owner: no demotion, no leaving', async () => {
    await startScenario('member');
    const jane = await membershipIdOf(ACME, DEMO_PEOPLE.member.email);
    const demote = await requestError(updateCollaboratorRole(ACME, jane, { role: 'admin' }));
    expect([demote.status, demote.serverMessage]).toEqual([409, WORKSPACE_ROLE_MESSAGES.lastOwner]);
    const leave = await requestError(leaveWorkspace(ACME));
    expect(leave.serverMessage).toBe(WORKSPACE_ROLE_MESSAGES.lastOwner);
    expect((await requestError(removeCollaborator(ACME, jane))).serverMessage).toBe(
      COLLABORATOR_MESSAGES.removeSelf,
    );
  });
});

describe('your own membership', () => {
  it('lets any member change their notifications and leave', async () => {
    await startScenario('member');
    const reply = await updateMyMembership(GLOBEX, {
      email_when_close_to_plan_limit: false,
      email_on_assembly_errors: true,
      email_on_assembly_warnings: true,
      app_icon_color: 'green',
    });
    expect(reply.me).toMatchObject({
      email_on_assembly_warnings: true,
      app_icon_color: 'green',
      role: 'member',
    });
    const left = await leaveWorkspace(GLOBEX);
    expect(left.meta).toMatchObject({ message: 'You left Globex Studio.', redirect: '/c/dashboard' });
    expect((await getCurrentUser())?.memberships.map((m) => m.workspace.slug)).toEqual([ACME]);
  });
});
