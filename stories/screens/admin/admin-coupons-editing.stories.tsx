import { getCurrentUser, setCsrfToken } from '@console/api';
import { AdminCouponsScreen, href, withBasename } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const reply = { timeout: 5000 };
const page = within(document.body);

const meta = preview.meta({
  title: 'Screens/Admin/Coupons editing',
  component: AdminCouponsScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminCoupons()),
    path: withBasename(href.adminCoupons()),
  },
  async beforeEach() {
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

/** Waits for a toast with this text in the notifications region. */
async function toast(text: string) {
  await waitFor(
    () => expect(page.getByRole('region', { name: /Notifications/ })).toHaveTextContent(text),
    reply,
  );
}

async function table(canvas: HTMLElement) {
  await within(canvas).findByText('LAUNCH-100', {}, reply);
  return within(canvas).getByRole('table', { name: 'Coupons' });
}

async function openNew(canvas: HTMLElement) {
  await table(canvas);
  await userEvent.click(within(canvas).getByRole('button', { name: 'New coupon' }));
  const dialog = await page.findByRole('dialog', { name: 'New coupon' });
  await within(dialog).findByRole('textbox', { name: /Code/ }, reply);
  return within(dialog);
}

async function rowAction(canvas: HTMLElement, code: string, action: string) {
  await table(canvas);
  await userEvent.click(within(canvas).getByRole('button', { name: `Actions for coupon ${code}` }));
  await userEvent.click(await page.findByRole('menuitem', { name: action }));
}

/** A generated code and a one-time credit: created, it tops the list as valid. */
export const Create = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    const code = dialog.getByRole('textbox', { name: /Code/ });
    await expect((code as HTMLInputElement).value).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await userEvent.clear(code);
    await userEvent.type(code, 'spring-credit');
    await userEvent.click(dialog.getByRole('radio', { name: 'A credit, once' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Credit/ }), '25');
    await userEvent.type(dialog.getByRole('textbox', { name: /Most redemptions/ }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));
    await toast('Coupon SPRING-CREDIT created: customers can redeem it now.');
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent(
        'SPRING-CREDITValid25.00 creditNoneNo end0 / 10 redemptions',
      ),
    );
  },
});

/** Bad input is refused beside each field before anything is sent, and nothing typed is lost. */
export const InvalidInput = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Code/ }), 'no spaces!');
    await userEvent.type(dialog.getByRole('textbox', { name: /Percent off/ }), '150');
    await userEvent.clear(dialog.getByRole('textbox', { name: /For how many months/ }));
    await userEvent.type(dialog.getByLabelText(/Valid until/), '12/31/2025');
    await userEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));
    const code = dialog.getByRole('textbox', { name: /Code/ });
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Use capital letters A–Z, digits and dashes only\./),
    );
    await expect(dialog.getByRole('textbox', { name: /Percent off/ })).toHaveAccessibleDescription(
      /Give a percentage from 1 to 100\./,
    );
    await expect(dialog.getByRole('textbox', { name: /For how many months/ })).toHaveAccessibleDescription(
      /Give the number of monthly invoices, 1 or more\./,
    );
    await expect(dialog.getByLabelText(/Valid until/)).toHaveAccessibleDescription(
      /Pick a day after today\./,
    );
    await expect(code).toHaveValue('no spaces!');
    await waitFor(() => expect(code).toHaveFocus());
  },
});

/** A code another coupon has is refused by the service beside the code. */
export const CodeTaken = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Code/ }), 'WELCOME20');
    await userEvent.type(dialog.getByRole('textbox', { name: /Percent off/ }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Code/ })).toHaveAccessibleDescription(
        /There is already a coupon WELCOME20\. Choose another code\./,
      ),
    );
  },
});

/** Editing opens on the coupon's values; saving updates its row. */
export const Edit = meta.story({
  play: async ({ canvasElement }) => {
    await rowAction(canvasElement, 'STARTUP50', 'Edit');
    const dialog = within(await page.findByRole('dialog', { name: 'Edit coupon STARTUP50' }));
    const percent = await dialog.findByRole('textbox', { name: /Percent off/ }, reply);
    await expect(percent).toHaveValue('20');
    await userEvent.clear(percent);
    await userEvent.type(percent, '50');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await toast('Coupon STARTUP50 saved.');
    await waitFor(async () =>
      expect(await table(canvasElement)).toHaveTextContent('STARTUP50Valid50 % for 3 months'),
    );
  },
});

/** Deactivating asks first; the coupon then shows as expired. */
export const Deactivate = meta.story({
  play: async ({ canvasElement }) => {
    await rowAction(canvasElement, 'EDU-2026', 'Deactivate');
    const dialog = within(await page.findByRole('dialog', { name: 'Deactivate coupon EDU-2026?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate coupon' }));
    await toast('Coupon EDU-2026 deactivated: it can no longer be redeemed.');
    await waitFor(async () => expect(await table(canvasElement)).toHaveTextContent('EDU-2026Expired'));
  },
});

/** The redeemed count opens who redeemed it, each workspace linked to its admin page. */
export const Redemptions = meta.story({
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /redemptions of WELCOME20: show who/ }),
    );
    const dialog = within(await page.findByRole('dialog', { name: 'Redemptions of WELCOME20' }));
    const link = await dialog.findByRole('link', { name: 'Acme Media' }, reply);
    await expect(link).toHaveAttribute('href', expect.stringContaining(href.adminWorkspace('acme-media')));
    await expect(dialog.getByRole('table', { name: 'Redemptions' })).toHaveTextContent('Dec 6, 2025');
  },
});
