import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectPath, logIn, pathOf, setupBrowser } from './support';

const browser = setupBrowser();

/** An upload moves through uploading and executing in the demo's backend over a few seconds. */
const RUN_TIMEOUT = 20_000;

/** A small "photo": PNG's signature and some bytes, enough for the mock to take and hand back. */
const PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(3000, 7),
]);

describe('issue 14: the first run of a new workspace, in the demo', () => {
  it('goes from the dashboard through all three steps to a finished assembly on a real file, then downloads a result', async () => {
    const page = await browser.newPage();
    await logIn(page, 'sam@example.com');
    await expectPath(page, '/c/create-workspace');
    await page.getByLabel('Workspace name', { exact: true }).fill('Northwind Labs');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await expectPath(page, '/c/northwind-labs');

    // A new workspace has no assemblies: its dashboard offers the first run.
    await page.getByRole('heading', { level: 2, name: 'Get started' }).waitFor();
    await page.getByRole('link', { name: 'Process your first file' }).click();
    await expectPath(page, '/c/northwind-labs/onboarding/file-type');

    // Step one: images.
    await page.getByRole('radio', { name: 'Images' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/c/northwind-labs/onboarding/setting-up?type=image');

    // Step two: the starter's steps, a name, and the template is created.
    await page
      .getByRole('list', { name: 'Steps of “Resize images”' })
      .getByText('Resizes the image')
      .waitFor();
    await page.getByLabel('Template name', { exact: true }).fill('first-photos');
    await page.getByRole('button', { name: 'Create template and continue' }).click();
    await expectPath(
      page,
      /^\/c\/northwind-labs\/onboarding\/processing\?type=image&starter=resize-images&template=[0-9a-f]{32}$/,
    );

    // Leaving and coming back resumes the step where it was.
    const processing = pathOf(page);
    await page.getByRole('link', { name: 'Leave for now' }).click();
    await expectPath(page, '/c/northwind-labs');
    await page.goto(processing);
    await page.getByText('It runs through “first-photos”, which takes images.', { exact: false }).waitFor();

    // Step three: a real file from the computer, uploaded and followed step by step.
    await page.getByLabel('Your file', { exact: true }).setInputFiles({
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await page.getByRole('button', { name: 'Upload and process' }).click();
    await expectPath(page, /&assembly=[0-9a-f]{32}$/);
    const region = page.getByRole('region', { name: 'Processing' });
    await region.getByText('Processing: Completed').waitFor({ state: 'attached', timeout: RUN_TIMEOUT });
    await region.getByText('Your file has been processed').waitFor();
    // The filter's result is the upload itself; the resize's is named and typed as a WebP of it.
    const results = region.getByRole('list', { name: /^Results of / });
    expect(await results.allTextContents()).toEqual([
      expect.stringMatching(/^harbour\.png \(2\.9\d* KB, image\/png\)Download$/),
      expect.stringMatching(/^harbour\.webp \(2\.9\d* KB, image\/webp\)Download$/),
    ]);

    // A result downloads with the bytes that were uploaded.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      region.getByRole('button', { name: 'Download harbour.webp' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('harbour.webp');
    expect(Buffer.compare(await readFile((await download.path()) ?? ''), PHOTO)).toBe(0);

    // Coming back to the address shows the finished run again; the dashboard no longer offers the first run.
    await page.reload();
    await page
      .getByRole('region', { name: 'Processing' })
      .getByText('Your file has been processed')
      .waitFor();
    await region.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expectPath(page, '/c/northwind-labs');
    await page
      .getByRole('table', { name: 'Recent assemblies' })
      .getByRole('link', { name: 'first-photos' })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Get started' }).count()).toBe(0);
  }, 120_000);

  it('sends the unprefixed onboarding address to step one of the current workspace', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await page.goto('/c/onboarding/file-type');
    await expectPath(page, '/c/acme-media/onboarding/file-type');
    await page.getByRole('radiogroup', { name: 'What do you want to process?' }).waitFor();
  });
});
