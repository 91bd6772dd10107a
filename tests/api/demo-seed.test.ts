import { afterEach, describe, expect, it } from 'vitest';
import { getWorkspaceOverview, listAssemblies } from '../../packages/api/src';
import { FIXTURE_NOW, seedNowMs, setSeedNow } from '../../packages/mock-api/src';
import { setupApiTests } from '../support/api';

/** A day the demo might be opened on, well after FIXTURE_NOW. */
const DEMO_START = Date.parse('2026-11-25T09:30:00.000Z');

const { scenario } = setupApiTests({ clock: () => DEMO_START });

afterEach(() => setSeedNow(Date.parse(FIXTURE_NOW)));

/** How the newest assemblies and the month's usage stand relative to the instant the seed is laid out around. */
async function shape() {
  scenario('member');
  const overview = await getWorkspaceOverview('acme-media');
  const page = await listAssemblies('acme-media', { page: 1, per_page: 25 });
  const now = seedNowMs();
  return {
    newestMinutes: page.assemblies.map((assembly) =>
      Math.round((now - Date.parse(assembly.created)) / 60_000),
    ),
    days: overview.usage.daily.length,
    bytes: overview.usage.daily.map((day) => day.bytes_used),
    month: overview.usage.month,
  };
}

describe('the seed laid out around the demo start (setSeedNow)', () => {
  it('keeps FIXTURE_NOW unless moved, for stories and tests', () => {
    expect(seedNowMs()).toBe(Date.parse(FIXTURE_NOW));
  });

  it("makes the newest assemblies minutes old and the usage this month's, with the history's shape", async () => {
    const fixed = await shape();
    setSeedNow(DEMO_START);
    const demo = await shape();
    expect(demo.month).toBe('2026-11');
    expect(fixed.month).toBe('2026-01');
    // The same assemblies, just as old as they were at FIXTURE_NOW.
    expect(demo.newestMinutes).toEqual(fixed.newestMinutes);
    expect(demo.newestMinutes[0]).toBeLessThan(5);
    // The month so far: 25 days (the 25th partly) instead of 15.
    expect(demo.days).toBe(25);
    expect(demo.bytes.every((bytes) => bytes > 0)).toBe(true);
  });
});
