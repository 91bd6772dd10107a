import { href } from '@console/ui';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';
import { billingAccount, billingScreenMeta, installHandlers, scenarioAfter } from './billing-screen-helpers';

/** How long to wait for the mock server; generous, since CI machines run many browsers at once. */
const REPLY = { timeout: 5000 };

/** Every state of the billing page: loading, a failure, Acme's month, over the plan, no card, an expired card. */
const meta = preview.meta({ title: 'Screens/Billing/BillingScreen/States', ...billingScreenMeta() });

/** Waiting for the billing reply: placeholders in the shape of the sections. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers('/acme-media/api/billing.json'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(canvas.getByText('Loading billing')).toBeInTheDocument();
  },
});

/** The service is down: the network text of spec §8 and a way to try again. */
export const LoadFailure = meta.story({
  parameters: { scenario: 'serverDown', visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Billing could not be loaded', {}, REPLY)).toBeVisible();
    await expect(canvas.getByText(/^Network error while doing a GET request to/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** Jane's Acme Media in mid-January: Startup, 6.2 GB of 10 GB, no limit, a Visa card, a coupon and a credit. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const month = await canvas.findByRole('region', { name: 'January 2026 at a glance' }, REPLY);
    await expect(
      within(month).getByRole('meter', { name: 'Data processed against the limit' }),
    ).toHaveAttribute('aria-valuetext', '6.20 GB of 10 GB');
    await expect(within(month).getByText('$49.00')).toBeVisible();
    await expect(
      within(month).getByRole('figure', { name: 'Data processed this month, with the forecast' }),
    ).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('WELCOME20')).toBeVisible();
    await expect(canvas.getByText('$50.00 credit')).toBeVisible();
    const plans = canvas.getByRole('region', { name: 'Plan' });
    await expect(within(plans).getByText('Current plan')).toBeVisible();
    await expect(within(plans).getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await expect(within(plans).getByRole('button', { name: 'Downgrade to Sandbox' })).toBeVisible();
    const invoices = await canvas.findByRole('table', { name: 'Invoices' }, REPLY);
    await expect(
      await within(invoices).findByRole('link', { name: 'INV-2025-12-00012' }, REPLY),
    ).toBeVisible();
    await expect(within(invoices).queryByRole('button', { name: /^Pay now/ })).toBeNull();
    await expect(await canvas.findByRole('table', { name: 'Usage in January 2026' }, REPLY)).toBeVisible();
  },
});

/**
 * Globex Studio has used 67 GB of its Pro plan's 50 GB, and is heading past its $400 bill limit on the 22nd. No
 * published plan is larger than Pro, so the warning offers no plan to move to.
 */
export const OverPlanAndLimit = meta.story({
  ...billingScreenMeta('globex-studio'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This workspace has used more than its plan includes', {}, REPLY),
    ).toBeVisible();
    await expect(
      canvas.getByText('Every GB beyond the 50 GB of the Pro plan is billed at $3.90 or less, by its tiers.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Compare plans' })).toBeNull();
    await expect(canvas.getByLabelText('Monthly limit in USD')).toHaveValue('400');
    await expect(canvas.getByText(/\$400\.00 is reached on/)).toHaveTextContent(
      "At this month's pace, $400.00 is reached on January 22, 2026.",
    );
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
  },
});

/** Acme Media on Sandbox has used 6.2 GB of its capped 5 GB: the warning's action is the page's plans, where larger ones are. */
export const OverPlanWithLargerPlans = meta.story({
  async beforeEach({ msw }) {
    await installHandlers(
      msw,
      scenarioAfter('member', (backend) => {
        const acme = backend.state.workspaces.find((workspace) => workspace.slug === 'acme-media');
        // Sandbox, the seed's plan id 1.
        if (acme) acme.plan_id = 1;
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This workspace has used more than its plan includes', {}, REPLY),
    ).toBeVisible();
    // Sandbox is capped: it bills no extra GB, it stops.
    await expect(
      canvas.getByText('New assemblies are refused until the allowance renews or you move to a larger plan.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      href.billing('acme-media', 'plans'),
    );
    await expect(canvas.getByRole('region', { name: 'Plan' })).toHaveAttribute('id', 'plans');
  },
});

/** The bill limit is below what the month has already cost: the page says it is reached and what follows. */
export const BillLimitReached = meta.story({
  async beforeEach({ msw }) {
    await installHandlers(
      msw,
      scenarioAfter('member', (backend) => {
        const acme = backend.state.workspaces.find((workspace) => workspace.slug === 'acme-media');
        if (acme) Object.assign(acme, { bill_limit: 40, stop_processing_on_bill_limit: true });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The bill limit is reached', {}, REPLY)).toBeVisible();
    await expect(
      canvas.getByText(
        /This month has cost \$49\.00, past its limit of \$40\.00\. New assemblies are refused/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('This month has already cost $40.00 or more.')).toBeVisible();
  },
});

/** Service Operations pays by bank transfer and has no card on file. */
export const NoCard = meta.story({
  ...billingScreenMeta('service-operations'),
  parameters: { ...billingScreenMeta('service-operations').parameters, scenario: 'admin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No card on file.', {}, REPLY)).toBeVisible();
    await expect(canvas.getByText(/pays its invoices by bank transfer/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a card' })).toBeVisible();
  },
});

/** Acme's card ran out in October 2025. */
export const ExpiredCard = meta.story({
  async beforeEach({ msw }) {
    await installHandlers(
      msw,
      scenarioAfter('member', (backend) => {
        const card = billingAccount(backend, 'acme-media').card;
        if (card) card.expires = '2025-10';
      }),
    );
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByText('Visa ending in 4242', {}, REPLY);
    await expect(card).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText('Jane Cooper · expires 10/2025')).toBeVisible();
  },
});

/** The unpaid-invoices scenario: Acme's two newest invoices wait for payment, each with "Pay now". */
export const UnpaidInvoices = meta.story({
  parameters: { scenario: 'unpaidInvoices' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('2 unpaid: pay them to keep processing running.', {}, REPLY),
    ).toBeVisible();
    const invoices = canvas.getByRole('table', { name: 'Invoices' });
    await expect(
      await within(invoices).findAllByRole('button', { name: /^Pay now: INV-/ }, REPLY),
    ).toHaveLength(2);
    await expect(within(invoices).getAllByText('Unpaid')).toHaveLength(2);
  },
});
