import { seedNow, seedNowMs } from '../factories/seed';

// What every dashboard reads by: the seed's clock in whole days and hours. Who may read them is the admin gate's
// (`adminGet`, contract.ts).

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const GIB = 1024 ** 3;
export const nowMs = seedNowMs;
/** Midnight (UTC) of the seed's day: daily buckets end here, so none is a half-finished day. */
export const todayMs = () => Date.parse(`${seedNow().slice(0, 10)}T00:00:00.000Z`);

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const isoInstant = (ms: number) => new Date(ms).toISOString();
export const isWeekend = (ms: number) => {
  const weekday = new Date(ms).getUTCDay();
  return weekday === 0 || weekday === 6;
};
