import { getCurrentUser, setCsrfToken } from '@console/api';
import {
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
  setAssemblyClock,
} from '@console/mock-api';
import { AssemblyScreen, href, patterns } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { useParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import {
  acme,
  assemblyScreenMeta,
  assemblyStory,
  expectAssemblyLink,
  loaded,
  openAction,
  reply,
  summary,
} from './assembly-screen-helpers';

/** Replay and cancel: each asks first, then reports how it went. */
const meta = preview.meta({ title: 'Screens/Assemblies/AssemblyScreen/Actions', ...assemblyScreenMeta });

/** The assembly of the route, keyed by id like the console's page, so a navigation to another one shows it. */
function RoutedAssembly() {
  const { workspace = '', id = '' } = useParams();
  return <AssemblyScreen key={id} workspace={workspace} id={id} />;
}

/** Signs in for a story whose screen posts (the CSRF token comes with the current user); undone afterwards. */
async function signIn() {
  await getCurrentUser();
  return () => setCsrfToken(null);
}

/** The service refusing a POST to one of Acme's assembly paths, in its own words. */
const refusal = (path: string, status: number, message: string) =>
  http.post(`${MOCK_API_BASE_URL}/acme-media/api/assemblies/${path}`, () =>
    HttpResponse.json({ meta: { status: 'error', message, redirect: null } }, { status }),
  );

/**
 * Replay asks first, then starts a new assembly, says so and goes to it, with focus on its title. The backend's
 * clock stands still at the fixtures' instant, so the replay stays exactly where the story finds it: replaying.
 */
export const ReplaySuccess = meta.story({
  parameters: { route: href.assembly('acme-media', acme(1)), path: patterns.assembly },
  render: () => <RoutedAssembly />,
  async beforeEach({ msw }) {
    const { backend } = createScenario('member');
    setAssemblyClock(backend, () => Date.parse(FIXTURE_NOW));
    msw.use(...createHandlers(backend));
    return signIn();
  },
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Completed');
    const dialog = await openAction(header, 'Replay', 'Replay this assembly?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replay assembly' }));

    await expect(await within(document.body).findByText('Replay started', {}, reply)).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(acme(1)),
      reply,
    );
    const replayHeader = await loaded(canvas, 'Replaying');
    const title = canvas.getByRole('heading', { level: 1 });
    await waitFor(() => expect(title.querySelector('[tabindex="-1"]')).toHaveFocus());
    await expect(within(replayHeader).getByRole('button', { name: 'Cancel assembly' })).toBeVisible();
    await expectAssemblyLink(canvas, 1);
    await expect(summary(canvas, 'Created')).toHaveTextContent('just now');
  },
});

/** Cancel asks first; once confirmed the badge turns Canceled, Replay takes Cancel's place and focus goes to the title. */
export const CancelFlow = meta.story({
  ...assemblyStory(6, { dark: true }),
  beforeEach: signIn,
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Executing');
    const dialog = await openAction(header, 'Cancel assembly', 'Cancel this assembly?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it running' }));
    await waitFor(() =>
      expect(within(header).getByRole('button', { name: 'Cancel assembly' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Enter}');
    const again = await within(document.body).findByRole('dialog', { name: 'Cancel this assembly?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel assembly' }));
    await expect(await within(header).findByText('Canceled', {}, reply)).toBeVisible();
    await expect(await within(document.body).findByText('Assembly canceled', {}, reply)).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Replay' })).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1 }).querySelector('[tabindex="-1"]');
    await waitFor(() => expect(title).toHaveFocus());
  },
});

/** The assembly finished while the dialog was open: the server refuses in its own words and the dialog stays. */
export const CancelRefused = meta.story({
  ...assemblyStory(6),
  beforeEach({ msw }) {
    msw.use(refusal(`${acme(6)}/cancel.json`, 409, 'Only a running assembly can be canceled.'));
    return signIn();
  },
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Executing');
    const dialog = await openAction(header, 'Cancel assembly', 'Cancel this assembly?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel assembly' }));
    await expect(await within(dialog).findByRole('alert', {}, reply)).toHaveTextContent(
      'Only a running assembly can be canceled.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep it running' })).toBeEnabled();
  },
});

/** The service refuses the replay in its own words (the bill limit was reached meanwhile); the dialog stays open. */
export const ReplayRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(
      refusal(
        `${acme(1)}/replay.json`,
        402,
        'The workspace has reached its bill limit, so no further Assemblies run this month.',
      ),
    );
    return signIn();
  },
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Completed');
    const dialog = await openAction(header, 'Replay', 'Replay this assembly?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replay assembly' }));
    await expect(await within(dialog).findByRole('alert', {}, reply)).toHaveTextContent(
      'The workspace has reached its bill limit, so no further Assemblies run this month.',
    );
    await expect(within(document.body).queryByText('Replay started')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(within(header).getByRole('button', { name: 'Replay' })).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(acme(1));
  },
});
