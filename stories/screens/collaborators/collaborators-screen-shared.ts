import { CollaboratorsScreen, href, patterns, withBasename } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PERSONAS, type Persona, page, reply, startAs } from '../settings/settings-shared';

/** What every story file of the team screen shares: the component, Jane's Acme Media, and its arguments. */
export const collaboratorsMeta = {
  component: CollaboratorsScreen,
  parameters: {
    route: withBasename(href.collaborators('acme-media')),
    path: withBasename(patterns.collaborators),
  },
  args: { workspace: 'acme-media', onLeft: fn() },
  beforeEach: startAs,
};

/** A story's parameters and arguments for another persona's workspace. */
export function as(persona: Persona) {
  const { slug } = PERSONAS[persona];
  return {
    parameters: { route: withBasename(href.collaborators(slug)), persona },
    args: { workspace: slug },
  };
}

/**
 * The members table, once the team has loaded: the loading page has the table too, with skeleton rows, so this
 * waits for the page to stop being busy and finds the table then.
 */
export async function membersTable(canvas: ReturnType<typeof within>) {
  const heading = await canvas.findByRole('heading', { level: 1, name: 'Collaborators' }, reply);
  const main = heading.closest('main') ?? document.body;
  await waitFor(() => expect(main.querySelector('[aria-busy="true"]')).toBeNull(), reply);
  return canvas.getByRole('table', { name: 'Collaborators' });
}

/** Chooses a row action ("Change role", "Remove", "Resend", "Revoke") of the row named `label`. */
export async function rowAction(canvas: ReturnType<typeof within>, label: string, action: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${label}` }, reply));
  await userEvent.click(await page.findByRole('menuitem', { name: action }));
}

/** Opens the invitation dialog and gives it once its form (loaded as the dialog first opens) is there. */
export async function openInvite(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Invite people' }, reply));
  const dialog = within(await page.findByRole('dialog', { name: 'Invite collaborators' }));
  await dialog.findByLabelText(/^E-mail addresses/, {}, reply);
  return dialog;
}
