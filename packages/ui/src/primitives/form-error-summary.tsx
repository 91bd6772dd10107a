import { cva, type VariantProps } from 'class-variance-authority';
import { CircleExclamationPoint } from 'lucide-react';
import { type ComponentProps, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../lib/cn';
import { textLink } from './text-link';

export const formErrorSummaryVariants = cva(
  [
    'rounded-md border border-danger bg-danger-soft text-danger-text',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: {
      size: {
        sm: 'p-3 text-sm',
        md: 'p-4 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type FormFieldError = {
  /** The id of the control to focus, the same id its Field gives it. */
  fieldId: string;
  /** The field's error as a link to it; the same text its Field shows, so both read alike. */
  message: ReactNode;
};

export type FormErrorSummaryProps = Omit<ComponentProps<'div'>, 'title' | 'ref'> &
  VariantProps<typeof formErrorSummaryVariants> & {
    /** One entry per invalid field, in form order; the summary renders nothing while the list is empty. */
    errors: FormFieldError[];
    /** The heading above the list; it says what to do next. */
    title?: ReactNode;
    /** Takes focus as it appears; off where the first invalid field takes the caret instead. */
    focusOnShow?: boolean;
  };

const focusableSelector = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

function focusField(fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  target.focus({ preventScroll: true });
  // A radio group's id sits on its wrapper, which cannot take focus; its first radio can.
  if (document.activeElement !== target) {
    target.querySelector<HTMLElement>(focusableSelector)?.focus({ preventScroll: true });
  }
  // Centre the field so its label above it is in view too.
  target.scrollIntoView({ block: 'center' });
}

/**
 * Lists every field error at the top of a form after a failed submit. It takes focus when it appears so keyboard
 * and screen-reader users land on it; remount it (change its `key`) on each submit to move focus there again.
 */
export function FormErrorSummary({
  errors,
  title = 'Check the highlighted fields',
  focusOnShow = true,
  size,
  className,
  ...props
}: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const visible = errors.length > 0;

  useEffect(() => {
    if (visible && focusOnShow) ref.current?.focus();
  }, [visible, focusOnShow]);

  if (!visible) return null;

  return (
    <div
      ref={ref}
      data-slot="form-error-summary"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(formErrorSummaryVariants({ size }), className)}
      {...props}
    >
      <p id={titleId} className="flex items-center gap-2 font-semibold">
        <CircleExclamationPoint aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-2 grid gap-1 pl-6">
        {errors.map((error) => (
          <li key={error.fieldId} className="list-disc">
            <a
              href={`#${error.fieldId}`}
              className={textLink({ tone: 'inline' })}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                // The hash would only scroll; moving focus puts the caret in the field, ready to fix.
                event.preventDefault();
                focusField(error.fieldId);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
