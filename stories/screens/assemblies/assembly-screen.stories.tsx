import { getCurrentUser, setCsrfToken } from '@console/api';
import {
  assemblyIdFor,
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
  presetTemplateId,
  setAssemblyClock,
} from '@console/api/mocks';
import { AssemblyScreen } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { useParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
const reply = { timeout: 5000 };

/** Acme Media's generated assembly number `seq` (1 = newest); see the assembly factory for what each one is. */
const acme = (seq: number) => assemblyIdFor(1, seq);
const short = (id: string) => `${id.slice(0, 12)}…`;

/** A story of Acme's assembly `seq`, mounted on its own path so a navigation elsewhere shows where it went. */
function assemblyStory(seq: number) {
  const id = acme(seq);
  return {
    args: { workspace: 'acme-media', id },
    parameters: { route: `/c/acme-media/assemblies/${id}`, path: `/c/:workspace/assemblies/${id}` },
  };
}

const meta = preview.meta({
  title: 'Screens/Assemblies/AssemblyScreen',
  component: AssemblyScreen,
  ...assemblyStory(1),
});

type Canvas = ReturnType<typeof within>;

/** Waits for the summary, then gives the header's badge. */
async function loaded(canvas: Canvas, outcome: string) {
  await canvas.findByRole('heading', { level: 2, name: 'Summary' }, reply);
  const header = canvas
    .getByRole('heading', { level: 1 })
    .closest('[data-slot="page-header"]') as HTMLElement;
  await expect(within(header).getByText(outcome)).toBeVisible();
  return header;
}

/** The value of a summary row. */
function summary(canvas: Canvas, term: string): HTMLElement {
  const dt = canvas.getAllByText(term, { selector: 'dt' })[0] as HTMLElement;
  return dt.nextElementSibling as HTMLElement;
}

/** Presses one of the header's actions and gives the dialog it opens. */
async function openAction(header: HTMLElement, button: string, dialog: string) {
  await userEvent.click(within(header).getByRole('button', { name: button }));
  return within(document.body).findByRole('dialog', { name: dialog });
}

/** Asserts the link to Acme's assembly `seq`: its short id, pointing at its page. */
async function expectAssemblyLink(scope: Canvas, seq: number) {
  const link = scope.getByRole('link', { name: short(acme(seq)) });
  await expect(link).toHaveAttribute('href', `/acme-media/assemblies/${acme(seq)}`);
  return link;
}

/** The newest assembly: completed, with the files it made, its fields and a Replay button. */
export const Completed = meta.story({
  play: async ({ canvas }) => {
    const id = acme(1);
    const header = await loaded(canvas, 'Completed');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Assembly ${id}`);
    await expect(within(header).getByRole('button', { name: 'Copy assembly ID' })).toBeVisible();
    await expect(within(header).getByRole('link', { name: 'Assemblies' })).toHaveAttribute(
      'href',
      '/acme-media/assemblies',
    );
    await expect(within(header).getByRole('button', { name: 'Replay' })).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Cancel assembly' })).toBeNull();

    await expect(
      within(summary(canvas, 'Template')).getByRole('link', { name: 'encode-hls-ladder' }),
    ).toHaveAttribute('href', `/acme-media/templates/${presetTemplateId(1)}`);
    await expect(summary(canvas, 'Smart CDN')).toHaveTextContent('No');
    await expect(summary(canvas, 'Notify URL')).toHaveTextContent('None');
    await expect(summary(canvas, 'Created')).toHaveTextContent(/UTC.*minutes ago/);
    await expect(summary(canvas, 'Total')).toHaveTextContent(/\d/);
    await expect(canvas.getByText('No warnings.')).toBeVisible();
    // The status lists its 3 uploads and 12 results: by name, size and step, ten to a page.
    const files = canvas.getByRole('table', { name: 'Files in the assembly status' });
    const fileRows = within(files).getAllByRole('row').slice(1);
    await expect(fileRows).toHaveLength(10);
    await expect(fileRows[0]).toHaveTextContent('launch-keynote.mov746 KB:original');
    await expect(fileRows[3]).toHaveTextContent('launch-keynote.mp4276 KBhls_1080p');
    await expect(canvas.getByText('Showing 1–10 of 15')).toBeVisible();
    await expect(summary(canvas, 'order_id')).toHaveTextContent('ORD-000001');
    await expect(canvas.getByText('It has not been replayed.')).toBeVisible();
    const json = canvas.getByText('Assembly status JSON').closest('figure') as HTMLElement;
    await expect(json).toHaveTextContent('"ok": "ASSEMBLY_COMPLETED"');
    await expect(canvas.getByRole('button', { name: 'Copy Assembly status JSON' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Still uploading: no Replay yet, a Cancel button, and the page says it updates by itself. */
export const Uploading = meta.story({
  ...assemblyStory(8),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Uploading');
    await expect(within(header).getByRole('button', { name: 'Cancel assembly' })).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Replay' })).toBeNull();
    await expect(
      canvas.getByText('Still running: this page updates by itself until the assembly has finished.'),
    ).toBeVisible();
    await expect(summary(canvas, 'Upload')).toHaveTextContent('Not finished yet');
    await expect(summary(canvas, 'Notify URL')).toHaveTextContent(
      'https://hooks.example.com/transloadit/notify',
    );
  },
});

/** Executing: the upload is done, the rest is still to come. */
export const Executing = meta.story({
  ...assemblyStory(6),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Executing');
    await expect(within(header).getByRole('button', { name: 'Cancel assembly' })).toBeVisible();
    await expect(summary(canvas, 'Upload')).toHaveTextContent(/ s$/);
    await expect(summary(canvas, 'Execution')).toHaveTextContent('Not finished yet');
  },
});

/** Replaying another assembly: the parent is linked, and this one has a replay of its own. */
export const Replaying = meta.story({
  ...assemblyStory(19),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Replaying');
    const replays = canvas.getByRole('heading', { level: 2, name: 'Replays' }).closest('[data-slot="card"]');
    const section = within(replays as HTMLElement);
    await expect(section.getByText(/This assembly replays/)).toBeVisible();
    await expectAssemblyLink(section, 20);
    await expectAssemblyLink(section, 18);
  },
});

/** Canceled: Replay is offered again; its warning is listed by level. */
export const Canceled = meta.story({
  ...assemblyStory(10),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Canceled');
    await expect(within(header).getByRole('button', { name: 'Replay' })).toBeVisible();
    await expect(summary(canvas, 'Execution')).toHaveTextContent('Did not happen');
  },
});

/**
 * Aborted by the client while uploading; it came from a Smart CDN URL, so it carries no fields. Its files never
 * arrived in full, so there is no Replay, and the header says why.
 */
export const Aborted = meta.story({
  ...assemblyStory(14),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Aborted');
    await expect(within(header).queryByRole('button', { name: 'Replay' })).toBeNull();
    await expect(
      within(header).getByText('Its upload did not finish, so there is nothing to replay.'),
    ).toBeVisible();
    await expect(summary(canvas, 'Smart CDN')).toHaveTextContent('Yes, started by a Smart CDN URL');
    await expect(canvas.getByText('No fields were sent with this assembly.')).toBeVisible();
  },
});

/** Failed: the error code in a danger banner, the service's message under it. */
export const FailedWithCode = meta.story({
  ...assemblyStory(3),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Failed');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This assembly failed with INVALID_FILE_META_DATA');
    await expect(within(alert).getByText('INVALID_FILE_META_DATA', { selector: 'code' })).toBeVisible();
  },
});

/**
 * Refused before anything was uploaded: a signature that did not match, with the service's reason. With no files
 * there is nothing to replay, so the header says so instead of offering Replay.
 */
export const FailedBeforeUpload = meta.story({
  ...assemblyStory(13),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Failed');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This assembly failed with INVALID_SIGNATURE');
    await expect(alert).toHaveTextContent(
      'The signature does not match the parameters; check the auth secret used to sign them.',
    );
    await expect(summary(canvas, 'Total')).toHaveTextContent('Did not happen');
    await expect(within(header).queryByRole('button', { name: 'Replay' })).toBeNull();
    await expect(
      within(header).getByText('Nothing was uploaded, so there is nothing to replay.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Files in the assembly status' })).toBeNull();
  },
});

/** Two warnings of different levels, each under its level. */
export const WithWarnings = meta.story({
  ...assemblyStory(15),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Completed');
    const warnings = canvas
      .getByRole('heading', { level: 2, name: 'Warnings' })
      .closest('[data-slot="card"]');
    const levels = within(warnings as HTMLElement).getAllByRole('heading', { level: 3 });
    await expect(levels.map((level) => level.textContent)).toEqual(['warning 1', 'notice 1']);
    await expect(
      within(warnings as HTMLElement).getByText(
        'The /file/filter step rejected 2 of 3 files, so they were not encoded.',
      ),
    ).toBeVisible();
  },
});

/** The fields the integration sent, each copyable. */
export const WithFields = meta.story({
  ...assemblyStory(2),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Completed');
    await expect(summary(canvas, 'order_id')).toHaveTextContent('ORD-000002');
    await expect(summary(canvas, 'user_id')).toHaveTextContent(/^usr_\d+/);
    await expect(canvas.getByRole('button', { name: 'Copy order_id' })).toBeVisible();
  },
});

/** A replay of a finished assembly links back to it. */
export const ReplayOfParent = meta.story({
  ...assemblyStory(9),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Completed');
    await expectAssemblyLink(canvas, 10);
  },
});

/** An assembly that was replayed lists its replays, newest first, with their states. */
export const WithReplays = meta.story({
  ...assemblyStory(20),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Canceled');
    await expect(canvas.getByText('Replayed once, newest first:')).toBeVisible();
    const link = await expectAssemblyLink(canvas, 19);
    await expect(within(link.closest('li') as HTMLElement).getByText('Replaying')).toBeVisible();
  },
});

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
  parameters: { route: `/acme-media/assemblies/${acme(1)}`, path: '/:workspace/assemblies/:id' },
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
  ...assemblyStory(6),
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

/** The server fails with its own words; "Try again" asks once more and shows the assembly. */
export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(
        `${MOCK_API_BASE_URL}/acme-media/api/assemblies/${acme(1)}.json`,
        () =>
          HttpResponse.json(
            { meta: { status: 'error', message: 'The status store is not answering. Try again shortly.' } },
            { status: 503 },
          ),
        { once: true },
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('This assembly could not be loaded');
    await expect(alert).toHaveTextContent('The status store is not answering. Try again shortly.');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Assembly ${acme(1)}`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded(canvas, 'Completed');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** An id the workspace does not have: the workspace's not-found page, with the way back to the list. */
export const NotFound = meta.story({
  args: { workspace: 'acme-media', id: 'ffffffffffffffffffffffffffffffff' },
  parameters: {
    route: '/c/acme-media/assemblies/ffffffffffffffffffffffffffffffff',
    path: '/c/:workspace/assemblies/:id',
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, reply),
    ).toBeVisible();
    await expect(canvas.getByText('/c/acme-media/assemblies/ffffffffffffffffffffffffffffffff')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all assemblies' })).toHaveAttribute(
      'href',
      '/acme-media/assemblies',
    );
  },
});

/** Waiting for the assembly: the id is already in the title, the rest is placeholders. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers(`/acme-media/api/assemblies/${acme(1)}.json`));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Assembly ${acme(1)}`);
    await expect(canvas.getByText('Loading the assembly')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"] [data-slot="skeleton"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Replay' })).toBeNull();
  },
});
