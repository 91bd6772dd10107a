/**
 * Everything a factory needs to be deterministic: a fixed clock and a seeded random source.
 * Factories never read the real clock or an unseeded random source, so fixtures and visual baselines are stable.
 */

/** The instant every fixture is relative to; the Storybook clock is fixed to the same instant. */
export const FIXTURE_NOW = '2026-01-15T12:00:00.000Z';

let seedNowAt = Date.parse(FIXTURE_NOW);

/**
 * The instant the seeded data is laid out around, in ms: FIXTURE_NOW for stories, tests and baselines. Demo mode
 * moves it to when the demo starts or is reset (setSeedNow), so its newest assemblies are minutes old and its
 * usage is this month's, with the same history behind them. Seed data reads this (or minutesAgo and daysAgo),
 * never FIXTURE_NOW.
 */
export function seedNowMs(): number {
  return seedNowAt;
}

/** seedNowMs as an ISO timestamp. */
export function seedNow(): string {
  return new Date(seedNowAt).toISOString();
}

/**
 * Lays the seed out around another instant. Demo mode only, before it seeds or restores a backend: a backend's data
 * is generated from this instant lazily, so one backend must keep the instant it was seeded at.
 */
export function setSeedNow(ms: number): void {
  seedNowAt = ms;
}

/** An ISO timestamp `minutesAgo` before the seed's now (seedNowMs). */
export function minutesAgo(minutes: number): string {
  return new Date(seedNowAt - minutes * 60_000).toISOString();
}

/** An ISO timestamp `days` before the seed's now (seedNowMs). */
export function daysAgo(days: number): string {
  return minutesAgo(days * 24 * 60);
}

/** mulberry32: a tiny, fast, seedable generator; the same seed always yields the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one item of a non-empty list from a seeded generator. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** An integer in [min, max] from a seeded generator. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A stable 32-character hex id derived from a prefix and a sequence number, like the service's ids. */
export function hexId(prefix: string, seq: number): string {
  const random = seededRandom(hash(`${prefix}:${seq}`));
  let out = '';
  while (out.length < 32) out += Math.floor(random() * 16).toString(16);
  return out;
}

/** FNV-1a of `text`: a seed that stays the same for the same text. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
