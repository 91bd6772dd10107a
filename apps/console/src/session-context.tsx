import { createContext, type ReactNode, use, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { type ChatWidget, createChatWidget } from './chat-widget';
import type { DemoHandle } from './demo/types';
import { emptyStoredScrollPositions } from './scroll-positions';

/** Whether the router's scroll restoration runs, and a count that remounts it with an empty memory. */
export interface ScrollRestorationState {
  kept: boolean;
  epoch: number;
}

interface SessionContextValue {
  /** Drops every cached response: called when the identity changes (login, logout, impersonation). */
  restartSession: () => void;
  /** Counts identity changes; the protected pages' SWR cache is keyed by it (guards/protected.tsx). */
  generation: number;
  /**
   * Says the person is logging out or cancelling on the page at `pathname`: while they are still there, the
   * protected pages' data is not re-fetched (guards/protected.tsx), so nothing sends the now logged-out person to
   * login while the page the logout goes to loads. Leaving the protected pages, or that page, ends it.
   */
  leaveSession: (pathname: string) => void;
  /** The page a logout or cancel started on, until it is left; null otherwise. */
  leavingFrom: string | null;
  /** Ends a leave: the protected pages call it as they unmount. */
  settleSession: () => void;
  /**
   * After a logout or cancel has landed: the router's scroll positions were the previous person's, in memory
   * as well as in storage (clearStoredSession), so its scroll restoration starts over with none (root.tsx).
   */
  forgetScrollPositions: () => void;
  /**
   * Before a reload that changes who is signed in (starting or leaving an impersonation): stops the router
   * writing the person's scroll positions as the page goes. The caller clears the rest (clearStoredSession).
   */
  stopKeepingScrollPositions: () => void;
  scrollRestoration: ScrollRestorationState;
  chat: ChatWidget;
  demo: DemoHandle | null;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession needs <SessionProvider> above it');
  return value;
}

/** The session's identity generation, the chat widget and demo mode, for every page, public ones included. */
export function SessionProvider({ demo, children }: { demo: DemoHandle | null; children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);
  const [scrollRestoration, setScrollRestoration] = useState<ScrollRestorationState>({
    kept: true,
    epoch: 0,
  });
  // Made once, so each is stable: the protected pages' unmount effect depends on settleSession and must run on
  // unmount only, the impersonation effect on stopKeepingScrollPositions and must not start over.
  const [actions] = useState(() => ({
    restartSession: () => setGeneration((n) => n + 1),
    leaveSession: setLeavingFrom,
    settleSession: () => setLeavingFrom(null),
    forgetScrollPositions: () => {
      emptyStoredScrollPositions();
      setScrollRestoration((state) => ({ ...state, epoch: state.epoch + 1 }));
    },
    stopKeepingScrollPositions: () => {
      // Synchronously, so the router's pagehide listener is gone before the reload that follows.
      flushSync(() => setScrollRestoration((state) => ({ ...state, kept: false })));
    },
    chat: createChatWidget(import.meta.env.VITE_INTERCOM_APP_ID),
  }));
  const value = useMemo(
    () => ({ ...actions, generation, leavingFrom, scrollRestoration, demo }),
    [actions, generation, leavingFrom, scrollRestoration, demo],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
