import { Button, type ToastOptions, ToastProvider, useToast } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

type ToastDemoProps = ToastOptions & {
  /** Text of the button that raises the toast. */
  buttonLabel: string;
  /** The provider's default duration for this story, in milliseconds; without it toasts stay until dismissed. */
  duration?: number;
};

function ToastTrigger({ buttonLabel, ...options }: Omit<ToastDemoProps, 'duration'>) {
  const { toast } = useToast();
  return (
    <Button variant="secondary" onClick={() => toast(options)}>
      {buttonLabel}
    </Button>
  );
}

// The nested provider would otherwise fall back to 5 s (10 s for errors) and override the decorator's "until
// dismissed", so a screenshot would race the toast's timer.
function ToastDemo({ duration = Number.POSITIVE_INFINITY, ...props }: ToastDemoProps) {
  return (
    <ToastProvider duration={duration}>
      <ToastTrigger {...props} />
    </ToastProvider>
  );
}

/** The region renders from its own chunk once the first toast is shown, so it is awaited. */
function notifications() {
  return within(document.body).findByRole('region', { name: 'Notifications' });
}

const meta = preview.meta({
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: {
    buttonLabel: 'Save template',
    title: 'Template saved',
    description: 'encode-hls-1080p is live for new assemblies.',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
});

export const Playground = meta.story({ args: { variant: 'success' } });

export const ShowAndDismiss = meta.story({
  args: { variant: 'success' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    const region = await notifications();
    const toast = await within(region).findByText('Template saved');
    await expect(within(region).getByText('encode-hls-1080p is live for new assemblies.')).toBeVisible();
    await expect(toast).toBeVisible();

    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(region).queryByText('Template saved')).toBeNull());
  },
});

export const LeavesOnItsOwn = meta.story({
  args: {
    duration: 300,
    buttonLabel: 'Copy auth key',
    title: 'Auth key copied',
    description: undefined,
    variant: 'info',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy auth key' }));
    const region = await notifications();
    await within(region).findByText('Auth key copied');
    await waitFor(() => expect(within(region).queryByText('Auth key copied')).toBeNull(), { timeout: 3000 });
  },
});

export const ErrorToast = meta.story({
  args: {
    buttonLabel: 'Replay assembly',
    title: 'Replay failed',
    description:
      'Request error for POST /acme-video/api/assemblies/7f3a9c2e/replay: the assembly has expired.',
    variant: 'error',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Replay assembly' }));
    await expect(await within(await notifications()).findByText('Replay failed')).toBeVisible();
  },
});

export const InfoToast = meta.story({
  args: {
    buttonLabel: 'Resend e-mail',
    title: 'Verification e-mail sent',
    description: 'Check kevin@acme.com; the link is valid for 24 hours.',
    variant: 'info',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend e-mail' }));
    await expect(await within(await notifications()).findByText('Verification e-mail sent')).toBeVisible();
  },
});
