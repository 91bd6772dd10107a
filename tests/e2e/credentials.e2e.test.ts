import { describe, expect, it } from 'vitest';
import { expectPath, expectToast, logIn, pathOf, setupBrowser } from './support';

const browser = setupBrowser();

/** The demo's connection tests answer after about a second, as a real service would. */
const TEST_TIMEOUT = 10_000;

const TEMPLATE_USING = (name: string) => `{
  "steps": {
    "resized": { "robot": "/image/resize", "use": ":original", "width": 640 },
    "stored": { "robot": "/s3/store", "use": "resized", "credentials": "${name}" }
  }
}`;

describe('issue 13: third-party credentials and auth keys, in the demo', () => {
  it('creates an S3 credential, fails its test beside the key, fixes it, uses it in a template and is warned on delete', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');

    // The unprefixed address lands on the real page.
    await page.goto('/c/template-credentials');
    await expectPath(page, '/c/acme-media/template-credentials');
    await page.getByRole('heading', { level: 1, name: 'Template credentials' }).waitFor();

    await page.getByRole('link', { name: 'New credential' }).click();
    await page.getByRole('link', { name: /^Amazon S3/ }).click();
    const form = page.getByRole('form', { name: 'Amazon S3 credential' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('e2e-uploads');
    await form.getByRole('textbox', { name: /^Bucket/ }).fill('e2e-uploads-bucket');
    await form.getByRole('combobox', { name: /^Region/ }).click();
    await page.getByRole('option', { name: 'eu-west-1' }).click();
    const key = form.getByRole('textbox', { name: /^Access key ID/ });
    await key.fill('AKIAIOSFODNN7EXAMPLE');
    await form.getByLabel(/^Secret access key/).fill('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');

    // AWS's documentation key is refused: the reason is beside the key field.
    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => key.getAttribute('aria-invalid'), { timeout: TEST_TIMEOUT }).toBe('true');
    expect(await key.evaluate((input) => input.getAttribute('aria-describedby'))).toBeTruthy();
    await form
      .getByText(/The service refused this access key id/)
      .first()
      .waitFor();

    // Fixed, it connects, and is saved.
    await key.fill('AKIA4HFKQ2XB7NDLR6PW');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await form.getByText(/Connected to Amazon S3/).waitFor({ timeout: TEST_TIMEOUT });
    await form.getByRole('button', { name: 'Create credential' }).click();
    await expectToast(page, 'Credential saved');
    await page.getByRole('heading', { level: 1, name: 'e2e-uploads' }).waitFor();
    const credentialPath = pathOf(page);
    expect(credentialPath).toMatch(/^\/c\/acme-media\/template-credentials\/\d+$/);
    // The secret is never sent back: the page only says it is set.
    await page.getByRole('button', { name: 'Replace' }).waitFor();
    expect(await page.content()).not.toContain('wJalrXUtnFEMIK7MDENGbPxRfiCYzq8kTd3vN2hQ');

    // A template that names it.
    await page.goto('/c/acme-media/templates/new');
    await page.getByRole('radio', { name: /Resize images/ }).click();
    await page.getByLabel('Name', { exact: true }).fill('e2e-stores-uploads');
    await page.getByRole('button', { name: 'Create template' }).click();
    await expectPath(page, /^\/c\/acme-media\/templates\/[0-9a-f]{32}$/);
    const editor = page.getByRole('textbox', { name: 'Template JSON' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(TEMPLATE_USING('e2e-uploads'));
    await page
      .getByRole('region', { name: /Problems/ })
      .getByText('No problems found')
      .waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Template saved');

    // The credential's page lists the template; deleting warns with it.
    await page.goto(credentialPath);
    const usedBy = page.getByRole('region', { name: 'Used by' });
    await usedBy.getByRole('link', { name: 'e2e-stores-uploads' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete credential “e2e-uploads”?' });
    await dialog.getByText(/One template names it/).waitFor();
    await dialog.getByRole('link', { name: 'e2e-stores-uploads' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete anyway' }).isDisabled()).toBe(true);
  });

  it('creates an auth key, shows its secret once, finds it gone after a reload, rotates and revokes it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await page.goto('/c/acme-media/template-credentials/create-api-credential');

    await page.getByRole('textbox', { name: /^Description/ }).fill('E2E uploads');
    await page.getByRole('button', { name: 'Create auth key' }).click();
    await expectPath(page, /^\/c\/acme-media\/template-credentials\/show-api-credential-secret\/\d+$/);
    const secretPath = pathOf(page);
    const id = secretPath.split('/').at(-1) ?? '';

    await page.getByRole('button', { name: 'Show secret' }).click();
    await page.getByText('Copy it now: it will not be shown again').waitFor();
    const secret = (await page.locator('[data-slot="auth-secret"]').textContent()) ?? '';
    expect(secret).toMatch(/^[0-9a-f]{40}$/);
    await page.getByRole('button', { name: 'Copy secret' }).click();
    await page.getByRole('button', { name: 'Download as .env' }).waitFor();

    // Once seen, never again: a reload finds only the way to a new one.
    await page.reload();
    await page.getByText('This secret can no longer be shown').waitFor({ timeout: 15_000 });
    expect(await page.content()).not.toContain(secret);
    expect(await page.getByRole('button', { name: 'Show secret' }).count()).toBe(0);

    // Rotating leads to one more showing, of a new secret.
    await page.getByRole('link', { name: 'Rotate the secret' }).click();
    await expectPath(page, `/c/acme-media/template-credentials/edit-api-credential/${id}`);
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
    await expectPath(page, secretPath);
    await page.getByRole('button', { name: 'Show secret' }).click();
    const rotated = (await page.locator('[data-slot="auth-secret"]').textContent()) ?? '';
    expect(rotated).toMatch(/^[0-9a-f]{40}$/);
    expect(rotated).not.toBe(secret);

    // Revoking asks for the description, then the key is gone from the list.
    await page.goto(`/c/acme-media/template-credentials/edit-api-credential/${id}`);
    await page.getByRole('button', { name: 'Revoke key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke auth key “E2E uploads”?' });
    await dialog.getByRole('textbox').fill('E2E uploads');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expectPath(page, '/c/acme-media/template-credentials');
    await expectToast(page, 'Auth key revoked');
    await page.getByRole('table', { name: 'Auth keys' }).getByText('Production uploads').waitFor();
    expect(await page.getByRole('table', { name: 'Auth keys' }).getByText('E2E uploads').count()).toBe(0);
  });
});
