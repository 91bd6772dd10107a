import { expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ErrorScreen } from '../../packages/ui/src/screens/general/error-screen';

// Another text in place of spec §2's: the page shows whatever the constant says, so it has no copy of its own
// that could drift from it.
const { STAND_IN } = vi.hoisted(() => ({
  STAND_IN: 'A stand-in for the error page text, which the page reads from its one source.',
}));

vi.mock('@console/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@console/api')>()),
  ERROR_PAGE_TEXT: STAND_IN,
}));

it("the error page's text is ERROR_PAGE_TEXT", async () => {
  await render(<ErrorScreen />);
  await expect.element(page.getByText(STAND_IN)).toBeVisible();
  await expect
    .element(page.getByText(/There was a problem with processing your request/))
    .not.toBeInTheDocument();
});
