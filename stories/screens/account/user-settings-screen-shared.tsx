import { DEMO_PEOPLE } from '@console/mock-api';
import { href, UserSettingsScreen } from '@console/ui';
import type { RequestHandler } from 'msw';
import { fn, within } from 'storybook/test';
import { recordPosts } from './mock-requests';

export const profileBodies = fn();

export const passwordBodies = fn();

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
export const reply = { timeout: 5000 };

export const jane = DEMO_PEOPLE.member;

export const newAddress = 'jane.cooper@acme-media.example';

export const page = within(document.body);

/** A section of the screen by its heading, so a play function works inside one form. */
export async function section(canvas: ReturnType<typeof within>, name: string) {
  const heading = await canvas.findByRole('heading', { level: 2, name }, reply);
  const region = heading.closest('section');
  if (!region) throw new Error(`No section around the heading ${name}`);
  return within(region);
}

/** What every story file of Screens/Account/UserSettingsScreen shares: the component and its arguments. */
export const sharedMeta = {
  component: UserSettingsScreen,
  parameters: { scenario: 'member', shell: 'account', route: href.userSettings(), path: href.userSettings() },
  args: { onAccountCancelled: fn() },
  beforeEach({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) {
    profileBodies.mockClear();
    passwordBodies.mockClear();
    msw.use(
      recordPosts('/api/user/profile.json', profileBodies),
      recordPosts('/api/user/password.json', passwordBodies),
    );
  },
};
