import {
  type ComponentProps,
  cloneElement,
  createContext,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { whenFirstPageSettled } from '../lib/prefetch';
import { type IconButtonProps, PlainIconButton } from '../primitives/plain-icon-button';

/**
 * The shells' menus, navigation sheet and tooltips need Radix and its positioning: about 30 KB gzip, two thirds of
 * a shell, which a signed-in page's first paint would otherwise wait for on a phone (docs/first-paint.md). So the
 * header and sidebar draw their buttons plain, and the code behind them (shell-popups.tsx) loads once the first
 * page has settled, or as soon as someone points at, focuses or presses one of them. Then each control becomes
 * its Radix self: a button that was pressed opens, and the button that had focus keeps it.
 */
export type ShellPopups = typeof import('./shell-popups');

const loadShellPopups = () => import('./shell-popups');

let loaded: ShellPopups | null = null;
let loading: Promise<ShellPopups> | null = null;

/**
 * Loads the shells' popups, once. Storybook calls it before a story renders, so what a story shows and tests is
 * the shell with its popups from the start.
 */
export function preloadShellPopups(): Promise<ShellPopups> {
  loading ??= loadShellPopups().then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A failed download (offline, a deploy that removed the file) is not remembered: the next ask tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

type ShellPopupsState = {
  /** The popups' code, once it has come; until then the controls are plain buttons. */
  popups: ShellPopups | null;
  /** Starts loading the popups; with a control's id, that control opens once they are there. */
  request: (open?: string) => void;
  /** The control that was pressed before the popups came, which opens as it becomes its Radix self. */
  opening: string | null;
  /** Called as a press on a plain control begins (a pointer or Space down): the popups wait for its click. */
  hold: () => void;
};

const ShellPopupsContext = createContext<ShellPopupsState>({
  popups: null,
  request: () => {},
  opening: null,
  hold: () => {},
});

/** The attribute that finds a control again after it has been drawn anew, to give focus back to it. */
const CONTROL_ATTRIBUTE = 'data-shell-control';

/** Holds the shell's popups for its controls; ShellFrame puts it around the whole shell. */
export function ShellPopupsProvider({ children }: { children: ReactNode }) {
  const [popups, setPopups] = useState(loaded);
  const [opening, setOpening] = useState<string | null>(null);
  // The control that had focus when the popups came: drawing it anew as a Radix trigger replaces its button.
  const focused = useRef<string | null>(null);
  const { hold, afterPress } = usePressGuard();

  const request = useCallback(
    (open?: string) => {
      if (open) setOpening(open);
      preloadShellPopups().then(
        (module) =>
          afterPress(() => {
            const active = document.activeElement?.closest(`[${CONTROL_ATTRIBUTE}]`);
            focused.current = active?.getAttribute(CONTROL_ATTRIBUTE) ?? null;
            setPopups(module);
          }),
        // The controls stay plain buttons, and a press that could not open anything must not open it later, when
        // another ask brings the popups; pressing again tries again.
        () => setOpening(null),
      );
    },
    [afterPress],
  );

  useEffect(() => {
    if (popups) return;
    return whenFirstPageSettled(() => request());
  }, [popups, request]);

  useLayoutEffect(() => {
    if (!popups || focused.current === null) return;
    const control = document.querySelector<HTMLElement>(
      `[${CONTROL_ATTRIBUTE}="${CSS.escape(focused.current)}"]`,
    );
    focused.current = null;
    control?.focus({ preventScroll: true });
  }, [popups]);

  // A control opens once, as it mounts; after that it is Radix's own.
  useEffect(() => {
    if (popups && opening !== null) setOpening(null);
  }, [popups, opening]);

  return <ShellPopupsContext value={{ popups, request, opening, hold }}>{children}</ShellPopupsContext>;
}

/** How long after a pointer or key comes up without a click the press counts as over (dragged off, another key). */
const PRESS_WITHOUT_CLICK_MS = 300;

/**
 * Drawing a control as its Radix self replaces its button. Should that happen between a press's start (the pointer
 * or Space going down) and its click, the browser drops the click, since the press began on a button no longer
 * there, and the person's press does nothing. So the popups wait for a press under way to end: `hold` as it
 * begins, `afterPress` to run the swap then (at once if no press is under way).
 */
function usePressGuard() {
  const pressing = useRef(false);
  const waiting = useRef<(() => void) | null>(null);

  const hold = useCallback(() => {
    if (pressing.current) return;
    pressing.current = true;
    const listening = new AbortController();
    const options = { capture: true, signal: listening.signal };
    let fallback = 0;
    const release = () => {
      // A double click's second click finds its press over.
      if (listening.signal.aborted) return;
      listening.abort();
      window.clearTimeout(fallback);
      pressing.current = false;
      const swap = waiting.current;
      waiting.current = null;
      swap?.();
    };
    // A tap's click comes a moment after the touch ends, not with it; a release off the button makes none.
    const releaseSoon = () => {
      window.clearTimeout(fallback);
      fallback = window.setTimeout(release, PRESS_WITHOUT_CLICK_MS);
    };
    // In the next task, once the click has reached the control's own handler.
    window.addEventListener('click', () => window.setTimeout(release), options);
    window.addEventListener('pointerup', releaseSoon, options);
    window.addEventListener('keyup', releaseSoon, options);
    // A touch that became a scroll, or a window left mid-press, makes no click.
    window.addEventListener('pointercancel', release, options);
    window.addEventListener('blur', release, options);
  }, []);

  const afterPress = useCallback((swap: () => void) => {
    if (pressing.current) waiting.current = swap;
    else swap();
  }, []);

  return { hold, afterPress };
}

/**
 * A shell button that opens a popup (a menu, the navigation sheet): `trigger` drawn plain until the popups have
 * come, then `render` draws the popup with it as its Radix trigger. Pressing the plain button (a click, Enter,
 * Space or the down arrow, as a Radix menu button opens) opens the popup as soon as its code is there.
 */
export function PopupControl({
  trigger,
  haspopup,
  onOpen,
  render,
}: {
  trigger: ReactElement<ComponentProps<'button'>>;
  /** What the button opens, for assistive technology while it is plain. */
  haspopup: 'menu' | 'dialog';
  /**
   * Called when the popups come after this button was pressed, for a popup whose open state is its owner's (the
   * sheet); a menu opens by itself, with `defaultOpen`.
   */
  onOpen?: () => void;
  render: (popups: ShellPopups, options: { trigger: ReactElement; defaultOpen: boolean }) => ReactNode;
}) {
  const { popups, request, opening, hold } = useContext(ShellPopupsContext);
  const id = useId();
  const opens = popups !== null && opening === id;
  // Before the provider's own effect forgets which control was pressed: children's effects run first.
  useEffect(() => {
    if (opens) onOpen?.();
  }, [opens, onOpen]);
  const marked = cloneElement(trigger, { [CONTROL_ATTRIBUTE]: id } as ComponentProps<'button'>);
  if (popups) return render(popups, { trigger: marked, defaultOpen: opens });
  const press = () => request(id);
  return cloneElement(marked, {
    'aria-haspopup': haspopup,
    'aria-expanded': false,
    onClick: press,
    onPointerDown: hold,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      // Space presses a button as it comes up; the other keys that press one do it going down.
      if (event.key === ' ') hold();
      if (haspopup !== 'menu' || event.key !== 'ArrowDown') return;
      event.preventDefault();
      press();
    },
    onPointerEnter: () => request(),
    onFocus: () => request(),
  });
}

/**
 * An icon button of the shells' header: its tooltip comes with the popups. Pointing at or focusing it asks for
 * them, so the tooltip is there for the next time if not at once.
 */
export function ShellIconButton(props: IconButtonProps) {
  const { popups, request, hold } = useContext(ShellPopupsContext);
  const id = useId();
  if (popups) {
    return (
      <popups.Tooltip content={props.label}>
        <PlainIconButton {...{ [CONTROL_ATTRIBUTE]: id }} {...props} />
      </popups.Tooltip>
    );
  }
  return (
    // A PopupControl's own id comes in props and wins: it is what finds the button again once drawn anew.
    <PlainIconButton
      {...{ [CONTROL_ATTRIBUTE]: id }}
      {...props}
      onPointerEnter={(event) => {
        props.onPointerEnter?.(event);
        request();
      }}
      onFocus={(event) => {
        props.onFocus?.(event);
        request();
      }}
      onPointerDown={(event) => {
        props.onPointerDown?.(event);
        hold();
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.key === ' ') hold();
      }}
    />
  );
}
