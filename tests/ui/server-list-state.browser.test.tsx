import { configureClient, type TemplateListReply, useTemplates } from '@console/api';
import { createHandlers, createScenario, MOCK_API_BASE_URL } from '@console/mock-api';
import { type ServerList, useServerList } from '@console/ui';
import { getResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/** The mock server's answers are slow under a loaded CI machine. */
const answered = { timeout: 10_000 };
const MIGRATING = 'The template store is being migrated. Try again shortly.';

/** What the pages of Globex Studio's 60 templates do when asked: answer, fail, or wait until released. */
const pages = { failing: new Set<number>(), held: new Map<number, Promise<void>>() };

/** Answers fetch from Jane's scenario in-process, except for the pages a test fails or holds. */
function serveMember() {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario('member');
  const handlers = createHandlers(backend, { network });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
    await pages.held.get(asked);
    if (pages.failing.has(asked)) {
      return Response.json({ meta: { status: 'error', message: MIGRATING } }, { status: 503 });
    }
    const response = await getResponse(handlers, request);
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
}

/** Holds every request for `asked` until the returned function is called. */
function hold(asked: number): () => void {
  let release = () => {};
  pages.held.set(
    asked,
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
  return () => {
    pages.held.delete(asked);
    release();
  };
}

/** The list's state in words: its kind, and whether it is waiting for the next page. */
function kind(list: ServerList<TemplateListReply>): string {
  if (list.kind === 'ready' && list.refreshing) return 'ready, refreshing';
  if (list.kind === 'empty' && list.filtered) return 'empty, filtered';
  return list.kind;
}

/** The rows it has on screen: the page they came from and the first template's name. */
function rows(list: ServerList<TemplateListReply>): string {
  return 'data' in list ? `page ${list.data.page}, ${list.data.templates[0]?.name}` : 'none';
}

function Probe({ page: asked, q }: { page: number; q?: string }) {
  const list = useServerList(
    useTemplates('globex-studio', { page: asked, per_page: 25, ...(q ? { q } : {}) }),
    { isEmpty: (reply) => reply.total === 0, filtered: q !== undefined },
  );
  return (
    <>
      <p data-testid="kind">{kind(list)}</p>
      <p data-testid="rows">{rows(list)}</p>
      <button type="button" onClick={() => void list.retry.mutate()}>
        Try again
      </button>
    </>
  );
}

function mount(props: { page: number; q?: string }) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <Probe {...props} />
    </SWRConfig>,
  );
}

const state = () => page.getByTestId('kind');
const shown = () => page.getByTestId('rows');
const textOf = (locator: ReturnType<typeof shown>) => locator.element().textContent ?? '';

afterEach(() => {
  vi.restoreAllMocks();
  pages.failing.clear();
  pages.held.clear();
});

describe('useServerList', () => {
  it('goes from loading to ready, keeps the first page dimmed while the next loads, then shows the next', async () => {
    serveMember();
    const release = hold(1);
    const screen = await mount({ page: 1 });
    await expect.element(state()).toHaveTextContent('loading');
    await expect.element(shown()).toHaveTextContent('none');
    release();
    await expect.element(state(), answered).toHaveTextContent('ready');
    const first = textOf(shown());
    expect(first).toMatch(/^page 1, /);

    const releaseSecond = hold(2);
    await screen.rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <Probe page={2} />
      </SWRConfig>,
    );
    await expect.element(state()).toHaveTextContent('ready, refreshing');
    await expect.element(shown()).toHaveTextContent(first);
    releaseSecond();
    await expect.element(state(), answered).toHaveTextContent('ready');
    expect(textOf(shown())).toMatch(/^page 2, /);
    expect(textOf(shown())).not.toBe(first);
  });

  it('fails a page without passing the previous rows off as it, and a retry loads it', async () => {
    serveMember();
    const screen = await mount({ page: 1 });
    await expect.element(state(), answered).toHaveTextContent('ready');

    pages.failing.add(2);
    await screen.rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <Probe page={2} />
      </SWRConfig>,
    );
    await expect.element(state(), answered).toHaveTextContent('page-failed');
    await expect.element(shown()).toHaveTextContent('none');

    pages.failing.delete(2);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(state(), answered).toHaveTextContent('ready');
    expect(textOf(shown())).toMatch(/^page 2, /);
  });

  it('keeps its own rows when asking again fails, and clears the failure once an answer comes', async () => {
    serveMember();
    await mount({ page: 2 });
    await expect.element(state(), answered).toHaveTextContent('ready');
    const second = textOf(shown());
    expect(second).toMatch(/^page 2, /);

    pages.failing.add(2);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(state(), answered).toHaveTextContent('refresh-failed');
    await expect.element(shown()).toHaveTextContent(second);

    pages.failing.delete(2);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(state(), answered).toHaveTextContent('ready');
    await expect.element(shown()).toHaveTextContent(second);
  });

  it('fails outright when the first answer fails, with nothing to keep', async () => {
    serveMember();
    pages.failing.add(1);
    await mount({ page: 1 });
    await expect.element(state(), answered).toHaveTextContent('page-failed');
  });

  it('says a search that matches nothing is empty because of the search', async () => {
    serveMember();
    await mount({ page: 1, q: 'no-such-template' });
    await expect.element(state(), answered).toHaveTextContent('empty, filtered');
  });
});
