import { RequestError } from './errors';

/** The slice of the Network Information API the console reads; most browsers other than Chromium lack it. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

/** Spec §9: slow-2g, 2g and 3g count as slow connections. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection?.effectiveType && SLOW_TYPES.has(connection.effectiveType));
}

/** Retries after the last of these are left to the person (a Retry button), not hammered forever. */
export const MAX_ERROR_RETRIES = 3;

export interface DataFetchingOptions {
  errorRetryInterval: number;
  dedupingInterval: number;
  focusThrottleInterval: number;
  loadingTimeout: number;
  errorRetryCount: number;
  /** A 4xx will answer the same again, so only server and network failures are retried. */
  shouldRetryOnError: (error: unknown) => boolean;
}

/** Spec §9's data-fetching numbers, with the slow-connection variants. */
export function dataFetchingOptions(connection?: ConnectionInfo): DataFetchingOptions {
  const slow = isSlowConnection(connection);
  return {
    errorRetryInterval: slow ? 10_000 : 5_000,
    dedupingInterval: 2_000,
    focusThrottleInterval: 5_000,
    loadingTimeout: slow ? 5_000 : 3_000,
    errorRetryCount: MAX_ERROR_RETRIES,
    shouldRetryOnError: (error) =>
      !(error instanceof RequestError && error.status >= 400 && error.status < 500),
  };
}

/** The connection of this browser, where the API exists. */
export function currentConnection(): ConnectionInfo | undefined {
  return (globalThis.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined)?.connection;
}
