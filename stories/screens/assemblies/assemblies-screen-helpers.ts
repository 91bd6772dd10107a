import {
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  presetTemplateId,
  setAssemblyClock,
} from '@console/mock-api';
import { AssembliesScreen, href, patterns, withBasename } from '@console/ui';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
export const reply = { timeout: 10_000 };

/** Globex's first page also builds the mock's index over 100,000 assemblies. */
export const hugeReply = { timeout: 15_000 };

export const VIDEO_THUMBNAILS = presetTemplateId(3);

export type Canvas = ReturnType<typeof within>;

export async function loadedTable(canvas: Canvas, summary: string, options = reply) {
  await canvas.findByText(summary, {}, options);
  return canvas.getByRole('table', { name: 'Assemblies' });
}

/** The table's body rows. */
export function rows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

/** Each row's state, as its badge says it. */
export function states(table: HTMLElement): string[] {
  return rows(table).map(
    (row) => row.querySelector('[data-slot="assembly-status-badge"]')?.textContent?.trim() ?? '',
  );
}

/** Opens a filter's Select by keyboard and picks an option. */
export async function pick(canvas: Canvas, filter: string, option: string) {
  const trigger = canvas.getByRole('combobox', { name: filter });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  // The filter lives in the address: under Vitest's act() the router's update has rendered when the click returns,
  // in Storybook for designers it may render a moment later.
  await waitFor(() => expect(trigger).toHaveTextContent(option));
}

export type MswUse = { msw: { use: (...handlers: RequestHandler[]) => void } };

/** Jane's backend with a clock the story moves by hand; the list's polls read it. Made afresh for each run. */
export function withMovableClock(play: (canvas: Canvas, advance: (ms: number) => void) => Promise<void>) {
  let now = Date.parse(FIXTURE_NOW);
  return {
    beforeEach({ msw }: MswUse) {
      now = Date.parse(FIXTURE_NOW);
      const { backend } = createScenario('member');
      setAssemblyClock(backend, () => now);
      msw.use(...createHandlers(backend));
    },
    play: async ({ canvas }: { canvas: Canvas }) =>
      play(canvas, (ms) => {
        now += ms;
      }),
  };
}

/** What every story file of the screen shares: the component, its route and its arguments. */
export const assembliesScreenMeta = {
  component: AssembliesScreen,
  parameters: { route: withBasename(href.assemblies('acme-media')), path: withBasename(patterns.assemblies) },
  args: { workspace: 'acme-media' },
};
