import { MOCK_API_BASE_URL } from '@console/mock-api';
import { href, patterns, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';
import {
  acme,
  assemblyScreenMeta,
  assemblyStory,
  expectAssemblyLink,
  loaded,
  reply,
  summary,
} from './assembly-screen-helpers';

/** Warnings, fields and replays; and the page while it loads, when it fails and when there is no such assembly. */
const meta = preview.meta({ title: 'Screens/Assemblies/AssemblyScreen/Details', ...assemblyScreenMeta });

/** Two warnings of different levels, each under its level. */
export const WithWarnings = meta.story({
  ...assemblyStory(15, { dark: true }),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Completed');
    const warnings = canvas
      .getByRole('heading', { level: 2, name: 'Warnings' })
      .closest('[data-slot="card"]');
    const levels = within(warnings as HTMLElement).getAllByRole('heading', { level: 3 });
    await expect(levels.map((level) => level.textContent)).toEqual(['warning 1', 'notice 1']);
    await expect(
      within(warnings as HTMLElement).getByText(
        'The /file/filter step rejected 2 of 3 files, so they were not encoded.',
      ),
    ).toBeVisible();
  },
});

/** A person in Berlin sees when it was created on their clock, the zone named, the same instant on hover. */
export const InTheirTimeZone = meta.story({
  ...assemblyStory(1),
  parameters: { ...assemblyStory(1).parameters, timeZone: 'Europe/Berlin' },
  play: async ({ canvas }) => {
    await loaded(canvas, 'Completed');
    const created = summary(canvas, 'Created');
    await expect(created).toHaveTextContent(/Europe\/Berlin.*minutes ago/);
    await expect(within(created).getByText(/minutes ago/)).toHaveAttribute(
      'title',
      expect.stringMatching(/Europe\/Berlin$/),
    );
  },
});

/** The fields the integration sent, each copyable. */
export const WithFields = meta.story({
  ...assemblyStory(2),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Completed');
    await expect(summary(canvas, 'order_id')).toHaveTextContent('ORD-000002');
    await expect(summary(canvas, 'user_id')).toHaveTextContent(/^usr_\d+/);
    await expect(canvas.getByRole('button', { name: 'Copy order_id' })).toBeVisible();
  },
});

/** A replay of a finished assembly links back to it. */
export const ReplayOfParent = meta.story({
  ...assemblyStory(9),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Completed');
    await expectAssemblyLink(canvas, 10);
  },
});

/** An assembly that was replayed lists its replays, newest first, with their states. */
export const WithReplays = meta.story({
  ...assemblyStory(20),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Canceled');
    await expect(canvas.getByText('Replayed once, newest first:')).toBeVisible();
    const link = await expectAssemblyLink(canvas, 19);
    await expect(within(link.closest('li') as HTMLElement).getByText('Replaying')).toBeVisible();
  },
});

/** Waiting for the assembly: the id is already in the title, the rest is placeholders. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers(`/acme-media/api/assemblies/${acme(1)}.json`));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Assembly ${acme(1)}`);
    await expect(canvas.getByText('Loading the assembly')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"] [data-slot="skeleton"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Replay' })).toBeNull();
  },
});

/** The server fails with its own words; "Try again" asks once more and shows the assembly. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(
        `${MOCK_API_BASE_URL}/acme-media/api/assemblies/${acme(1)}.json`,
        () =>
          HttpResponse.json(
            { meta: { status: 'error', message: 'The status store is not answering. Try again shortly.' } },
            { status: 503 },
          ),
        { once: true },
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('This assembly could not be loaded');
    await expect(alert).toHaveTextContent('The status store is not answering. Try again shortly.');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Assembly ${acme(1)}`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded(canvas, 'Completed');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** An id the workspace does not have: the workspace's not-found page, with the way back to the list. */
export const NotFound = meta.story({
  args: { workspace: 'acme-media', id: 'ffffffffffffffffffffffffffffffff' },
  parameters: {
    route: withBasename(href.assembly('acme-media', 'ffffffffffffffffffffffffffffffff')),
    path: withBasename(patterns.assembly),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, reply),
    ).toBeVisible();
    await expect(
      canvas.getByText(withBasename(href.assembly('acme-media', 'ffffffffffffffffffffffffffffffff'))),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all assemblies' })).toHaveAttribute(
      'href',
      href.assemblies('acme-media'),
    );
  },
});
