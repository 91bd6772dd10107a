import { presetTemplateId } from '@console/mock-api';
import { CredentialEditScreen, href, patterns } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { reply, routeOf, testReply, withSession } from './credentials-story-helpers';

/** Acme's "production-s3" is the first credential seeded, id 1. */
const PRODUCTION_S3 = href.templateCredential('acme-media', 1);

/** A saved third-party credential: its values, its secret shown only as set, where templates use it. */
const meta = preview.meta({
  title: 'Screens/Credentials/CredentialEditScreen',
  component: CredentialEditScreen,
  parameters: routeOf(PRODUCTION_S3, patterns.templateCredential),
  args: { workspace: 'acme-media', credentialId: '1' },
  beforeEach: withSession,
});

/** The stored secret is never sent back: the form says it is set and offers to replace it. */
export const SecretSet = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'production-s3' }, reply),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Bucket/ })).toHaveValue('acme-media-uploads');
    await expect(canvas.getByText('Set')).toBeVisible();
    await expect(canvas.queryByLabelText(/^Secret access key/)).toBeNull();
    const usedBy = canvas.getByRole('region', { name: 'Used by' });
    await expect(
      await within(usedBy).findByRole('link', { name: 'encode-hls-ladder' }, reply),
    ).toHaveAttribute('href', href.template('acme-media', presetTemplateId(1)));
  },
});

/**
 * Replacing shows an empty password field; keeping the stored secret puts the "Set" state back. A new name warns
 * that the templates naming the old one need changing too.
 */
export const ReplaceSecret = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace' }, reply));
    const secret = canvas.getByLabelText(/^Secret access key/);
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(secret).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep the stored secret access key' }));
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeVisible();
    // The templates naming the credential come in a read of their own, which may answer after the form's.
    await within(canvas.getByRole('region', { name: 'Used by' })).findByRole(
      'link',
      { name: 'encode-hls-ladder' },
      reply,
    );
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, '-eu');
    await expect(name).toHaveAccessibleDescription(/templates name it “production-s3”: after a rename/);
  },
});

/** A bucket that does not exist: the test connects with the stored secret and fails beside the bucket. */
export const NoSuchBucket = meta.story({
  play: async ({ canvas }) => {
    const bucket = await canvas.findByRole('textbox', { name: /^Bucket/ }, reply);
    await userEvent.clear(bucket);
    await userEvent.type(bucket, 'missing-uploads');
    await userEvent.click(canvas.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(bucket).toHaveAttribute('aria-invalid', 'true'), testReply);
    await expect(bucket).toHaveAccessibleDescription(/There is no bucket named “missing-uploads”/);
  },
});

/** An id no credential has: the workspace's not-found page, with the way back to the list. */
export const NotFound = meta.story({
  args: { credentialId: '999' },
  parameters: routeOf(href.templateCredential('acme-media', 999), patterns.templateCredential),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Go to credentials' }, reply)).toBeVisible();
  },
});
