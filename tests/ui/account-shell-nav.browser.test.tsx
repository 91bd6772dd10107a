import { AccountShell, href } from '@console/ui';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

const user = { name: 'Jane Cooper', email: 'jane@example.com' };
const workspaces = [
  { slug: 'acme-media', name: 'Acme Media' },
  { slug: 'globex-studio', name: 'Globex Studio' },
];

async function renderAt(path: string, shellWorkspaces = workspaces) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AccountShell user={user} workspaces={shellWorkspaces} onLogout={() => {}}>
            <h1>Page</h1>
          </AccountShell>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

// Wide enough for the sidebar, which a phone keeps behind the menu button.
beforeAll(async () => {
  await page.viewport(1280, 800);
});

const nav = () => page.getByRole('navigation', { name: 'Account' });

describe("the account shell's nav", () => {
  it.each([
    [href.userSettings(), 'User settings', 'Create workspace'],
    [href.createWorkspace(), 'Create workspace', 'User settings'],
  ])('on %s marks %s as the current page, and only it', async (path, current, other) => {
    await renderAt(path);
    await expect.element(nav().getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav().getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
    expect(document.querySelectorAll('nav[aria-label="Account"] [aria-current="page"]')).toHaveLength(1);
  });

  it("leads back into each of the person's workspaces", async () => {
    await renderAt(href.userSettings());
    const list = nav().getByRole('list', { name: 'Workspaces' });
    await expect
      .element(list.getByRole('link', { name: 'Acme Media' }))
      .toHaveAttribute('href', href.workspace('acme-media'));
    await expect
      .element(list.getByRole('link', { name: 'Globex Studio' }))
      .toHaveAttribute('href', href.workspace('globex-studio'));
  });

  it('has no workspaces section for someone without a workspace', async () => {
    await renderAt(href.createWorkspace(), []);
    await expect.element(nav().getByRole('link', { name: 'Create workspace' })).toBeVisible();
    expect(nav().getByRole('list', { name: 'Workspaces' }).elements()).toHaveLength(0);
  });
});
