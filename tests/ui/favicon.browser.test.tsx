import type { FaviconState } from '@console/ui';
import { FaviconProvider, faviconHref, resolveFaviconState, setFavicon, useFavicon } from '@console/ui';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';

/** A document of its own, so the test runner's tab keeps its icon. */
function blankDocument(): Document {
  return document.implementation.createHTMLDocument('favicon test');
}

function iconHrefs(doc: Document): string[] {
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')).map(
    (link) => link.getAttribute('href') ?? '',
  );
}

function Requester({ state }: { state: FaviconState | null }) {
  useFavicon(state);
  return null;
}

describe('favicon icons', () => {
  it('has a distinct SVG data URL for each of the four states', () => {
    const hrefs = Object.values(faviconHref);
    expect(hrefs).toHaveLength(4);
    expect(new Set(hrefs).size).toBe(4);
    for (const href of hrefs) expect(href).toMatch(/^data:image\/svg\+xml,/);
  });

  it('decodes to images the browser can draw', async () => {
    for (const href of Object.values(faviconHref)) {
      const image = new Image();
      image.src = href;
      await image.decode();
      expect(image.naturalWidth).toBeGreaterThan(0);
    }
  });
});

describe('setFavicon', () => {
  it('adds an icon link when the page has none', () => {
    const doc = blankDocument();
    setFavicon('success', doc);
    expect(iconHrefs(doc)).toEqual([faviconHref.success]);
  });

  it('repoints every existing icon link', () => {
    const doc = blankDocument();
    doc.head.innerHTML =
      '<link rel="icon" href="/favicon.ico"><link rel="shortcut icon" href="/favicon.png">';
    setFavicon('error', doc);
    expect(iconHrefs(doc)).toEqual([faviconHref.error, faviconHref.error]);
  });
});

describe('resolveFaviconState', () => {
  it('shows the most urgent request', () => {
    expect(resolveFaviconState([])).toBe('default');
    expect(resolveFaviconState(['success', 'in-progress'])).toBe('in-progress');
    expect(resolveFaviconState(['in-progress', 'error', 'success'])).toBe('error');
  });
});

describe('FaviconProvider', () => {
  it('follows the requests of mounted components and falls back to default', async () => {
    const doc = blankDocument();
    const screen = await render(
      <FaviconProvider document={doc}>
        <Requester state="in-progress" />
        <Requester state="success" />
      </FaviconProvider>,
    );
    await expect.poll(() => iconHrefs(doc)).toEqual([faviconHref['in-progress']]);

    await screen.rerender(
      <FaviconProvider document={doc}>
        <Requester state="error" />
        <Requester state="success" />
      </FaviconProvider>,
    );
    await expect.poll(() => iconHrefs(doc)).toEqual([faviconHref.error]);

    await screen.rerender(
      <FaviconProvider document={doc}>
        <Requester state={null} />
      </FaviconProvider>,
    );
    await expect.poll(() => iconHrefs(doc)).toEqual([faviconHref.default]);
  });
});
