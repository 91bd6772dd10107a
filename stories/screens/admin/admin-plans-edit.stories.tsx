import { getCurrentUser, PLAN_MESSAGES, setCsrfToken } from '@console/api';
import { AdminPlansScreen, href, withBasename } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

/** The mock backend builds its fleet of 50,000 workspaces on the first call, in a few seconds. */
const FLEET_WAIT = { timeout: 20_000 };

const route = (plan: string) => `${withBasename(href.adminPlans())}?plan=${plan}`;

const meta = preview.meta({
  title: 'Screens/Admin/Plans/Edit',
  component: AdminPlansScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: route('3'),
    path: withBasename(href.adminPlans()),
  },
  // The app reads the current user (and with it the CSRF token writes need) before any admin page.
  async beforeEach() {
    await getCurrentUser().catch(() => null);
    return () => setCsrfToken(null);
  },
});

const mainOf = (canvas: { getByRole: (role: string) => HTMLElement }) => within(canvas.getByRole('main'));

/** A published plan that workspaces are on: the form says how many up front, and saving asks to confirm that count. */
export const PublishedPlanWarns = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Edit plan Pro' }, FLEET_WAIT),
    ).toBeVisible();
    const warning = main.getByText(/^[\d,.\s]+ workspaces use this plan$/);
    await expect(warning).toBeVisible();
    const count = (warning.textContent ?? '').replace(/ workspaces use this plan$/, '');
    const price = main.getByRole('textbox', { name: /^Price per month \(USD\)/ });
    await userEvent.clear(price);
    await userEvent.type(price, '209');
    await userEvent.click(main.getByRole('button', { name: 'Save plan' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: `Change Pro for ${count} workspaces?`,
    });
    // Saving for all of them is the e2e's (tests/e2e/admin-business.e2e.test.ts): here the question is the state.
    await expect(dialog).toHaveTextContent(`saving changes what these ${count} workspaces are billed`);
  },
});

/** An unpublished plan saves straight away: no customer pays it yet. */
export const UnpublishedPlan = meta.story({
  parameters: { route: route('9') },
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Edit plan Startup (EUR)' }, FLEET_WAIT),
    ).toBeVisible();
    await expect(main.queryByText(/workspaces? use this plan/)).toBeNull();
    const title = main.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Startup Europe');
    await userEvent.click(main.getByRole('button', { name: 'Save plan' }));
    await expect(
      await within(document.body).findByText('Plan “Startup Europe” saved.', {}, FLEET_WAIT),
    ).toBeVisible();
  },
});

/**
 * Leaving the editor with changes asks first: "Stay on this page" keeps what was typed, "Leave without saving" goes
 * to the list and drops it (opening the plan again shows what is saved). The picture is the question, asked by
 * Cancel.
 */
export const LeavingWithChangesAsks = meta.story({
  parameters: { route: route('9') },
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    const page = within(document.body);
    const title = await main.findByRole('textbox', { name: /^Title/ }, FLEET_WAIT);
    await userEvent.clear(title);
    await userEvent.type(title, 'Startup Europe');

    await userEvent.click(main.getByRole('button', { name: 'All plans' }));
    const question = await page.findByRole('dialog', { name: 'Leave without saving?' });
    await expect(question).toHaveTextContent(
      'Your changes to the plan “Startup (EUR)” have not been saved. They are lost if you leave this page.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(main.getByRole('heading', { level: 1, name: 'Edit plan Startup (EUR)' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: /^Title/ })).toHaveValue('Startup Europe');

    await userEvent.click(main.getByRole('button', { name: 'All plans' }));
    await userEvent.click(
      within(await page.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await expect(await main.findByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Startup (EUR)' }));
    await expect(await main.findByRole('textbox', { name: /^Title/ })).toHaveValue('Startup (EUR)');

    await userEvent.type(main.getByRole('textbox', { name: /^Title/ }), ' 2027');
    await userEvent.click(main.getByRole('button', { name: 'Cancel' }));
    await expect(await page.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  },
});

/** Tiers out of order and a price of 0: each cell is marked and says what to fix; nothing typed is lost. */
export const InvalidTiers = meta.story({
  parameters: { route: route('9') },
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    const bound = await main.findByRole('textbox', { name: 'Tier 1: up to GB' }, FLEET_WAIT);
    await userEvent.click(main.getByRole('button', { name: 'Add tier' }));
    await userEvent.type(main.getByRole('textbox', { name: 'Tier 3: price per GB' }), '0');
    await userEvent.clear(bound);
    await userEvent.type(bound, '100');
    await userEvent.type(main.getByRole('textbox', { name: 'Tier 2: up to GB' }), '50');
    await userEvent.click(main.getByRole('button', { name: 'Save plan' }));
    const secondBound = main.getByRole('textbox', { name: 'Tier 2: up to GB' });
    await waitFor(() => expect(secondBound).toHaveAccessibleDescription(PLAN_MESSAGES.tierBound(2, 100)));
    await expect(secondBound).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('textbox', { name: 'Tier 3: price per GB' })).toHaveAccessibleDescription(
      PLAN_MESSAGES.tierPrice(3),
    );
    await expect(main.getByRole('textbox', { name: 'Tier 2: up to GB' })).toHaveValue('50');
  },
});

/** A new plan: empty required fields are named beside each one and in a summary. */
export const NewPlanRequired = meta.story({
  parameters: { route: route('new') },
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'New plan' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Create plan' }));
    await expect(await main.findByRole('alert')).toHaveTextContent('Check the highlighted fields');
    await expect(main.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      PLAN_MESSAGES.title,
    );
  },
});

/** A slug another plan has: the server's refusal sits beside the slug. */
export const SlugTaken = meta.story({
  parameters: { route: route('new') },
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    const type = async (name: RegExp | string, value: string) =>
      userEvent.type(await main.findByRole('textbox', { name }), value);
    await type(/^Title/, 'Pro again');
    await type(/^Slug/, 'pro');
    await type(/^Price per month \(USD\)/, '199');
    await type(/^Price per GB beyond the allowance/, '3.9');
    await type(/^GB included/, '50');
    await type(/^Simultaneous jobs/, '40');
    await type(/^Concurrent priority jobs/, '20');
    await type(/^Concurrent batch job slots/, '80');
    await userEvent.click(main.getByRole('button', { name: 'Create plan' }));
    await waitFor(() =>
      expect(main.getByRole('textbox', { name: /^Slug/ })).toHaveAccessibleDescription(
        expect.stringContaining(PLAN_MESSAGES.slugTaken('pro')),
      ),
    );
  },
});
