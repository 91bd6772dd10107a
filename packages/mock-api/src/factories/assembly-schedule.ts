import { seedNowMs } from './seed';

/*
 * When the newest generated assemblies were created. Apart from the assembly factory so that the template factory
 * can date a preset template's last use by the newest assembly that ran on it, without the two importing each other.
 */

/**
 * The newest assemblies of every seeded history, created in the quarter hour before FIXTURE_NOW. Only these may
 * still be running at FIXTURE_NOW, and those that are finish in the minutes after it, by the backend's clock.
 */
export const LIVE_ASSEMBLIES = 20;

/**
 * When live assembly `seq` (1 = newest) was created, in epoch milliseconds: the newest 100–129 s before
 * FIXTURE_NOW (so lists read "2 minutes ago"), each older one 16–74 s before the one after it.
 */
export function liveCreatedMs(seq: number): number {
  return seedNowMs() - (100 + (seq - 1) * 45 + ((seq * 17) % 30)) * 1000;
}
