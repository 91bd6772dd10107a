import { COLLABORATOR_MESSAGES, getCurrentUser, WORKSPACE_ROLE_MESSAGES } from '@console/api';
import type { MockBackend } from '@console/mock-api';
import { href, withBasename } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { page, personaBackend, reply } from '../settings/settings-shared';
import { as, collaboratorsMeta, membersTable, openInvite, rowAction } from './collaborators-screen-shared';

const meta = preview.meta({
  title: 'Screens/Collaborators/CollaboratorsScreen/Actions',
  ...collaboratorsMeta,
});

/** Several people at once: each gets an invitation, listed as pending. */
export const InviteSeveral = meta.story({
  ...as('globexOwner'),
  play: async ({ canvas }) => {
    await membersTable(canvas);
    const dialog = await openInvite(canvas);
    await userEvent.type(
      dialog.getByLabelText(/^E-mail addresses/),
      'ana@globex.example, ben@globex.example',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Admin' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await expect(await page.findByText('We sent an invitation to 2 people.', {}, reply)).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const invitations = canvas.getByRole('table', { name: 'Pending invitations' });
    await expect(within(invitations).getByText('ben@globex.example')).toBeVisible();
    await expect(within(invitations).getAllByText('Admin, pending')).toHaveLength(2);
  },
});

/** Reached by the command palette's "Invite people" (`?invite`): the dialog is open as the page loads. */
export const InviteFromPalette = meta.story({
  parameters: { route: withBasename(`${href.collaborators('acme-media')}?invite`) },
  play: async () => {
    const dialog = within(await page.findByRole('dialog', { name: 'Invite collaborators' }, reply));
    await expect(await dialog.findByLabelText(/^E-mail addresses/, {}, reply)).toBeVisible();
  },
});

/** Each address is checked before anything is sent; the wrong one is named beside the field. */
export const InviteInvalidAddress = meta.story({
  play: async ({ canvas }) => {
    await membersTable(canvas);
    const dialog = await openInvite(canvas);
    await userEvent.type(dialog.getByLabelText(/^E-mail addresses/), 'ana@acme.example ben@acme');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^E-mail addresses/)).toHaveAccessibleDescription(
        new RegExp(COLLABORATOR_MESSAGES.emailInvalid('ben@acme')),
      ),
    );
  },
});

/** More people than free seats: the server's refusal beside the field, the addresses kept. */
export const InviteSeatsShort = meta.story({
  play: async ({ canvas }) => {
    await membersTable(canvas);
    const dialog = await openInvite(canvas);
    await userEvent.type(dialog.getByLabelText(/^E-mail addresses/), 'ana@acme.example, ben@acme.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await expect(await dialog.findByText(COLLABORATOR_MESSAGES.seatsShort(1, 2), {}, reply)).toBeVisible();
    await expect(dialog.getByLabelText(/^E-mail addresses/)).toHaveValue(
      'ana@acme.example, ben@acme.example',
    );
  },
});

let demoted: MockBackend | null = null;

/** Priya was made a member while the page was open: the server refuses her invitation in its own words. */
export const InviteRefusedForMember = meta.story({
  ...as('admin'),
  async beforeEach({ msw }) {
    const { backend, handlers } = personaBackend('admin');
    demoted = backend;
    msw.use(...handlers);
    await getCurrentUser();
  },
  play: async ({ canvas }) => {
    await membersTable(canvas);
    const priya = demoted?.state.memberships.find(
      (m) => m.workspace.slug === 'initech-video' && m.role === 'admin',
    );
    if (priya) priya.role = 'member';
    const dialog = await openInvite(canvas);
    await userEvent.type(dialog.getByLabelText(/^E-mail addresses/), 'milton@initech.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await expect(await dialog.findByRole('alert', {}, reply)).toHaveTextContent(
      WORKSPACE_ROLE_MESSAGES.invite,
    );
    await expect(dialog.getByLabelText(/^E-mail addresses/)).toHaveValue('milton@initech.example');
  },
});

/** An owner makes a member an admin. */
export const ChangeRole = meta.story({
  play: async ({ canvas }) => {
    await membersTable(canvas);
    await rowAction(canvas, 'Tom Becker', 'Change role');
    const dialog = await page.findByRole('dialog', { name: 'Change the role of Tom Becker' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Admin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await expect(await page.findByText('Tom Becker is now an admin.', {}, reply)).toBeVisible();
    await expect(within(await membersTable(canvas)).getByText('Admin')).toBeVisible();
  },
});

/** The last owner cannot be demoted: the server's refusal stays in the dialog. */
export const LastOwnerRefused = meta.story({
  play: async ({ canvas }) => {
    await membersTable(canvas);
    await rowAction(canvas, 'Jane Cooper', 'Change role');
    const dialog = await page.findByRole('dialog', { name: 'Change the role of Jane Cooper' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Member' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await expect(await within(dialog).findByRole('alert', {}, reply)).toHaveTextContent(
      WORKSPACE_ROLE_MESSAGES.lastOwner,
    );
  },
});

/** Removing asks first, then the member is gone and the seat free. */
export const RemoveMember = meta.story({
  play: async ({ canvas }) => {
    await membersTable(canvas);
    await rowAction(canvas, 'Tom Becker', 'Remove');
    const dialog = await page.findByRole('dialog', { name: 'Remove Tom Becker?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove collaborator' }));
    await expect(
      await page.findByText('Tom Becker no longer has access to Acme Media.', {}, reply),
    ).toBeVisible();
    await expect(canvas.getByText('1 of 3 seats used')).toBeVisible();
  },
});

/** Resend and revoke an open invitation. */
export const ResendAndRevoke = meta.story({
  ...as('globexOwner'),
  play: async ({ canvas }) => {
    await membersTable(canvas);
    await rowAction(canvas, 'invitation to lena@globex.example', 'Resend');
    await expect(
      await page.findByText('We sent the invitation to lena@globex.example again.', {}, reply),
    ).toBeVisible();
    await rowAction(canvas, 'invitation to lena@globex.example', 'Revoke');
    const dialog = await page.findByRole('dialog', { name: 'Revoke the invitation to lena@globex.example?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await expect(await canvas.findByText('No pending invitations', {}, reply)).toBeVisible();
  },
});

/** Each member sets their own notifications and app icon colour. */
export const SaveNotifications = meta.story({
  ...as('member'),
  play: async ({ canvas }) => {
    await membersTable(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: 'Assembly warnings' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Green' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save notifications' }));
    await expect(await page.findByText('Your notifications are saved', {}, reply)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Assembly warnings' })).toBeChecked();
  },
});

/** Leaving asks first; the app is told in the server's words. */
export const Leave = meta.story({
  ...as('globexMember'),
  play: async ({ canvas, args }) => {
    await membersTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave workspace' }));
    const dialog = await page.findByRole('dialog', { name: 'Leave Globex Studio?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    await waitFor(() => expect(args.onLeft).toHaveBeenCalledWith('You left Globex Studio.'), reply);
  },
});
