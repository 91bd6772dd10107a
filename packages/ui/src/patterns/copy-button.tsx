import { cva } from 'class-variance-authority';
import { Check, CircleExclamationPoint, Copy } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  memo,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTimers } from '../lib/clock';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { IconButton } from '../primitives/icon-button';

/** How long "Copied" stays up: long enough to read, short enough not to go stale. */
const COPIED_FEEDBACK_MS = 2000;

const CopyFeedbackContext = createContext(COPIED_FEEDBACK_MS);

export type CopyFeedbackProviderProps = {
  children: ReactNode;
  /**
   * How long "Copied" or "Copy failed" stays on the copy buttons below, in milliseconds (two seconds by default);
   * `Infinity` keeps it until the next copy, so a story's screenshot never races the reset.
   */
  duration?: number;
};

/** Sets how long the copy buttons below confirm a copy; without a provider it is two seconds. */
export function CopyFeedbackProvider({ children, duration = COPIED_FEEDBACK_MS }: CopyFeedbackProviderProps) {
  return <CopyFeedbackContext value={duration}>{children}</CopyFeedbackContext>;
}

const copyButtonVariants = cva('', {
  variants: {
    state: {
      idle: '',
      copied: 'text-success-text hover:text-success-text',
      error: 'text-danger-text hover:text-danger-text',
    },
  },
  defaultVariants: { state: 'idle' },
});

type CopyState = 'idle' | 'copied' | 'error';

export type CopyButtonProps = Omit<ComponentProps<'button'>, 'children' | 'value'> & {
  /** Visual weight: `ghost` inside panels and code blocks, `secondary` where it stands alone. */
  variant?: 'ghost' | 'secondary';
  /** Matches the size of the surrounding controls. */
  size?: 'sm' | 'md';
  /** Shows only the icon, for tight places such as table cells and key-value rows; `label` becomes its name. */
  iconOnly?: boolean;
  /** The exact text to copy, or a function that produces it on demand (e.g. fetches a secret only when copied). */
  value: string | (() => string | Promise<string>);
  /** The button's text ("Copy JSON"); with `iconOnly` its accessible name, so name what is copied ("Copy auth key"). */
  label?: string;
  /** Called after the text is on the clipboard, e.g. to record that a secret was copied. */
  onCopied?: () => void;
};

const visibleText: Record<Exclude<CopyState, 'idle'>, string> = { copied: 'Copied', error: 'Copy failed' };
const announcement: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to clipboard',
  error: 'Could not copy to the clipboard',
};

async function writeToClipboard(value: CopyButtonProps['value']): Promise<void> {
  const text = typeof value === 'function' ? await value() : value;
  if (!navigator.clipboard) throw new Error('The clipboard is not available in this browser context');
  await navigator.clipboard.writeText(text);
}

/** Copies a value to the clipboard, confirms it visibly for two seconds (see CopyFeedbackProvider) and announces it politely. */
export function CopyButton({ value, label = 'Copy', onCopied, onClick, ...face }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const [pending, setPending] = useState(false);
  const feedbackMs = useContext(CopyFeedbackContext);
  const timers = useTimers();
  const resetTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  // A table that reuses its rows hands this button another row's value: "Copied" belonged to the previous one.
  // (The initialiser function keeps a value that is itself a function from being called here.)
  const [valueShown, setValueShown] = useState(() => value);
  if (typeof value === 'string' && value !== valueShown) {
    setValueShown(value);
    setState('idle');
  }

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (resetTimer.current !== undefined) timers.clearTimeout(resetTimer.current);
    };
  }, [timers]);

  async function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (event.defaultPrevented || pending) return;
    if (resetTimer.current !== undefined) timers.clearTimeout(resetTimer.current);
    setPending(true);
    let next: CopyState;
    try {
      await writeToClipboard(value);
      next = 'copied';
    } catch {
      next = 'error';
    }
    if (!mounted.current) return;
    setPending(false);
    setState(next);
    if (next === 'copied') onCopied?.();
    resetTimer.current = Number.isFinite(feedbackMs)
      ? timers.setTimeout(() => setState('idle'), feedbackMs)
      : undefined;
  }

  // The latest handler behind a stable one, so the memoised face below renders again only when it looks different.
  const latestClick = useRef(handleClick);
  latestClick.current = handleClick;
  const stableClick = useCallback((event: MouseEvent<HTMLButtonElement>) => latestClick.current(event), []);

  return (
    <>
      <CopyButtonFace {...face} state={state} pending={pending} label={label} onClick={stableClick} />
      <span role="status" className="sr-only">
        {announcement[state]}
      </span>
    </>
  );
}

// How it looks (variant, size, iconOnly) and the button's own props pass through from CopyButton.
type CopyButtonFaceProps = Omit<CopyButtonProps, 'value' | 'onCopied'> & {
  state: CopyState;
  pending: boolean;
  label: string;
};

/**
 * The button itself, tooltip included. Memoised: in a table that reuses its rows, a new page changes the value to
 * copy but not how the button looks, so its tooltip machinery is not rendered again for every row.
 */
const CopyButtonFace = memo(function CopyButtonFace({
  state,
  pending,
  label,
  variant = 'ghost',
  size = 'sm',
  iconOnly = false,
  className,
  ...props
}: CopyButtonFaceProps) {
  const Icon = state === 'copied' ? Check : state === 'error' ? CircleExclamationPoint : Copy;
  const shared = {
    'data-slot': 'copy-button',
    'data-state': state,
    'aria-busy': pending || undefined,
    className: cn(copyButtonVariants({ state }), className),
    ...props,
  };
  return iconOnly ? (
    <IconButton label={label} variant={variant} size={size} {...shared}>
      <Icon />
    </IconButton>
  ) : (
    <Button variant={variant} size={size} {...shared}>
      <Icon aria-hidden />
      {state === 'idle' ? label : visibleText[state]}
    </Button>
  );
});
