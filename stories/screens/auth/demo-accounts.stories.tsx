import { DEMO_PASSWORD, DEMO_PEOPLE } from '@console/mock-api';
import { DemoAccounts } from '@console/ui';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { clipboardMock, stubClipboard } from '../../patterns/clipboard-stub';

const writeText = clipboardMock();

const meta = preview.meta({
  title: 'Screens/Auth/DemoAccounts',
  component: DemoAccounts,
  parameters: {
    shell: false,
    scenario: 'loggedOut',
  },
  args: { accounts: Object.values(DEMO_PEOPLE), password: DEMO_PASSWORD },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  beforeEach: stubClipboard(writeText),
});

/** Every demo person with what is special about them, and the shared password. */
export const Playground = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Demo accounts' })).toBeVisible();
    for (const person of Object.values(DEMO_PEOPLE)) {
      await expect(canvas.getByText(person.email)).toBeVisible();
    }
    await expect(canvas.getByText(DEMO_PASSWORD)).toBeVisible();
  },
});

/** Each address and the password copy with one click. */
export const CopyLogin = meta.story({
  play: async ({ canvas }) => {
    writeText.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Jane Cooper’s e-mail address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(DEMO_PEOPLE.member.email));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the demo password' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(DEMO_PASSWORD));
  },
});

/** A single account, as a deployment with one shared demo login would list it. */
export const SingleAccount = meta.story({
  args: {
    accounts: [{ email: 'demo@acme-media.example', name: 'Acme Media demo', note: 'Owner of one workspace' }],
    password: 'acme-demo-2026',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
});
