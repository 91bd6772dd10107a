import { COLLABORATOR_MESSAGES } from '@console/api';
import { buildInvitation } from '@console/mock-api';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';
import { personaBackend, reply } from '../settings/settings-shared';
import { as, collaboratorsMeta, membersTable, openInvite } from './collaborators-screen-shared';

const meta = preview.meta({
  title: 'Screens/Collaborators/CollaboratorsScreen/States',
  ...collaboratorsMeta,
});

/** Jane owns Acme Media: its two members, seats against the plan, the invitation form and her own settings. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const table = await membersTable(canvas);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Jane CooperYou',
      'Tom Becker',
    ]);
    await expect(within(table).getByText('tom@example.com')).toBeVisible();
    await expect(canvas.getByText('2 of 3 seats used')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite people' })).toBeEnabled();
    await expect(canvas.getByText('No pending invitations')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Assembly errors' })).toBeChecked();
    // Jane is Acme's only owner: she cannot leave it.
    await expect(canvas.getByText(/A workspace needs at least one owner/)).toBeVisible();
  },
});

/** Tom is a member: he sees the team, no invitation form and no actions, and may leave. */
export const MemberView = meta.story({
  ...as('member'),
  play: async ({ canvas }) => {
    const table = await membersTable(canvas);
    await expect(within(table).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await expect(canvas.getByText('Only owners and admins invite people')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Invite people' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave workspace' })).toBeVisible();
  },
});

/** Priya is an admin: she invites admins and members, never owners. */
export const AdminView = meta.story({
  ...as('admin'),
  play: async ({ canvas }) => {
    await membersTable(canvas);
    const dialog = await openInvite(canvas);
    const roles = within(dialog.getByRole('radiogroup', { name: 'Role' }));
    await expect(roles.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'admin',
      'member',
    ]);
  },
});

/** Globex Studio for Peter, its owner: an open invitation, waiting, with Resend and Revoke. */
export const WithInvitations = meta.story({
  ...as('globexOwner'),
  play: async ({ canvas }) => {
    await membersTable(canvas);
    const invitations = canvas.getByRole('table', { name: 'Pending invitations' });
    await expect(within(invitations).getByText('lena@globex.example')).toBeVisible();
    await expect(within(invitations).getByText('Member, pending')).toBeVisible();
    await expect(canvas.getByText('4 of 10 seats used')).toBeVisible();
  },
});

/** A full team: every seat is taken, so inviting is off and says why. */
export const FullTeam = meta.story({
  async beforeEach({ msw }) {
    const { backend, handlers } = personaBackend('owner');
    const acme = backend.state.workspaces.find((w) => w.slug === 'acme-media');
    backend.state.invitations.push(
      buildInvitation({ id: 99, account_id: acme?.id ?? 1, email: 'ana@acme.example', role: 'admin' }),
    );
    msw.use(...handlers);
  },
  play: async ({ canvas }) => {
    await membersTable(canvas);
    await expect(canvas.getByText('3 of 3 seats used')).toBeVisible();
    await expect(canvas.getByText(COLLABORATOR_MESSAGES.seatsFull(3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite people' })).toBeDisabled();
  },
});

/** While the team loads, the page says it is busy. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers('/acme-media/api/collaborators.json'));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Collaborators' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
});

/** The server is down: the spec's network text and a way to try again. */
export const LoadError = meta.story({
  parameters: { scenario: 'serverDown', visual: { dark: true } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The team could not be loaded');
    await expect(alert).toHaveTextContent(/Network error while doing a GET request to /);
  },
});
