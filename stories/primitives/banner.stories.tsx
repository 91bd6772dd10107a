import { Banner, Button } from '@console/ui';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Banner',
  component: Banner,
  args: {
    tone: 'info',
    title: 'Scheduled maintenance on 20 January',
    children: 'Uploads may be slower between 02:00 and 03:00 UTC. Running assemblies are not affected.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning', 'danger'] } },
});

export const Playground = meta.story({});

export const Info = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Scheduled maintenance/);
  },
});

export const Warning = meta.story({
  args: {
    tone: 'warning',
    title: 'Please verify your e-mail address',
    children: 'We sent a link to kevin@acme.com. Until you verify, you cannot invite collaborators.',
    action: (
      <Button variant="link" size="sm">
        Resend e-mail
      </Button>
    ),
  },
});

export const Danger = meta.story({
  args: {
    tone: 'danger',
    title: 'You have unpaid invoices',
    children: 'Processing stops on 1 February unless invoice 2026-0012 is paid.',
    action: (
      <Button asChild variant="link" size="sm">
        <a href="#billing">Pay now</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/unpaid invoices/);
  },
});

export const Dismissible = meta.story({
  args: {
    dismissible: true,
    onDismiss: fn(),
    title: 'You are viewing acme-video as an administrator',
    children: 'Changes you make are recorded in the workspace audit log.',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
});

export const BodyOnly = meta.story({
  args: { title: undefined, children: 'Your plan renews on 1 February at €49 per month.' },
});
