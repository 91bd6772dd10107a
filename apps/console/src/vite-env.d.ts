/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The web API's base address; empty means the console's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Error reporting starts only when this is set. */
  readonly VITE_SENTRY_DSN?: string;
  /** Extra https origins the assembly page may preview result files from (the build's policy allows them). */
  readonly VITE_RESULT_HOSTS?: string;
  readonly VITE_RELEASE?: string;
  /** The support chat boots only when this is set (or the server sends an app id). */
  readonly VITE_INTERCOM_APP_ID?: string;
  /** Where "Contact support" on the error page points. */
  readonly VITE_SUPPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /**
   * The first page's reads, by path, as the production index.html sent them while the document was parsed
   * (EARLY_READS_GLOBAL in route-preloads.ts); unset when it did not know the route, or in the demo.
   */
  __consoleEarlyReads?: Readonly<Record<string, Promise<Response>>>;
  /** The demo's index.html names the first page's reads for the entry to send (apps/console/route-preloads.ts). */
  __consoleFirstReads?: readonly string[];
}
