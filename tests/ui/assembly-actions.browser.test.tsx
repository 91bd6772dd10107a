import {
  configureClient,
  getCurrentUser,
  setCsrfToken,
  useAssemblyActions,
  useTemplate,
  useTemplates,
} from '@console/api';
import {
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
  setAssemblyClock,
} from '@console/mock-api';
import { getResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

const loaded = { timeout: 10_000 };

/** Answers fetch from Jane's scenario in-process, its clock standing at FIXTURE_NOW; gives the backend. */
async function serveMember() {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario('member');
  setAssemblyClock(backend, () => Date.parse(FIXTURE_NOW));
  const handlers = createHandlers(backend, { network });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await getResponse(handlers, new Request(input, init));
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
  // Writes carry the session's CSRF token, which the current user's reply hands over.
  await getCurrentUser();
  return backend;
}

const RESIZE = JSON.stringify({
  steps: { resized: { use: ':original', robot: '/image/resize', width: 640 } },
});

type LastUsedProps = {
  id: string;
  name: string;
  /** The assembly Replay replays, read when it is pressed. */
  replayTarget: () => string;
};

/** What a template page and a template list show of one template's last use, beside the ways to use it. */
function LastUsed({ id, name, replayTarget }: LastUsedProps) {
  const detail = useTemplate('acme-media', id);
  const list = useTemplates('acme-media', { q: name });
  const { runTest, replay } = useAssemblyActions('acme-media');
  const listed = list.data?.templates.find((template) => template.id === id);
  return (
    <>
      <p>Page: {detail.data ? (detail.data.template.last_used ?? 'never used') : 'loading'}</p>
      <p>List: {listed ? (listed.last_used ?? 'never used') : 'loading'}</p>
      <button type="button" onClick={() => void runTest({ json: RESIZE, template_id: id })}>
        Run a test
      </button>
      <button type="button" onClick={() => void replay(replayTarget())}>
        Replay
      </button>
    </>
  );
}

async function renderLastUsed(id: string, name: string, replayTarget: () => string = () => '') {
  await render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <LastUsed id={id} name={name} replayTarget={replayTarget} />
    </SWRConfig>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  setCsrfToken(null);
});

describe('a test run or a replay is a new use of its template', () => {
  it('refreshes the template page and lists after a test run, so "last used" moves to the run', async () => {
    const backend = await serveMember();
    // The newest copy of each pipeline has never run.
    const template = backend.state.templates.find(
      (stored) => stored.account_id === 1 && stored.last_used === null,
    );
    if (!template) throw new Error('Acme Media has a template that never ran');
    await renderLastUsed(template.id, template.name);
    await expect.element(page.getByText('Page: never used'), loaded).toBeVisible();
    await expect.element(page.getByText('List: never used'), loaded).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Run a test' }));
    await expect.element(page.getByText(`Page: ${FIXTURE_NOW}`), loaded).toBeVisible();
    await expect.element(page.getByText(`List: ${FIXTURE_NOW}`), loaded).toBeVisible();
  });

  it('refreshes them after a replay too', async () => {
    const backend = await serveMember();
    const template = backend.state.templates.find(
      (stored) => stored.account_id === 1 && stored.last_used === null,
    );
    if (!template) throw new Error('Acme Media has a template that never ran');
    // A finished test run of the template, replayed once the clock has moved on a minute.
    await renderLastUsed(template.id, template.name, () => backend.state.assemblies.started.at(-1)?.id ?? '');
    await userEvent.click(page.getByRole('button', { name: 'Run a test' }));
    await expect.element(page.getByText(`List: ${FIXTURE_NOW}`), loaded).toBeVisible();
    const later = Date.parse(FIXTURE_NOW) + 60_000;
    setAssemblyClock(backend, () => later);
    const replayedAt = new Date(later).toISOString();

    await userEvent.click(page.getByRole('button', { name: 'Replay' }));
    await expect.element(page.getByText(`Page: ${replayedAt}`), loaded).toBeVisible();
    await expect.element(page.getByText(`List: ${replayedAt}`), loaded).toBeVisible();
  });
});
