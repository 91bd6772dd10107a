import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { recordPosts } from '../account/mock-requests';
import { billingScreenMeta } from './billing-screen-helpers';

/** How long to wait for the mock server; generous, since CI machines run many browsers at once. */
const REPLY = { timeout: 5000 };

/** The billing page's forms: the bill limit with its forecast, the card, coupons. */
const meta = preview.meta({ title: 'Screens/Billing/BillingScreen/Forms', ...billingScreenMeta() });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typing a limit moves the forecast sentence and the chart's limit line; saving keeps it. */
export const SetBillLimit = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const amount = await canvas.findByLabelText('Monthly limit in USD', {}, REPLY);
    await expect(canvas.getByText('Without a limit, this month is heading for $64.97.')).toBeVisible();
    await userEvent.type(amount, '55');
    await expect(canvas.getByText(/\$55\.00 is reached on/)).toHaveTextContent(
      "At this month's pace, $55.00 is reached on January 27, 2026.",
    );
    const chart = canvas.getByRole('figure', { name: 'Data processed this month, with the forecast' });
    await expect(within(chart).getByRole('columnheader', { name: 'Bill limit' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: 'Stop processing when the limit is reached' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save bill limit' }));
    await expect(await canvas.findByRole('button', { name: 'Remove the limit' }, REPLY)).toBeVisible();
    await expect(canvas.getByLabelText('Monthly limit in USD')).toHaveValue('55');
    await expect(await body(canvasElement).findByText('The bill limit is saved.', {}, REPLY)).toBeVisible();
  },
});

/** An amount that is not one: the field says so and keeps what was typed. */
export const BillLimitInvalid = meta.story({
  play: async ({ canvas }) => {
    const amount = await canvas.findByLabelText('Monthly limit in USD', {}, REPLY);
    await userEvent.type(amount, '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bill limit' }));
    await expect(
      canvas.getByText('Enter the bill limit as an amount greater than 0, with at most two decimals.'),
    ).toBeVisible();
    await expect(amount).toHaveValue('12.345');
    await expect(amount).toHaveFocus();
  },
});

/** The card form checks the number (Luhn), the expiry, the code and the owner before anything is sent. */
export const CardInvalid = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace card' }, REPLY));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Replace the card' }));
    await userEvent.type(dialog.getByLabelText(/^Card number/), '4242 4242 4242 4241');
    await userEvent.type(dialog.getByLabelText(/^Expiry/), '12/25');
    await userEvent.type(dialog.getByLabelText(/^Security code/), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await expect(dialog.getByText('This card number is not valid. Check it for a typo.')).toBeVisible();
    await expect(dialog.getByText('This card has expired. Use a card that is still valid.')).toBeVisible();
    await expect(dialog.getByText('Enter the 3-digit security code.')).toBeVisible();
    await expect(dialog.getByText('Enter the name on the card.')).toBeVisible();
    await expect(dialog.getByLabelText(/^Card number/)).toHaveFocus();
  },
});

const sentCards: unknown[] = [];

/** A valid card: only the token, last four digits, brand, expiry and owner go to the server. */
export const ReplaceCard = meta.story({
  beforeEach({ msw }) {
    sentCards.length = 0;
    msw.use(recordPosts('/acme-media/api/billing/card.json', (sent) => sentCards.push(sent)));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace card' }, REPLY));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Replace the card' }));
    await userEvent.type(dialog.getByLabelText(/^Card number/), '5555 5555 5555 4444');
    await userEvent.type(dialog.getByLabelText(/^Expiry/), '04/29');
    await userEvent.type(dialog.getByLabelText(/^Security code/), '123');
    await userEvent.type(dialog.getByLabelText(/^Name on the card/), 'Jane Cooper');
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByText('Mastercard ending in 4444', {}, REPLY)).toBeVisible();
    await expect(sentCards).toEqual([
      {
        token: expect.stringMatching(/^tok_[0-9a-f]{24}$/),
        last4: '4444',
        brand: 'mastercard',
        exp_month: 4,
        exp_year: 2029,
        owner_name: 'Jane Cooper',
      },
    ]);
    await expect(JSON.stringify(sentCards)).not.toContain('5555');
  },
});

/**
 * Each refused code has its own words, next to the field, and the code stays as typed; an empty field is refused
 * before asking, with the caret put back in it.
 */
export const CouponRefusals = meta.story({
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('Coupon code', {}, REPLY);
    const redeem = canvas.getByRole('button', { name: 'Redeem' });
    await userEvent.click(redeem);
    await expect(canvas.getByText('Enter the coupon code.')).toBeVisible();
    await expect(field).toHaveFocus();
    const tries: [string, string][] = [
      ['NOPE', 'There is no coupon with this code. Check it for typos.'],
      ['SUMMER-2025', 'This coupon expired on September 17, 2025.'],
      ['LAUNCH-100', 'This coupon has been redeemed as often as it can be.'],
      ['WELCOME20', 'This workspace has already redeemed this coupon.'],
    ];
    for (const [code, message] of tries) {
      await userEvent.clear(field);
      await userEvent.type(field, code);
      await userEvent.click(redeem);
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(field).toHaveValue(code);
    }
  },
});

/** A code for an amount becomes a credit in the list. */
export const CouponRedeemed = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Coupon code', {}, REPLY), 'partner-acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByText('Coupon PARTNER-ACME', {}, REPLY)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Coupon code')).toHaveValue(''));
  },
});
