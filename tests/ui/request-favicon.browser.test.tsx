import { configureClient, request } from '@console/api';
import { FaviconProvider, faviconHref } from '@console/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { RequestFavicon } from '../../apps/console/src/request-favicon';

/** A document of its own, so the test runner's tab keeps its icon. */
const blankDocument = () => document.implementation.createHTMLDocument('favicon test');
const iconOf = (doc: Document) => doc.querySelector('link[rel~="icon"]')?.getAttribute('href');

/** fetch that never answers until its signal aborts it, as a call under way does. */
function pendingFetch() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RequestFavicon', () => {
  it('shows a call the caller gave up as no failure: back to the default icon, not the error one', async () => {
    configureClient({ baseUrl: 'https://api.console.test' });
    pendingFetch();
    const doc = blankDocument();
    await render(
      <FaviconProvider document={doc}>
        <RequestFavicon />
      </FaviconProvider>,
    );
    const controller = new AbortController();
    const call = request({ path: '/uploads.json', method: 'POST', signal: controller.signal }).catch(
      () => null,
    );
    await expect.poll(() => iconOf(doc)).toBe(faviconHref['in-progress']);
    controller.abort();
    await call;
    await expect.poll(() => iconOf(doc)).toBe(faviconHref.default);
  });

  it('still shows a failed call as an error', async () => {
    configureClient({ baseUrl: 'https://api.console.test' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const doc = blankDocument();
    await render(
      <FaviconProvider document={doc}>
        <RequestFavicon />
      </FaviconProvider>,
    );
    await request({ path: '/uploads.json', method: 'POST' }).catch(() => null);
    await expect.poll(() => iconOf(doc)).toBe(faviconHref.error);
  });
});
