import { CREDENTIAL_TYPES, SAVED_CREDENTIAL_TYPES } from '@console/api';
import { CredentialCreateScreen, href, patterns } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { reply, routeOf, testReply, withSession } from './credentials-story-helpers';

const CREATE = href.templateCredentialCreate('acme-media');

/** A new third-party credential: the service first, then the form its declaration makes. */
const meta = preview.meta({
  title: 'Screens/Credentials/CredentialCreateScreen',
  component: CredentialCreateScreen,
  parameters: routeOf(CREATE, patterns.templateCredentialCreate),
  args: { workspace: 'acme-media' },
  beforeEach: withSession,
});

/** Every service the console knows, each with its mark and what it is for, in groups; light, dark and phone. */
export const TypePicker = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const groups = ['Object storage', 'Servers', 'Cloud drives', 'Video platforms'];
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      groups,
    );
    const links = groups.flatMap((group) =>
      within(canvas.getByRole('list', { name: group })).getAllByRole('link'),
    );
    await expect(links).toHaveLength(SAVED_CREDENTIAL_TYPES.length);
    await expect(canvas.getByRole('link', { name: /Amazon S3/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/template-credentials\/create\?type=s3$/),
    );
  },
});

/** The search filters as it is typed, groups with nothing left go, and Enter opens the first match. */
export const TypePickerSearch = meta.story({
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search services' });
    await userEvent.type(search, 'video');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Video platforms',
    ]);
    await expect(
      within(canvas.getByRole('list', { name: 'Video platforms' })).getAllByRole('link'),
    ).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText(/No service matches “zzz”/)).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'sftp{Enter}');
    await expect(await canvas.findByRole('form', { name: 'SFTP credential' }, reply)).toBeVisible();
  },
});

/** Arrow keys move between the services as they are laid out, Home and End to the ends, Enter picks. */
export const TypePickerKeyboard = meta.story({
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search services' });
    search.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /^Amazon S3/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: /^Google Cloud Storage/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const below = document.activeElement as HTMLElement;
    await expect(below.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('link', { name: /^Google Cloud Storage/ }).getBoundingClientRect().top,
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: /^Vimeo/ })).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(await canvas.findByRole('form', { name: 'Amazon S3 credential' }, reply)).toBeVisible();
  },
});

/**
 * Walks the picker through every service: each form shows a field per declared field, secrets as password
 * inputs. The screenshot is the last one, SFTP: host, port, user, a multi-line private key and an optional path.
 */
export const EveryTypeForm = meta.story({
  play: async ({ canvas }) => {
    for (const type of SAVED_CREDENTIAL_TYPES) {
      const definition = CREDENTIAL_TYPES[type];
      await userEvent.click(
        await canvas.findByRole('link', { name: new RegExp(`^${definition.label}`) }, reply),
      );
      const form = await canvas.findByRole('form', { name: `${definition.label} credential` }, reply);
      await expect(within(form).getByRole('textbox', { name: /^Name/ })).toBeVisible();
      for (const field of definition.fields) {
        await expect(within(form).getAllByText(field.label)[0], `${type}: ${field.key}`).toBeVisible();
      }
      if (type !== 'sftp')
        await userEvent.click(canvas.getByRole('link', { name: 'Choose another service' }));
      else break;
    }
  },
  parameters: routeOf(CREATE, patterns.templateCredentialCreate),
});

/**
 * Each wrong value gets its own sentence beside its field; nothing typed is lost. Five fields in view need no summary.
 */
export const InvalidInput = meta.story({
  parameters: routeOf(`${CREATE}?type=s3`, patterns.templateCredentialCreate),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Amazon S3 credential' }, reply);
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'my bucket!');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Bucket/ }), 'My_Bucket');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Access key ID/ }), 'AKIA123');
    await userEvent.click(within(form).getByRole('button', { name: 'Create credential' }));
    await expect(
      await within(form).findByText(/Use only letters, digits, dashes and underscores/),
    ).toBeVisible();
    await expect(within(form).getAllByText(/Bucket names are 3 to 63 characters/)[0]).toBeVisible();
    await expect(within(form).getAllByText(/An AWS access key ID is 20 characters/)[0]).toBeVisible();
    await expect(within(form).getAllByText('Enter the secret access key.')[0]).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: /^Bucket/ })).toHaveValue('My_Bucket');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveFocus());
  },
});

