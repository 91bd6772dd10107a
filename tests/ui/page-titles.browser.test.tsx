import { presetTemplateId } from '@console/mock-api';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderConsole, serveScenario, testConsoleWide } from './render-console';

/** A lazy route chunk and the mock server's answers can be slow on a loaded CI machine. */
const loaded = { timeout: 10_000 };

const announcement = () => document.querySelector('[data-slot="page-announcer"]')?.textContent;
const focusedHeading = () => {
  const focused = document.activeElement;
  return focused?.tagName === 'H1' ? focused.textContent : null;
};

testConsoleWide();

/**
 * Follows each link of a sidebar in turn: the title names the page as the link or the page's heading does, then
 * the area; focus is on the page's heading and the live region says the title.
 */
async function followSidebar(label: string, area: string) {
  const links = page.getByRole('navigation', { name: label }).getByRole('link').elements();
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) {
    const name = link.textContent ?? '';
    await userEvent.click(link);
    await expect.poll(focusedHeading, loaded).not.toBeNull();
    const heading = focusedHeading() ?? '';
    const named = [name, heading].map((page) => `${page} · ${area} · Console`);
    await expect.poll(() => named.includes(document.title), { message: document.title }).toBe(true);
    await expect.poll(announcement).toBe(document.title);
  }
}

describe('the document title and focus as the console is used', () => {
  // First in the file: nothing has been pressed in this document yet.
  it('names the first page and keeps focus where the browser put it, through the redirect to it', async () => {
    serveScenario('member');
    await renderConsole('/');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Acme Media' }), loaded).toBeVisible();
    expect(document.title).toBe('Dashboard · Acme Media · Console');
    expect(document.activeElement).toBe(document.body);
    expect(announcement()).toBe('');
  });

  it("names every page of a workspace's sidebar and takes focus to its heading", async () => {
    serveScenario('member');
    await renderConsole('/acme-media/templates');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Templates' }), loaded).toBeVisible();
    await followSidebar('Workspace', 'Acme Media');
  }, 60_000);

  it("names every page of the admin area's sidebar and takes focus to its heading", async () => {
    serveScenario('admin');
    await renderConsole('/admin/workspaces');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Workspaces' }), loaded).toBeVisible();
    expect(document.title).toBe('Workspaces · Admin · Console');
    await followSidebar('Admin', 'Admin');
  }, 60_000);

  it('names a template’s page after the template once it has loaded', async () => {
    serveScenario('member');
    await renderConsole(`/acme-media/templates/${presetTemplateId(1)}`);
    await expect.element(page.getByRole('button', { name: 'Save', exact: true }), loaded).toBeVisible();
    const name = page.getByRole('heading', { level: 1 }).element().textContent;
    await expect.poll(() => document.title).toBe(`${name} · Acme Media · Console`);
  });

  it.each([
    ['member', '/acme-media/no-such-page', 'Page not found · Acme Media · Console'],
    ['admin', '/admin/no-such-page', 'Page not found · Admin · Console'],
    ['loggedOut', '/login', 'Log in · Console'],
    ['member', '/user/settings', 'Account settings · Console'],
    ['serverDown', '/acme-media', "We can't reach the service · Console"],
  ] as const)('as %s, names %s “%s”', async (scenario, path, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveScenario(scenario);
    await renderConsole(path);
    await expect.poll(() => document.title, loaded).toBe(title);
  });

  it('leaves focus alone when a filter changes only the query', async () => {
    serveScenario('member');
    const router = await renderConsole('/acme-media/assemblies');
    const state = page.getByRole('combobox', { name: 'State' });
    await expect.element(state, loaded).toBeVisible();
    await userEvent.click(state);
    await userEvent.click(page.getByRole('option', { name: 'Failed' }));
    await expect.poll(() => router.state.location.search).toContain('state=');
    await new Promise((settle) => setTimeout(settle, 100));
    expect(document.activeElement).toBe(state.element());
  });

  // The palette closes before the page changes, and gives focus back to its opener first.
  it.each([
    ['Billing', 'Billing', 'Billing · Acme Media · Console'],
    // Another workspace's page waits for the workspace, with no page on screen meanwhile, and its name is said.
    ['Globex', 'Globex Studio', 'Dashboard · Globex Studio · Console'],
  ])(
    'takes focus to the heading of the page chosen in the command palette by “%s”',
    async (query, heading, title) => {
      serveScenario('member');
      await renderConsole('/acme-media/templates');
      await expect.element(page.getByRole('heading', { level: 1, name: 'Templates' }), loaded).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: /^Search/ }));
      await userEvent.type(page.getByRole('combobox', { name: /^Search pages/ }), query);
      await userEvent.keyboard('{Enter}');
      await expect.poll(focusedHeading, loaded).toBe(heading);
      await expect.poll(announcement).toBe(title);
    },
  );
});
