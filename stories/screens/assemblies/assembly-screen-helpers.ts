import { assemblyIdFor } from '@console/mock-api';
import { AssemblyScreen, href, patterns, withBasename } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
export const reply = { timeout: 5000 };

/** Acme Media's generated assembly number `seq` (1 = newest); see the assembly factory for what each one is. */
export const acme = (seq: number) => assemblyIdFor(1, seq);

export const short = (id: string) => `${id.slice(0, 12)}…`;

/** A story of Acme's assembly `seq`, mounted on its own path so a navigation elsewhere shows where it went. */
/** The assembly page of Acme's assembly number `seq`; `visual` as every story's `parameters.visual`. */
export function assemblyStory(seq: number, visual?: { dark?: boolean; busy?: boolean }) {
  const id = acme(seq);
  return {
    args: { workspace: 'acme-media', id },
    parameters: {
      route: withBasename(href.assembly('acme-media', id)),
      path: withBasename(patterns.assembly).replace(':id', id),
      visual,
    },
  };
}

export type Canvas = ReturnType<typeof within>;

/** Waits for the summary, then gives the header's badge. */
export async function loaded(canvas: Canvas, outcome: string) {
  await canvas.findByRole('heading', { level: 2, name: 'Summary' }, reply);
  const header = canvas
    .getByRole('heading', { level: 1 })
    .closest('[data-slot="page-header"]') as HTMLElement;
  await expect(within(header).getByText(outcome)).toBeVisible();
  return header;
}

/** The value of a summary row. */
export function summary(canvas: Canvas, term: string): HTMLElement {
  const dt = canvas.getAllByText(term, { selector: 'dt' })[0] as HTMLElement;
  return dt.nextElementSibling as HTMLElement;
}

/** Presses one of the header's actions and gives the dialog it opens. */
export async function openAction(header: HTMLElement, button: string, dialog: string) {
  await userEvent.click(within(header).getByRole('button', { name: button }));
  return within(document.body).findByRole('dialog', { name: dialog });
}

/** Asserts the link to Acme's assembly `seq`: its short id, pointing at its page. */
export async function expectAssemblyLink(scope: Canvas, seq: number) {
  const link = scope.getByRole('link', { name: short(acme(seq)) });
  await expect(link).toHaveAttribute('href', href.assembly('acme-media', acme(seq)));
  return link;
}

/** What every story file of the screen shares: the component, its route and its arguments. */
export const assemblyScreenMeta = {
  component: AssemblyScreen,
  ...assemblyStory(1),
};