/** FTP's form is long (six fields): several errors are listed above it too, each linking to its field. */
export const LongFormSummary = meta.story({
  parameters: routeOf(`${CREATE}?type=ftp`, patterns.templateCredentialCreate),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'FTP credential' }, reply);
    await userEvent.click(within(form).getByRole('button', { name: 'Create credential' }));
    const summary = await within(form).findByRole('alert', { name: 'Check the highlighted fields' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Give the credential a name.', 'Enter the host.', 'Enter the user.', 'Enter the password.']);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveFocus());
  },
});

async function fillS3(canvas: ReturnType<typeof within>, key: string, name = 'uploads-s3') {
  const form = await canvas.findByRole('form', { name: 'Amazon S3 credential' }, reply);
  await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), name);
  await userEvent.type(within(form).getByRole('textbox', { name: /^Bucket/ }), 'acme-uploads');
  await userEvent.click(within(form).getByRole('combobox', { name: /^Region/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'eu-west-1' }));
  await userEvent.type(within(form).getByRole('textbox', { name: /^Access key ID/ }), key);
  await userEvent.type(
    within(form).getByLabelText(/^Secret access key/),
    'wJalrXUtnFEMIK7MDENGbPxRfiCYzq8kTd3vN2hQ',
  );
  return form;
}

/** AWS's documentation key is refused by the service: the failure shows beside the access key field. */
export const TestConnectionFails = meta.story({
  parameters: { visual: { dark: true }, ...routeOf(`${CREATE}?type=s3`, patterns.templateCredentialCreate) },
  play: async ({ canvas }) => {
    const form = await fillS3(canvas, 'AKIAIOSFODNN7EXAMPLE');
    await userEvent.click(within(form).getByRole('button', { name: 'Test connection' }));
    const key = within(form).getByRole('textbox', { name: /^Access key ID/ });
    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'), testReply);
    await expect(key).toHaveAccessibleDescription(/The service refused this access key id/);
    await expect(within(form).getByText(/^Connection failed:/)).toBeVisible();
  },
});

/** A real-looking key connects: the form says so under the buttons. */
export const TestConnectionSucceeds = meta.story({
  parameters: routeOf(`${CREATE}?type=s3`, patterns.templateCredentialCreate),
  play: async ({ canvas }) => {
    const form = await fillS3(canvas, 'AKIA4HFKQ2XB7NDLR6PW');
    await userEvent.click(within(form).getByRole('button', { name: 'Test connection' }));
    await expect(await within(form).findByText(/Connected to Amazon S3/, {}, testReply)).toBeVisible();
  },
});

/** A name another credential has is refused by the server; the reason goes beside the name. */
export const NameTaken = meta.story({
  parameters: routeOf(`${CREATE}?type=s3`, patterns.templateCredentialCreate),
  play: async ({ canvas }) => {
    const form = await fillS3(canvas, 'AKIA4HFKQ2XB7NDLR6PW', 'production-s3');
    await userEvent.click(within(form).getByRole('button', { name: 'Create credential' }));
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), reply);
    await expect(name).toHaveAccessibleDescription(/A credential named "production-s3" already exists/);
  },
});

/** A host that does not answer: the failure shows beside the host, the port and the rest untouched. */
export const HostUnreachable = meta.story({
  parameters: routeOf(`${CREATE}?type=ftp`, patterns.templateCredentialCreate),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'FTP credential' }, reply);
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'partner-drop');
    const host = within(form).getByRole('textbox', { name: /^Host/ });
    await userEvent.type(host, 'ftp.partner.invalid');
    await userEvent.type(within(form).getByRole('textbox', { name: /^User/ }), 'acme');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'ftp-password-2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(host).toHaveAttribute('aria-invalid', 'true'), testReply);
    await expect(host).toHaveAccessibleDescription(/Could not reach ftp\.partner\.invalid/);
    await expect(within(form).getByRole('textbox', { name: /^Port/ })).toHaveValue('21');
  },
});
