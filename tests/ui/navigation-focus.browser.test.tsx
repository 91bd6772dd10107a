import { Dialog } from '@console/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PageTitles } from '../../apps/console/src/page-title';

/** Shows the page's heading when the test says so, as a page still loading its data would. */
let revealHeading: () => void = () => {};

function Links() {
  return (
    <nav aria-label="Pages">
      <Link to="/">Home</Link> <Link to="/list">List</Link> <Link to="/list?page=2">Next page</Link>{' '}
      <Link to="/later">Later</Link> <Link to="/with-dialog">With a dialog</Link>
    </nav>
  );
}

function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      <Links />
      {children}
    </main>
  );
}

function LaterPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    revealHeading = () => setReady(true);
  }, []);
  return (
    <main>
      {ready ? <h1>Later</h1> : <p>Loading</p>}
      <Links />
      <input aria-label="Filter" />
    </main>
  );
}

function renderPages(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <PageTitles>
            <Outlet />
          </PageTitles>
        ),
        children: [
          { path: '/', handle: { title: 'Home' }, element: <Page title="Home" /> },
          { path: '/list', handle: { title: 'List' }, element: <Page title="List" /> },
          { path: '/later', handle: { title: 'Later' }, element: <LaterPage /> },
          {
            path: '/with-dialog',
            handle: { title: 'With a dialog' },
            element: (
              <Page title="With a dialog">
                <Dialog title="Still open" defaultOpen>
                  <button type="button">Inside</button>
                </Dialog>
              </Page>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />).then(() => router);
}

const announcement = () => document.querySelector('[data-slot="page-announcer"]')?.textContent;
const heading = (name: string) => page.getByRole('heading', { level: 1, name });

describe('focus after a navigation inside the console', () => {
  // First in the file: nothing has been pressed in this document yet.
  it('stays where the browser put it on the first page and on a redirect before anything was pressed', async () => {
    const router = await renderPages('/');
    expect(document.title).toBe('Home · Console');
    await router.navigate('/list', { replace: true });
    await expect.poll(() => document.title).toBe('List · Console');
    await new Promise((done) => setTimeout(done, 50));
    expect(document.activeElement).toBe(document.body);
    expect(announcement()).toBe('');
  });

  it('goes to the new page’s heading, which shows no ring, and the page is announced', async () => {
    await renderPages('/');
    await userEvent.click(page.getByRole('link', { name: 'List' }));
    // Not the active element's text: the clicked link says "List" too, and has focus until the page arrives.
    await expect.element(heading('List')).toHaveFocus();
    const focused = document.activeElement as HTMLElement;
    expect(focused.tagName).toBe('H1');
    expect(focused.getAttribute('tabindex')).toBe('-1');
    expect(getComputedStyle(focused).outlineStyle).toBe('none');
    await expect.poll(announcement).toBe('List · Console');
    expect(document.title).toBe('List · Console');
  });

  it('goes to the heading after a key press too, without a ring', async () => {
    await renderPages('/');
    page.getByRole('link', { name: 'List' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(heading('List')).toHaveFocus();
    expect(getComputedStyle(document.activeElement as Element).outlineStyle).toBe('none');
  });

  it('stays put when only the query changes', async () => {
    await renderPages('/list');
    await userEvent.click(page.getByRole('link', { name: 'Next page' }));
    await new Promise((done) => setTimeout(done, 50));
    expect(document.activeElement).toBe(page.getByRole('link', { name: 'Next page' }).element());
  });

  it('goes to main while the heading is not there, then to the heading', async () => {
    await renderPages('/');
    await userEvent.click(page.getByRole('link', { name: 'Later' }));
    await expect.element(page.getByRole('main')).toHaveFocus();
    await expect.poll(announcement).toBe('Later · Console');
    revealHeading();
    await expect.element(heading('Later')).toHaveFocus();
  });

  it('does not take focus back once the person has moved it, when the heading appears', async () => {
    await renderPages('/');
    await userEvent.click(page.getByRole('link', { name: 'Later' }));
    await expect.element(page.getByRole('main')).toHaveFocus();
    await userEvent.click(page.getByRole('textbox', { name: 'Filter' }));
    revealHeading();
    await expect.element(heading('Later')).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 50));
    expect(document.activeElement).toBe(page.getByRole('textbox', { name: 'Filter' }).element());
  });

  it('leaves focus in a dialog that is open on the new page', async () => {
    await renderPages('/');
    // Not even for a moment: a screen reader would read the heading out before the dialog took focus back.
    const focused: Element[] = [];
    const record = (event: FocusEvent) => focused.push(event.target as Element);
    document.addEventListener('focusin', record);
    await userEvent.click(page.getByRole('link', { name: 'With a dialog' }));
    await expect.poll(announcement).toBe('With a dialog · Console');
    await new Promise((done) => setTimeout(done, 50));
    document.removeEventListener('focusin', record);
    expect(page.getByRole('dialog', { name: 'Still open' }).element().contains(document.activeElement)).toBe(
      true,
    );
    expect(focused.filter((element) => element.tagName === 'H1')).toEqual([]);
  });
});
