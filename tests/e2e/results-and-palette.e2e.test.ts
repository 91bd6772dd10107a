import { assemblyIdFor } from '@console/mock-api';
import { describe, expect, it } from 'vitest';
import { expectPath, logIn, setupBrowser } from './support';

const browser = setupBrowser();

/** Acme Media's second assembly: a run of its avatar template, whose results are images. */
const AVATARS = assemblyIdFor(1, 2);

describe('issue 20: result previews and the command palette, in the demo', () => {
  it('previews image results from the status’s own addresses, and jumps by Ctrl+K to a page, an assembly by its id or the start of one, and an action', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');

    await page.goto(`/c/acme-media/assemblies/${AVATARS}`);
    const results = page.locator('[data-slot="assembly-results"]');
    await results.getByRole('heading', { level: 2, name: /^Results/ }).waitFor();
    const image = results.getByRole('img').first();
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute('src')).toMatch(
      new RegExp(`^https://tmp-[a-z0-9-]+\\.transloadit\\.net/${AVATARS}/`),
    );
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    const download = results.getByRole('link', { name: /^Download / }).first();
    expect(await download.getAttribute('href')).toBe(await image.getAttribute('src'));

    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search and jump' });
    await palette.getByRole('combobox').fill('templates');
    await palette.getByRole('option', { name: /^Templates/ }).waitFor();
    await page.keyboard.press('Enter');
    await expectPath(page, '/c/acme-media/templates');

    await page.keyboard.press('ControlOrMeta+k');
    await palette.getByRole('combobox').fill(AVATARS.toUpperCase());
    await palette.getByRole('option', { name: `Open assembly ${AVATARS}` }).waitFor();
    await page.keyboard.press('Enter');
    await expectPath(page, `/c/acme-media/assemblies/${AVATARS}`);
    expect(await palette.count()).toBe(0);

    // Issue 34: the start of an id, as copied from a log, finds the assembly too.
    await page.keyboard.press('ControlOrMeta+k');
    await palette.getByRole('combobox').fill(AVATARS.slice(0, 6));
    await palette.getByRole('option', { name: new RegExp(`${AVATARS}$`) }).click();
    await expectPath(page, `/c/acme-media/assemblies/${AVATARS}`);

    await page.keyboard.press('ControlOrMeta+k');
    await palette.getByRole('combobox').fill('create auth');
    await palette.getByRole('option', { name: 'Create auth key' }).waitFor();
    await page.keyboard.press('Enter');
    await expectPath(page, '/c/acme-media/template-credentials/create-api-credential');
    await page.close();
  });
});
