/**
 * The support chat (Intercom). It boots only when an app id is known, from VITE_INTERCOM_APP_ID or the server's
 * `login_data.app_id`; without one every method does nothing, so demo and test runs load no third party.
 */
export interface ChatWidget {
  boot(user: {
    id: number | null;
    email: string | null;
    name: string | null;
    userHash: string | null;
    appId: string | null;
  }): void;
  /** Logout ends the visitor's conversation and starts an anonymous one, so the next person sees nothing of it. */
  restart(): void;
}

type IntercomFn = ((command: string, options?: Record<string, unknown>) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    Intercom?: IntercomFn;
  }
}

function loadIntercom(appId: string): IntercomFn {
  if (window.Intercom) return window.Intercom;
  // Intercom's own loader: queue calls until the script has arrived.
  const queued: IntercomFn = Object.assign(
    (...args: [string, Record<string, unknown>?]) => queued.q?.push(args),
    {
      q: [] as unknown[][],
    },
  );
  window.Intercom = queued;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
  document.head.append(script);
  return queued;
}

export function createChatWidget(configuredAppId: string | null | undefined): ChatWidget {
  let appId = configuredAppId || null;
  return {
    boot(user) {
      appId = configuredAppId || user.appId || appId;
      if (!appId) return;
      loadIntercom(appId)('boot', {
        app_id: appId,
        user_id: user.id === null ? undefined : String(user.id),
        email: user.email ?? undefined,
        name: user.name ?? undefined,
        user_hash: user.userHash ?? undefined,
      });
    },
    restart() {
      if (!appId) return;
      const intercom = loadIntercom(appId);
      intercom('shutdown');
      intercom('boot', { app_id: appId });
    },
  };
}
