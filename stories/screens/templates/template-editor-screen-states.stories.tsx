import { href, withBasename } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';
import { editor, LADDER, MIGRATING, problems, reply, sharedMeta } from './template-editor-screen-shared';
import { getUnavailableOnce } from './template-requests';

const meta = preview.meta({
  title: 'Screens/Templates/TemplateEditorScreen/States',
  ...sharedMeta,
});

/** The template as it is saved: its JSON, checked clean, its steps, settings, id and how to use it. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'encode-hls-ladder' }, reply),
    ).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Templates' })).toHaveAttribute(
      'href',
      href.templates('acme-media'),
    );
    await expect(canvas.getByText(LADDER)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy template id' })).toBeVisible();

    const textbox = await editor(canvas);
    await expect(textbox).toHaveTextContent('"hls_1080p"');
    await expect(textbox).toHaveAccessibleDescription(/Tab moves on to the next control/);
    await expect(within(problems(canvas)).getByText('No problems found')).toBeVisible();
    const steps = within(canvas.getByRole('region', { name: 'Steps' })).getAllByRole('button');
    await expect(steps.map((step) => step.textContent)).toEqual([
      ':original/upload/handleline 3',
      'hls_1080p/video/encodeline 6',
      'hls_480p/video/encodeline 12',
      'exported/s3/storeline 18',
    ]);

    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByText('No changes to save.')).toBeVisible();
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();

    await expect(canvas.getByLabelText('Name')).toHaveValue('encode-hls-ladder');
    await expect(canvas.getByRole('switch', { name: 'Require a signature' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Keep result files' })).toHaveTextContent('1 day');
    await expect(canvas.getByRole('combobox', { name: 'Keep assembly status' })).toHaveTextContent('30 days');

    await expect(canvas.getByRole('button', { name: 'Run test' })).toBeEnabled();
    await expect(canvas.getByRole('tab', { name: 'Uppy', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Uppy' })).toHaveTextContent(
      `template_id: '${LADDER}'`,
    );
  },
});

/** An id the workspace has no template for: the workspace's not-found page, with the way back to the list. */
export const NotFound = meta.story({
  args: { id: 'f'.repeat(32) },
  parameters: { route: withBasename(href.template('acme-media', 'f'.repeat(32))) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, reply),
    ).toBeVisible();
    await expect(canvas.getByText(withBasename(href.template('acme-media', 'f'.repeat(32))))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to templates' })).toHaveAttribute(
      'href',
      href.templates('acme-media'),
    );
  },
});

/** Waiting for the template: placeholders in the shape of the editor and its panels. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers(`/acme-media/api/templates/${LADDER}.json`));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading the template')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Templates' })).toBeVisible();
  },
});

/** The server fails with its own words; Try again loads the template once it answers. */
export const LoadError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(getUnavailableOnce(`/acme-media/api/templates/${LADDER}.json`, MIGRATING));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('This template could not be loaded');
    await expect(alert).toHaveTextContent(MIGRATING);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'encode-hls-ladder' }, reply),
    ).toBeVisible();
  },
});

/** The integration snippet's tabs work by keyboard; each names the template's id. */
export const IntegrationSnippets = meta.story({
  play: async ({ canvas }) => {
    const uppy = await canvas.findByRole('tab', { name: 'Uppy' }, reply);
    await userEvent.click(uppy);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const curl = canvas.getByRole('tab', { name: 'cURL' });
    await expect(curl).toHaveFocus();
    await expect(curl).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'cURL' })).toHaveTextContent(
      `"template_id":"${LADDER}"`,
    );
    await expect(canvas.getByRole('button', { name: 'Copy cURL example' })).toBeVisible();
  },
});

/** Settings spell out spec §9's retention choices. */
export const ExpiryChoices = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Keep assembly status' }, reply));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Don’t save', '1 day', '7 days', '30 days', '90 days']);
    await userEvent.click(within(listbox).getByRole('option', { name: '90 days' }));
    await expect(canvas.getByRole('combobox', { name: 'Keep assembly status' })).toHaveTextContent('90 days');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
});

/** A template that requires signatures says so in every snippet, each in the terms of its tool. */
export const SignedSnippets = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Require a signature' }, reply));
    for (const [tab, note] of [
      ['Uppy', '// This template requires signed requests: get `params` and `signature` from your backend.'],
      ['Node SDK', '// This template requires signed requests: the SDK signs each one with authSecret.'],
      [
        'cURL',
        '# This template requires signed requests: add auth.expires to params and send a signature field, computed on your backend.',
      ],
    ] as const) {
      await userEvent.click(canvas.getByRole('tab', { name: tab }));
      await expect(canvas.getByRole('tabpanel', { name: tab })).toHaveTextContent(note);
    }
  },
});
