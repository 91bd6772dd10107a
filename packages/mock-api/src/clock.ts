import { seedNowMs } from './factories/seed';

// The backend's clock, which busy assemblies, timestamps of writes and expiry checks read. A module of its own so
// that every area and store can read it without importing the backend or each other.

// Per backend, so one test's fake clock never leaks into another's backend.
const clocks = new WeakMap<object, () => number>();

/**
 * Sets the clock busy assemblies move on by, in epoch milliseconds. Until one is set it stands still at
 * FIXTURE_NOW, so stories and tests are deterministic; demo mode sets the real one.
 */
export function setAssemblyClock(backend: object, now: () => number): void {
  clocks.set(backend, now);
}

export const nowOf = (backend: object): number => clocks.get(backend)?.() ?? seedNowMs();
