import { createContext, type ReactNode, use, useMemo, useState } from 'react';
import { type ChatWidget, createChatWidget } from './chat-widget';
import type { DemoHandle } from './demo/types';

interface SessionContextValue {
  /** Drops every cached response: called when the identity changes (login, logout, impersonation). */
  restartSession: () => void;
  /** Counts identity changes; the protected pages' SWR cache is keyed by it (guards/protected.tsx). */
  generation: number;
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
  const [chat] = useState(() => createChatWidget(import.meta.env.VITE_INTERCOM_APP_ID));
  const value = useMemo(
    () => ({ restartSession: () => setGeneration((n) => n + 1), generation, chat, demo }),
    [generation, chat, demo],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
