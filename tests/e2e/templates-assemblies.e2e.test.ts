import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectPath, expectToast, logIn, pathOf, setupBrowser } from './support';

const browser = setupBrowser();

/** A test run moves through uploading and executing in the demo's backend over a few seconds. */
const RUN_TIMEOUT = 20_000;

/** Replaces everything in the CodeMirror editor with `text`, typed as a person would paste it. */
async function replaceJson(page: Page, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Template JSON' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

const BROKEN = '{\n  "steps": {\n    "resized": { "robot": "/image/resize", "use": ":original" }\n';
const FIXED = `{
  "steps": {
    "resized": { "robot": "/image/resize", "use": ":original", "width": 640 },
    "stored": { "robot": "/s3/store", "use": "resized", "credentials": "demo-s3" }
  }
}`;

describe('issue 5: a template from a starter to a replayed assembly, in the demo', () => {
  it('creates, breaks, fixes and saves a template, runs a test, finds its assembly by template and replays it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');

    // A template from a starter, named by hand.
    await page.goto('/c/acme-media/templates/new');
    await page.getByRole('radio', { name: /Resize images/ }).click();
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('e2e-thumbnails');
    await page.getByRole('button', { name: 'Create template' }).click();
    await expect
      .poll(() => pathOf(page), { timeout: 10_000 })
      .toMatch(/^\/c\/acme-media\/templates\/[0-9a-f]{32}$/);
    const templatePath = pathOf(page);
    await page.getByRole('heading', { level: 1, name: 'e2e-thumbnails' }).waitFor();

    // Broken JSON: the problem is listed, and neither saving nor a test run is possible.
    await replaceJson(page, BROKEN);
    const problems = page.getByRole('region', { name: /Problems/ });
    await page.getByText(/^Fix the error in the JSON to save\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Run test' }).isDisabled()).toBe(true);
    expect(await problems.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await problems.getByRole('listitem').first().textContent()).toMatch(/^Error:/);

    // Fixed and saved.
    await replaceJson(page, FIXED);
    await problems.getByText('No problems found').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Template saved');
    await page.getByText('No changes to save.').waitFor();

    // A test run of the saved steps, watched until it completes.
    await page.getByRole('button', { name: 'Run test' }).click();
    const run = page.getByRole('region', { name: 'Test run' });
    await run.getByText(/Running for/).waitFor();
    await run.getByText(/Finished in/).waitFor({ timeout: RUN_TIMEOUT });
    expect(await run.getByRole('status').textContent()).toBe('Test run: Completed');
    const assemblyHref = await run.getByRole('link', { name: 'View assembly' }).getAttribute('href');
    const assemblyId = assemblyHref?.split('/').at(-1) ?? '';
    expect(assemblyId).toMatch(/^[0-9a-f]{32}$/);

    // Found again through the assembly list's template filter, which the URL keeps.
    await page.getByRole('link', { name: 'Assemblies' }).first().click();
    await expectPath(page, '/c/acme-media/assemblies');
    await page.getByText(/^Showing 1–25 of 2,40\d$/).waitFor();
    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'e2e-thumbnails' }).click();
    await expectPath(page, /^\/c\/acme-media\/assemblies\?template=[0-9a-f]{32}$/);
    expect(pathOf(page)).toContain(templatePath.split('/').at(-1));
    await page.getByText('Showing 1–1 of 1').waitFor();
    const row = page.getByRole('row').filter({ hasText: assemblyId.slice(0, 12) });
    expect(await row.getByText('Completed').count()).toBe(1);
    await row.getByRole('link', { name: assemblyId.slice(0, 12) }).click();

    // The detail page, and a replay of it, which opens as an assembly of its own.
    await expectPath(page, `/c/acme-media/assemblies/${assemblyId}`);
    await page.getByRole('button', { name: 'Replay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replay this assembly?' });
    await dialog.getByRole('button', { name: 'Replay assembly' }).click();
    await expectToast(page, 'Replay started');
    await expect
      .poll(() => pathOf(page), { timeout: 10_000 })
      .toMatch(/^\/c\/acme-media\/assemblies\/[0-9a-f]{32}$/);
    expect(pathOf(page)).not.toBe(`/c/acme-media/assemblies/${assemblyId}`);
    await page
      .getByRole('link', { name: `${assemblyId.slice(0, 12)}…` })
      .first()
      .waitFor();
  }, 90_000);
});
