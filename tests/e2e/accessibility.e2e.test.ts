import { readFileSync } from 'node:fs';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { presetTemplateId } from '../../packages/mock-api/src';
import { AXE_SOURCE_PATH, expectPath, logIn, open, setupBrowser } from './support';

const browser = setupBrowser();
const AXE = readFileSync(AXE_SOURCE_PATH, 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe on the whole page as a person sees it; serious and critical findings fail. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility of the screens of issue 4', () => {
  it.each([
    '/c/login',
    '/c/login?loggedOut=1',
    '/c/signup',
    '/c/forgot-password',
    '/c/reset-password?email=jane%40example.com&key=0123456789abcdef0123456789abcdef',
    '/c/reset-password',
    '/c/verify-email/0123456789abcdef0123456789abcdef',
    '/c/2fa/0123456789abcdef0123456789abcdef?email=tom%40example.com',
    '/c/cancel-account-success',
  ])('%s has no serious or critical violation', async (path) => {
    const page = await browser.newPage();
    await open(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("forgot-password's sent state has no serious or critical violation", async () => {
    const page = await browser.newPage();
    await open(page, '/c/forgot-password');
    await page.getByLabel('E-mail address', { exact: true }).fill('jane@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("two-factor's form for a new code has no serious or critical violation", async () => {
    const page = await browser.newPage();
    await open(page, '/c/2fa/0123456789abcdef0123456789abcdef');
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await page.getByRole('form', { name: 'Send a new code' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Demo mode starts from a named scenario with ?scenario=: the banners' people, and a server that is down.
  it.each([
    ['impersonating', 'You are impersonating this account'],
    ['unpaidInvoices', 'You have unpaid invoices'],
    ['emailUnverified', 'Please verify your e-mail address'],
    ['serverDown', "We can't reach the service"],
  ])('the %s scenario (%s) has no serious or critical violation', async (scenario, text) => {
    const page = await browser.newPage();
    await open(page, `/c/?scenario=${scenario}`);
    await page.getByText(text).first().waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each([
    ['jane@example.com', '/c/acme-media', '/c/acme-media'],
    ['jane@example.com', '/c/user/settings', '/c/user/settings'],
    ['jane@example.com', '/c/create-workspace', '/c/create-workspace'],
    ['jane@example.com', '/c/acme-media/no-such-page', '/c/acme-media/no-such-page'],
    ['jane@example.com', '/c/acme-media/onboarding/file-type', '/c/acme-media/onboarding/file-type'],
    [
      'jane@example.com',
      '/c/acme-media/onboarding/setting-up?type=audio',
      '/c/acme-media/onboarding/setting-up?type=audio',
    ],
    [
      'jane@example.com',
      `/c/acme-media/onboarding/processing?type=video&template=${presetTemplateId(1)}`,
      `/c/acme-media/onboarding/processing?type=video&template=${presetTemplateId(1)}`,
    ],
    ['sam@example.com', '/c/create-workspace', '/c/create-workspace'],
    ['ada@example.com', '/c/admin/dashboard', '/c/admin/dashboard'],
    ['ada@example.com', '/c/admin/dashboard/bi', '/c/admin/dashboard/bi'],
  ])('as %s, %s has no serious or critical violation', async (email, path, expected) => {
    const page = await browser.newPage();
    await logIn(page, email);
    await expectPath(page, /^\/c\/(?!login)/);
    await open(page, path);
    await expectPath(page, expected);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
