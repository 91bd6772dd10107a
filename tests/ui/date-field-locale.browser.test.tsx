import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderConsole, serveScenario, testConsoleWide } from './render-console';

/** The mock server's answers are slow under a loaded CI machine; lists of 25 rows render in development mode. */
const loaded = { timeout: 10_000 };

/** The person's preferred languages, as the browser reports them: the console has no locale setting of its own. */
function preferLanguage(locale: string) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);
}

testConsoleWide();

describe("the assemblies list's days are typed in the person's format and kept in the URL as ISO days", () => {
  it.each([
    { locale: 'en-GB', pattern: 'dd/mm/yyyy', from: '14/01/2026', to: '20/01/2026' },
    { locale: 'en-US', pattern: 'mm/dd/yyyy', from: '01/14/2026', to: '01/20/2026' },
  ])(
    'in $locale ($pattern), a typed day goes into the query as YYYY-MM-DD',
    async ({ locale, pattern, from, to }) => {
      preferLanguage(locale);
      serveScenario('member');
      const router = await renderConsole('/acme-media/assemblies?from=2026-01-14');
      const fromField = page.getByRole('textbox', { name: 'From' });
      const toField = page.getByRole('textbox', { name: 'To' });
      await expect.element(fromField, loaded).toHaveValue(from);
      await expect.element(toField).toHaveAttribute('placeholder', pattern);

      await userEvent.fill(toField, to);
      await expect.poll(() => router.state.location.search, loaded).toBe('?from=2026-01-14&to=2026-01-20');
    },
  );

  it('a day that does not exist is explained beside the field and kept out of the query until it is put right', async () => {
    preferLanguage('en-GB');
    serveScenario('member');
    const router = await renderConsole('/acme-media/assemblies?from=2026-01-14');
    const to = page.getByRole('textbox', { name: 'To' });
    await expect.element(to, loaded).toBeVisible();

    await userEvent.fill(to, '31/02/2026');
    await userEvent.tab();
    await expect.element(page.getByText('Enter a date as dd/mm/yyyy')).toBeVisible();
    await expect.element(to).toHaveAccessibleDescription('Enter a date as dd/mm/yyyy');
    await new Promise((settle) => setTimeout(settle, 600));
    expect(router.state.location.search).toBe('?from=2026-01-14');

    await userEvent.fill(to, '28/02/2026');
    await expect.element(page.getByText('Enter a date as dd/mm/yyyy')).not.toBeInTheDocument();
    await expect.poll(() => router.state.location.search, loaded).toBe('?from=2026-01-14&to=2026-02-28');
  });
});
