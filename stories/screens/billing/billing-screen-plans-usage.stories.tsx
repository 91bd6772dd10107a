import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { billingScreenMeta } from './billing-screen-helpers';

/** How long to wait for the mock server; generous, since CI machines run many browsers at once. */
const REPLY = { timeout: 5000 };

/** Changing plans, and the usage per robot with its month picker and CSV export. */
const meta = preview.meta({ title: 'Screens/Billing/BillingScreen/PlansAndUsage', ...billingScreenMeta() });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Upgrading to Pro: the preview says what it costs from today, and the page moves to Pro. */
export const Upgrade = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upgrade to Pro' }, REPLY));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Change to Pro?' }));
    await expect(await dialog.findByText('$150.00 more a month', {}, REPLY)).toBeVisible();
    await expect(dialog.getByText('Today')).toBeVisible();
    await expect(dialog.getByText('$82.26 for the rest of this month')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Why are you changing plans/), 'We need field search');
    await userEvent.click(dialog.getByRole('button', { name: 'Change to Pro' }));
    const plans = await canvas.findByRole('region', { name: 'Plan' }, REPLY);
    const pro = within(await within(plans).findByRole('listitem', { name: 'Pro' }, REPLY));
    await expect(await pro.findByText('Current plan', {}, REPLY)).toBeVisible();
    // The month is priced on Pro now: the page has settled on the new plan.
    const month = within(canvas.getByRole('region', { name: 'January 2026 at a glance' }));
    await expect(await month.findAllByText('$199.00', {}, REPLY)).toHaveLength(2);
    await expect(
      await body(canvasElement).findByText('You are on the Pro plan now.', {}, REPLY),
    ).toBeVisible();
  },
});

/** Downgrading waits for the next month, and the page says so. */
export const Downgrade = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Downgrade to Sandbox' }, REPLY));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Change to Sandbox?' }));
    await expect(await dialog.findByText('$49.00 less a month', {}, REPLY)).toBeVisible();
    await expect(dialog.getByText('On February 1, 2026')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Change to Sandbox' }));
    await expect(await canvas.findByText('Moving to Sandbox on February 1, 2026', {}, REPLY)).toBeVisible();
  },
});

/** Another month from the picker, then its rows as CSV. */
export const UsageByMonth = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const usage = within(await canvas.findByRole('region', { name: 'Usage' }, REPLY));
    await expect(await usage.findByRole('table', { name: 'Usage in January 2026' }, REPLY)).toBeVisible();
    await userEvent.click(usage.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(body(canvasElement).getByRole('option', { name: 'November 2025' }));
    const table = await usage.findByRole('table', { name: 'Usage in November 2025' }, REPLY);
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
    const created: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:usage';
    };
    try {
      await userEvent.click(usage.getByRole('button', { name: 'Export CSV' }));
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    const csv = (await created[0]?.text()) ?? '';
    await expect(csv.split('\n')[0]).toBe(
      'month,robot,region,robot_factor,bytes_in,bytes_out,billed_bytes,free',
    );
    await expect(csv).toContain('2025-11,/video/encode,eu-west-1,1,');
  },
});
