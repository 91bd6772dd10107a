import { currentConnection, dataFetchingOptions } from '@console/api';
import { createContext, type ReactNode, use, useMemo, useState } from 'react';
import { SWRConfig } from 'swr';
import { type ChatWidget, createChatWidget } from './chat-widget';
import type { DemoHandle } from './demo/types';

interface SessionContextValue {
  /** Drops every cached response: called when the identity changes (login, logout, impersonation). */
  restartSession: () => void;
  chat: ChatWidget;
  demo: DemoHandle | null;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession needs <SessionProvider> above it');
  return value;
}

/**
 * SWR with spec §9's numbers (slow connections decided once at start-up) and a cache that belongs to one
 * identity: the SWRConfig is keyed by a generation number, so after login, logout or impersonation nothing of
 * the previous person can render (SECURITY-NOTES.md, SWR).
 */
export function SessionProvider({ demo, children }: { demo: DemoHandle | null; children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const [options] = useState(() => dataFetchingOptions(currentConnection()));
  const [chat] = useState(() => createChatWidget(import.meta.env.VITE_INTERCOM_APP_ID));
  const value = useMemo(
    () => ({ restartSession: () => setGeneration((n) => n + 1), chat, demo }),
    [chat, demo],
  );
  return (
    <SessionContext value={value}>
      <SWRConfig key={generation} value={{ ...options, provider: () => new Map() }}>
        {children}
      </SWRConfig>
    </SessionContext>
  );
}
