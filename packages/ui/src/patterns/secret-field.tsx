import { cva, type VariantProps } from 'class-variance-authority';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { CopyButton } from './copy-button';

/** A fixed number of dots, so the mask never tells how long the secret is. */
const MASK = '•'.repeat(24);

const secretFieldVariants = cva('flex min-w-0 flex-col gap-1.5 border-0 p-0', {
  variants: {
    size: {
      sm: '[&_[data-slot=secret-value]]:text-xs',
      md: '[&_[data-slot=secret-value]]:text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

type SecretSource =
  | {
      /** The secret, when the page already holds it. Prefer `onReveal` so it is fetched only on demand. */
      value: string;
      onReveal?: never;
    }
  | {
      value?: never;
      /** Fetches the secret when someone asks to see or copy it (may be async; the button shows it is loading). */
      onReveal: () => string | Promise<string>;
    };

export type SecretFieldProps = Omit<ComponentProps<'fieldset'>, 'children'> &
  VariantProps<typeof secretFieldVariants> &
  SecretSource & {
    /** Names the secret ("Auth secret"); shown above the field and used in the button names. */
    label: string;
    /** Hides the label visually (it still names the field), for tables and tight layouts. */
    hideLabel?: boolean;
    /** A revealed secret masks itself again after this long, so it does not stay on a shared screen. */
    autoHideMs?: number;
    /** Shows a copy button that copies the secret without revealing it. */
    copyable?: boolean;
    /** A line under the field, e.g. where the secret is used. */
    description?: ReactNode;
  };

/**
 * Shows a secret (an auth secret, a webhook signing key) masked, and reveals it only on an explicit action.
 * The secret is never logged; one fetched through `onReveal` is dropped again when it is hidden.
 */
export function SecretField({
  label,
  hideLabel = false,
  value,
  onReveal,
  autoHideMs = 30_000,
  copyable = true,
  description,
  size,
  className,
  ...props
}: SecretFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const [fetched, setFetched] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const hide = useCallback(() => {
    setRevealed(false);
    setFetched(null);
  }, []);

  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(hide, autoHideMs);
    return () => clearTimeout(timer);
  }, [revealed, autoHideMs, hide]);

  async function readSecret(): Promise<string> {
    if (value !== undefined) return value;
    if (!onReveal) throw new Error('SecretField needs either value or onReveal');
    return onReveal();
  }

  async function toggle() {
    if (revealed) {
      hide();
      return;
    }
    if (value !== undefined) {
      setRevealed(true);
      return;
    }
    setLoading(true);
    setFailed(false);
    try {
      const secret = await readSecret();
      if (!mounted.current) return;
      setFetched(secret);
      setRevealed(true);
    } catch {
      if (mounted.current) setFailed(true);
    } finally {
      if (mounted.current) setLoading(false);
    }
  }

  const shown = revealed ? (value ?? fetched) : null;

  return (
    <fieldset
      data-slot="secret-field"
      data-state={shown !== null ? 'revealed' : 'hidden'}
      className={cn(secretFieldVariants({ size }), className)}
      {...props}
    >
      <legend className={cn('mb-1.5 p-0 font-medium text-fg text-sm', hideLabel && 'sr-only')}>
        {label}
      </legend>
      <div className="flex min-h-10 min-w-0 items-center gap-1 rounded-md border border-border bg-surface-sunken py-1 pr-1 pl-3">
        <span data-slot="secret-value" className="min-w-0 flex-1 font-mono text-fg">
          {shown !== null ? (
            <code className="break-all">{shown}</code>
          ) : (
            <>
              <span aria-hidden className="select-none tracking-wider text-fg-muted">
                {MASK}
              </span>
              <span className="sr-only">Hidden</span>
            </>
          )}
        </span>
        {/* The name says what a press does next (Reveal, then Hide); aria-pressed on top would read "Hide, pressed". */}
        <Button variant="ghost" size="sm" loading={loading} onClick={toggle} className="text-fg-muted">
          {shown !== null ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {shown !== null ? 'Hide' : 'Reveal'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
        {copyable ? <CopyButton value={readSecret} label={`Copy ${label}`} iconOnly /> : null}
      </div>
      {failed ? (
        <p role="alert" className="text-danger-text text-sm">
          Could not load the {label.toLowerCase()}. Try again.
        </p>
      ) : null}
      {description ? <div className="text-fg-muted text-sm">{description}</div> : null}
    </fieldset>
  );
}
