import { Field, OneTimeCodeInput, type OneTimeCodeInputProps } from '@console/ui';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, type within } from 'storybook/test';
import preview from '../../.storybook/preview';

type Canvas = ReturnType<typeof within>;

/** The field as a form uses it: Field labels and describes the group, the story keeps the digits. */
function CodeField({
  error,
  initial = '',
  onChange,
  ...props
}: Partial<OneTimeCodeInputProps> & {
  error?: string;
  initial?: string;
}) {
  const [code, setCode] = useState(initial);
  return (
    <Field label="Sign-in code" hint="The 6 digits from the e-mail we sent." error={error}>
      <OneTimeCodeInput
        {...props}
        value={code}
        onChange={(next) => {
          setCode(next);
          onChange?.(next);
        }}
      />
    </Field>
  );
}

const box = (canvas: Canvas, digit: number) =>
  canvas.getByLabelText(`Digit ${digit} of 6`) as HTMLInputElement;
const codeIn = (canvas: Canvas) =>
  canvas
    .getAllByRole('textbox')
    .map((input: HTMLElement) => (input as HTMLInputElement).value)
    .join('');

/**
 * A one-time code, one box per digit: a labelled group, paste and autofill (`autocomplete="one-time-code"`) of
 * the whole code, and the keys of one long field (Backspace, arrows, Home, End).
 */
const meta = preview.meta({
  title: 'Primitives/OneTimeCodeInput',
  component: OneTimeCodeInput,
  args: { value: '', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
  render: (args) => <CodeField size={args.size} disabled={args.disabled} onChange={args.onChange} />,
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Sign-in code' })).toHaveAccessibleDescription(
      'The 6 digits from the e-mail we sent.',
    );
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    // One Tab stop: only the box to type in next.
    await expect(box(canvas, 1)).toHaveAttribute('tabindex', '0');
    await expect(box(canvas, 2)).toHaveAttribute('tabindex', '-1');
  },
});

/** Typing moves on by itself; the field reports the digits without gaps. */
export const Typing = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas, 1), '4a82');
    await expect(codeIn(canvas)).toBe('482');
    await expect(box(canvas, 4)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('482');
    // A click on an empty box further on puts the caret in the first empty one: the digits have no gaps.
    await userEvent.click(box(canvas, 6));
    await expect(box(canvas, 4)).toHaveFocus();
  },
});

/** A pasted code fills every box, wherever it is pasted; what is not a digit is dropped. */
export const Paste = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.paste('Your code: 482 193');
    await expect(codeIn(canvas)).toBe('482193');
    await expect(box(canvas, 6)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('482193');
  },
});

/** The browser's autofill puts the whole code in the first box at once; it is spread over the six. */
export const Autofill = meta.story({
  play: async ({ canvas }) => {
    await expect(box(canvas, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(box(canvas, 1), { target: { value: '730514' } });
    await expect(codeIn(canvas)).toBe('730514');
  },
});

/** Backspace takes the digit before an empty box; the arrows, Home and End move without changing anything. */
export const Keyboard = meta.story({
  render: (args) => <CodeField initial="482193" onChange={args.onChange} />,
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas, 6));
    await userEvent.keyboard('{Home}');
    await expect(box(canvas, 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}5');
    await expect(codeIn(canvas)).toBe('485193');
    await expect(box(canvas, 4)).toHaveFocus();
    await userEvent.keyboard('{End}{Backspace}{Backspace}');
    await expect(codeIn(canvas)).toBe('4851');
    await expect(box(canvas, 5)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Backspace}');
    await expect(codeIn(canvas)).toBe('485');
    await expect(box(canvas, 4)).toHaveFocus();
  },
});

/** Wrong: every box has the danger border and is invalid; the message describes the group. */
export const Invalid = meta.story({
  render: (args) => <CodeField initial="48219" error="Enter the 6-digit code." onChange={args.onChange} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Sign-in code' })).toHaveAccessibleDescription(
      'The 6 digits from the e-mail we sent. Enter the 6-digit code.',
    );
    await expect(box(canvas, 1)).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Disabled = meta.story({ render: () => <CodeField initial="48" disabled /> });
