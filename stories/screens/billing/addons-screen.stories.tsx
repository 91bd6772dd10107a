import { getCurrentUser, setCsrfToken } from '@console/api';
import { AddonsScreen, href, patterns, withBasename } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';

/** How long to wait for the mock server; generous, since CI machines run many browsers at once. */
const REPLY = { timeout: 5000 };

const meta = preview.meta({
  title: 'Screens/Billing/AddonsScreen',
  component: AddonsScreen,
  parameters: { route: withBasename(href.addons('acme-media')), path: withBasename(patterns.addons) },
  args: { workspace: 'acme-media' },
  async beforeEach() {
    await getCurrentUser().catch(() => null);
    return () => setCsrfToken(null);
  },
});

const addon = async (canvas: ReturnType<typeof within>, name: string) =>
  within(await canvas.findByRole('listitem', { name }));

/** Acme Media on Startup: nothing is on; priority slots and seats come with the plan, 5 and 3. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const turbo = await addon(canvas, 'Image turbo mode');
    await expect(turbo.getByText('$49.00 a month')).toBeVisible();
    await expect(turbo.getByRole('button', { name: 'Turn on' })).toBeVisible();
    const seats = await addon(canvas, 'Extra seats');
    await expect(seats.getByText(/3 seats included in your plan/)).toBeVisible();
  },
});

/**
 * On Pro, Globex has image turbo mode and field search in its plan: nothing to turn on there, and both are listed
 * first, among what the workspace has.
 */
export const IncludedInPlan = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: withBasename(href.addons('globex-studio')) },
  play: async ({ canvas }) => {
    const search = await addon(canvas, 'Assembly field search');
    const on = canvas.getByRole('list', { name: 'On in this workspace' });
    await expect(within(on).getByRole('listitem', { name: 'Assembly field search' })).toBeVisible();
    await expect(search.getByText('Included')).toBeVisible();
    await expect(search.queryByRole('button')).toBeNull();
  },
});

/**
 * Turning on two dedicated machines says first what the bill grows by; then the card reads "On: 2 machines",
 * among the add-ons the workspace has.
 */
export const TurnOnMachines = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const machines = await addon(canvas, 'Dedicated machines');
    await userEvent.click(machines.getByRole('button', { name: 'Turn on' }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Turn on Dedicated machines?' }),
    );
    const quantity = dialog.getByLabelText('How many machines', { exact: false });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    await expect(dialog.getByText('Choose how many, from 1 to 50.')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await expect(dialog.getByText(/goes up by \$1,500\.00/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    const on = await canvas.findByRole('list', { name: 'On in this workspace' }, REPLY);
    await expect(await within(on).findByText('On: 2 machines', {}, REPLY)).toBeVisible();
  },
});

/** Members see the add-ons but cannot change them: the server says so in the dialog. */
export const MemberRefused = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: withBasename(href.addons('globex-studio')), visual: { dark: true } },
  play: async ({ canvas, canvasElement }) => {
    const turbo = await addon(canvas, 'Video turbo mode');
    await userEvent.click(turbo.getByRole('button', { name: 'Turn on' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    await expect(
      await dialog.findByText("Only the workspace's owners and admins can change its billing.", {}, REPLY),
    ).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers('/acme-media/api/addons.json'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the add-ons')).toBeInTheDocument();
  },
});
