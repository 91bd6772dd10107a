import { presetTemplateId } from '@console/mock-api';
import { href } from '@console/ui';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import {
  acme,
  assemblyScreenMeta,
  assemblyStory,
  expectAssemblyLink,
  loaded,
  summary,
} from './assembly-screen-helpers';

/** One assembly in each way it can stand: running, finished, canceled, aborted or failed. */
const meta = preview.meta({ title: 'Screens/Assemblies/AssemblyScreen/Outcomes', ...assemblyScreenMeta });

/** The newest assembly: completed, with the files it made, its fields and a Replay button. */
export const Completed = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const id = acme(1);
    const header = await loaded(canvas, 'Completed');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Assembly ${id}`);
    await expect(within(header).getByRole('button', { name: 'Copy assembly ID' })).toBeVisible();
    await expect(within(header).getByRole('link', { name: 'Assemblies' })).toHaveAttribute(
      'href',
      href.assemblies('acme-media'),
    );
    await expect(within(header).getByRole('button', { name: 'Replay' })).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Cancel assembly' })).toBeNull();

    await expect(
      within(summary(canvas, 'Template')).getByRole('link', { name: 'encode-hls-ladder' }),
    ).toHaveAttribute('href', href.template('acme-media', presetTemplateId(1)));
    await expect(summary(canvas, 'Smart CDN')).toHaveTextContent('No');
    await expect(summary(canvas, 'Notify URL')).toHaveTextContent('None');
    await expect(summary(canvas, 'Created')).toHaveTextContent(/UTC.*minutes ago/);
    await expect(summary(canvas, 'Total')).toHaveTextContent(/\d/);
    // No warnings, no replays: lines of the summary rather than cards of one line each.
    await expect(summary(canvas, 'Warnings')).toHaveTextContent('None');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Warnings' })).toBeNull();
    // The status lists its 3 uploads and 12 results: by name, size and step, ten to a page.
    const files = canvas.getByRole('table', { name: 'Files in the assembly status' });
    const fileRows = within(files).getAllByRole('row').slice(1);
    await expect(fileRows).toHaveLength(10);
    await expect(fileRows[0]).toHaveTextContent('launch-keynote.mov746 KB:original');
    await expect(fileRows[3]).toHaveTextContent('launch-keynote.mp4276 KBhls_1080p');
    await expect(canvas.getByText('Showing 1–10 of 15')).toBeVisible();
    await expect(summary(canvas, 'order_id')).toHaveTextContent('ORD-000001');
    await expect(summary(canvas, 'Replays')).toHaveTextContent('Not replayed');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Replays' })).toBeNull();
    const json = (await canvas.findByText('Assembly status JSON')).closest('figure') as HTMLElement;
    await expect(json).toHaveTextContent('"ok": "ASSEMBLY_COMPLETED"');
    await expect(canvas.getByRole('button', { name: 'Copy Assembly status JSON' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Still uploading: no Replay yet, a Cancel button, and the page says it updates by itself. */
export const Uploading = meta.story({
  ...assemblyStory(8),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Uploading');
    await expect(within(header).getByRole('button', { name: 'Cancel assembly' })).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Replay' })).toBeNull();
    await expect(
      canvas.getByText('Still running: this page updates by itself until the assembly has finished.'),
    ).toBeVisible();
    await expect(summary(canvas, 'Upload')).toHaveTextContent('Not finished yet');
    await expect(summary(canvas, 'Notify URL')).toHaveTextContent(
      'https://hooks.example.com/transloadit/notify',
    );
  },
});

/** Executing: the upload is done, the rest is still to come. */
export const Executing = meta.story({
  ...assemblyStory(6),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Executing');
    await expect(within(header).getByRole('button', { name: 'Cancel assembly' })).toBeVisible();
    await expect(summary(canvas, 'Upload')).toHaveTextContent(/ s$/);
    await expect(summary(canvas, 'Execution')).toHaveTextContent('Not finished yet');
  },
});

/** Replaying another assembly: the parent is linked, and this one has a replay of its own. */
export const Replaying = meta.story({
  ...assemblyStory(19),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Replaying');
    await expectAssemblyLink(within(summary(canvas, 'Replay of')), 20);
    const replays = canvas.getByRole('heading', { level: 2, name: 'Replays' }).closest('[data-slot="card"]');
    await expectAssemblyLink(within(replays as HTMLElement), 18);
  },
});

/** Canceled: Replay is offered again; its warning is listed by level. */
export const Canceled = meta.story({
  ...assemblyStory(10),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Canceled');
    await expect(within(header).getByRole('button', { name: 'Replay' })).toBeVisible();
    await expect(summary(canvas, 'Execution')).toHaveTextContent('Did not happen');
  },
});

/**
 * Aborted by the client while uploading; it came from a Smart CDN URL, so it carries no fields. Its files never
 * arrived in full, so there is no Replay, and the header says why.
 */
export const Aborted = meta.story({
  ...assemblyStory(14),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Aborted');
    await expect(within(header).queryByRole('button', { name: 'Replay' })).toBeNull();
    await expect(
      within(header).getByText('Its upload did not finish, so there is nothing to replay.'),
    ).toBeVisible();
    await expect(summary(canvas, 'Smart CDN')).toHaveTextContent('Yes, started by a Smart CDN URL');
    await expect(summary(canvas, 'Assembly fields')).toHaveTextContent('None sent');
  },
});

/** Failed: the error code in a danger banner, the service's message under it. */
export const FailedWithCode = meta.story({
  ...assemblyStory(3, { dark: true }),
  play: async ({ canvas }) => {
    await loaded(canvas, 'Failed');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This assembly failed with INVALID_FILE_META_DATA');
    await expect(within(alert).getByText('INVALID_FILE_META_DATA', { selector: 'code' })).toBeVisible();
  },
});

/**
 * Refused before anything was uploaded: a signature that did not match, with the service's reason. With no files
 * there is nothing to replay, so the header says so instead of offering Replay.
 */
export const FailedBeforeUpload = meta.story({
  ...assemblyStory(13),
  play: async ({ canvas }) => {
    const header = await loaded(canvas, 'Failed');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This assembly failed with INVALID_SIGNATURE');
    await expect(alert).toHaveTextContent(
      'The signature does not match the parameters; check the auth secret used to sign them.',
    );
    await expect(summary(canvas, 'Total')).toHaveTextContent('Did not happen');
    await expect(within(header).queryByRole('button', { name: 'Replay' })).toBeNull();
    await expect(
      within(header).getByText('Nothing was uploaded, so there is nothing to replay.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Files in the assembly status' })).toBeNull();
  },
});
