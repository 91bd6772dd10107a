import { seedNow } from './seed';

/*
 * Domain vocabulary and helpers shared by several factories, so related fixtures agree with each other
 * (an assembly's region is one a queue snapshot also knows, an invoice's month is one usage rows use).
 */

export const REGIONS = ['us-east-1', 'eu-west-1', 'ap-southeast-1'] as const;

export const ROBOTS = [
  '/upload/handle',
  '/http/import',
  '/video/encode',
  '/video/thumbs',
  '/image/resize',
  '/image/optimize',
  '/audio/encode',
  '/document/convert',
  '/file/filter',
  '/s3/store',
] as const;

/** Money rounded to whole cents, as invoices print it. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The `YYYY-MM` month `months` before FIXTURE_NOW's month; 1 is the last month an invoice was issued for. */
export function monthsAgo(months: number): string {
  const now = seedNow();
  const index = Number(now.slice(0, 4)) * 12 + Number(now.slice(5, 7)) - 1 - months;
  const month = (index % 12) + 1;
  return `${Math.floor(index / 12)}-${String(month).padStart(2, '0')}`;
}

/** Which round of a preset list `seq` is in: 1 for the first pass, 2 for the second, … */
export function cycleOf(seq: number, presetCount: number): number {
  return Math.floor((seq - 1) / presetCount) + 1;
}

/** The preset for `seq`, cycling through the list so every seq has one. */
export function presetFor<T>(presets: readonly T[], seq: number): T {
  const preset = presets[(seq - 1) % presets.length];
  if (preset === undefined) throw new Error(`No preset for seq ${seq}; seq starts at 1`);
  return preset;
}
