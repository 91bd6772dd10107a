import { cva, type VariantProps } from 'class-variance-authority';
import {
  type ClipboardEvent,
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
  useImperativeHandle,
  useRef,
} from 'react';
import { cn } from '../lib/cn';

export const oneTimeCodeBoxVariants = cva(
  [
    'rounded-md border border-border-strong bg-surface text-center font-mono text-fg tabular-nums',
    'transition-colors duration-fast ease-standard caret-primary',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-fg-muted',
    'aria-invalid:border-danger',
  ],
  {
    variants: {
      size: {
        md: 'h-10 w-9 text-lg',
        lg: 'h-12 w-11 text-xl',
      },
    },
    defaultVariants: { size: 'lg' },
  },
);

/**
 * What a form library may call on the field: focus lands on the box to type in next; select puts the caret on
 * the first digit, selected, so a new code typed over the old one replaces it box by box.
 */
export type OneTimeCodeHandle = { focus: () => void; select: () => void };

export type OneTimeCodeInputProps = Omit<
  ComponentProps<'fieldset'>,
  'onChange' | 'defaultValue' | 'ref' | 'role' | 'onBlur'
> &
  VariantProps<typeof oneTimeCodeBoxVariants> & {
    /** The digits entered so far, without gaps ("4821" while two boxes are still empty). */
    value: string;
    /** Called with the new digits after each keystroke, paste or autofill. */
    onChange: (value: string) => void;
    /** How many digits the code has. */
    length?: number;
    /** The form field's name, given to the first box (the one browsers autofill). */
    name?: string;
    disabled?: boolean;
    /** Shows the boxes as wrong; Field sets it (as aria-invalid) from its `error`. */
    invalid?: boolean;
    'aria-invalid'?: boolean | 'true' | 'false';
    /** Called as focus leaves the whole group, not as it moves from box to box. */
    onBlur?: () => void;
    ref?: Ref<OneTimeCodeHandle>;
  };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * What was typed into a box that held `old`: a whole code (autofill replaces the box's text) as it is, else the
 * text without the old digit, before or after the caret (a digit typed over the selected one is all of it).
 */
function added(text: string, old: string | undefined, length: number): string {
  const digits = digitsOf(text);
  if (old === undefined || digits.length < 2 || digits.length >= length) return digits;
  if (digits.startsWith(old)) return digits.slice(1);
  return digits.endsWith(old) ? digits.slice(0, -1) : digits;
}

/**
 * A one-time code as one box per digit: one labelled group (Field labels and describes it as it does a radio
 * group), typing moves to the next box, Backspace and the arrow keys move back and forth, and a paste or the
 * browser's autofill (`autocomplete="one-time-code"` on the first box) of the whole code fills every box.
 */
export function OneTimeCodeInput({
  value,
  onChange,
  length = 6,
  name,
  disabled,
  invalid,
  size,
  className,
  onBlur,
  ref,
  'aria-invalid': ariaInvalid,
  ...props
}: OneTimeCodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const code = digitsOf(value).slice(0, length);
  // The digits as of the last change, which the focus moves below read before the new value has rendered.
  const latest = useRef(code);
  latest.current = code;
  const change = (updated: string) => {
    latest.current = updated;
    onChange(updated);
  };
  // On the boxes, where assistive tech reads it as each is focused; a group has no invalid state.
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';
  // The box to type in next: the first empty one, or the last once all are full.
  const next = Math.min(code.length, length - 1);

  const focusBox = (index: number, select = false) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    if (select) box?.select();
  };

  useImperativeHandle(ref, () => ({
    focus: () => focusBox(next),
    select: () => focusBox(0, true),
  }));

  /** Puts `typed` digits in from box `index` on, replacing what was there, and moves to the box after them. */
  const enter = (index: number, typed: string) => {
    const digits = digitsOf(typed);
    if (digits === '') return;
    // A whole code (pasted or autofilled) always starts at the first box, wherever it was put.
    const start = digits.length >= length ? 0 : Math.min(index, code.length);
    const updated = (code.slice(0, start) + digits + code.slice(start + digits.length)).slice(0, length);
    change(updated);
    focusBox(Math.min(start + digits.length, length - 1));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      // On an empty box Backspace takes the digit before it, as in one long field.
      const target = index < code.length ? index : index - 1;
      if (target < 0) return;
      change(code.slice(0, target) + code.slice(target + 1));
      focusBox(target);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      change(code.slice(0, index) + code.slice(index + 1));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1, true);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      // Never past the first empty box: the digits have no gaps.
      focusBox(Math.min(index + 1, next), true);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0, true);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(next, true);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    enter(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset
      data-slot="one-time-code-input"
      className={cn('flex min-w-0 flex-wrap gap-2', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
      {...props}
    >
      {Array.from({ length }, (_, index) => (
        <input
          // The boxes are positions, never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          name={index === 0 ? name : undefined}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={isInvalid || undefined}
          disabled={disabled}
          value={code[index] ?? ''}
          // Only the box to type in next takes Tab, so Tab enters and leaves the group in one step each.
          tabIndex={index === next ? 0 : -1}
          onFocus={(event) => {
            // An empty box past the first empty one would leave a gap: the caret goes to the first empty one.
            if (index > latest.current.length) focusBox(latest.current.length);
            else event.currentTarget.select();
          }}
          onChange={(event) => enter(index, added(event.currentTarget.value, code[index], length))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          className={oneTimeCodeBoxVariants({ size })}
        />
      ))}
    </fieldset>
  );
}
