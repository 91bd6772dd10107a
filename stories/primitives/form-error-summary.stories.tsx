import { Button, Field, FormErrorSummary, Input } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    errors: [
      { fieldId: 'billing-email', message: 'Enter a billing e-mail address, like billing@acme.com' },
      { fieldId: 'vat-id', message: 'VAT ID must start with a country code, like NL123456789B01' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
});

export const Playground = meta.story({});

/** Tighter padding, for forms inside dialogs and side panels. */
export const Small = meta.story({
  args: {
    size: 'sm',
    errors: [{ fieldId: 'template-name', message: 'Enter a template name, like encode-hls-1080p' }],
  },
});

export const FocusOnAppear = meta.story({
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    // The summary focuses itself in an effect, which React may run after the play function has begun (outside
    // Vitest's act(), as in Storybook for designers).
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
  },
});

export const Empty = meta.story({
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

function BillingForm() {
  const [email, setEmail] = useState('');
  const [vatId, setVatId] = useState('');
  const [submitted, setSubmitted] = useState(0);
  const emailError =
    submitted > 0 && !email.includes('@') ? 'Enter a billing e-mail address, like billing@acme.com' : null;
  const vatError =
    submitted > 0 && !/^[A-Z]{2}/.test(vatId)
      ? 'VAT ID must start with a country code, like NL123456789B01'
      : null;
  const errors = [
    ...(emailError ? [{ fieldId: 'billing-email', message: emailError }] : []),
    ...(vatError ? [{ fieldId: 'vat-id', message: vatError }] : []),
  ];

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setSubmitted((count) => count + 1);
      }}
    >
      <FormErrorSummary
        key={submitted}
        errors={errors}
        title={`Fix ${errors.length === 1 ? '1 thing' : `${errors.length} things`} to save billing details`}
      />
      <Field label="Billing e-mail" error={emailError} required>
        <Input
          id="billing-email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="VAT ID" hint="Leave empty if you are not VAT-registered in the EU." error={vatError}>
        <Input id="vat-id" value={vatId} onChange={(event) => setVatId(event.target.value)} />
      </Field>
      <div>
        <Button type="submit">Save billing details</Button>
      </div>
    </form>
  );
}

export const InAForm = meta.story({
  render: () => <BillingForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save billing details' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: /VAT ID must start/ }));
    await expect(canvas.getByRole('textbox', { name: 'VAT ID' })).toHaveFocus();
  },
});
