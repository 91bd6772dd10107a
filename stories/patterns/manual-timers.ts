import type { Timers } from '@console/ui';
import { flushSync } from 'react-dom';
import { waitFor } from 'storybook/test';

type Pending = { at: number; callback: () => void };

/**
 * Timeouts that fire only when a play function moves the clock, so a story can assert what shows at 300 ms and at
 * 500 ms without sleeping or racing a real timer. Storybook's `storybook/test` has no fake timers, and faking the
 * page's own would also stop React's scheduler and MSW; this clock reaches only the components below a
 * `<TimersProvider timers={clock}>`.
 */
export class ManualTimers implements Timers {
  #now = 0;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  setTimeout = (callback: () => void, ms: number): number => {
    const id = this.#nextId;
    this.#nextId += 1;
    this.#pending.set(id, { at: this.#now + Math.max(0, ms), callback });
    return id;
  };

  clearTimeout = (id: number): void => {
    this.#pending.delete(id);
  };

  /**
   * Moves the clock by `ms` and fires what fell due, earliest first (ties in the order they were set). React
   * commits each callback's updates at once, so the page can be asserted right after.
   */
  advance(ms: number): void {
    const until = this.#now + ms;
    for (let next = this.#nextDue(until); next !== undefined; next = this.#nextDue(until)) {
      const [id, { at, callback }] = next;
      this.#pending.delete(id);
      this.#now = at;
      flushSync(callback);
    }
    this.#now = until;
  }

  /**
   * Resolves once a component below has set a timeout. Under Vitest, React runs a story's effects before its play
   * function starts; in Storybook for designers they may run after it has begun, and moving the clock before a
   * component has set its timeout would fire nothing.
   */
  async armed(): Promise<void> {
    await waitFor(() => {
      if (this.#pending.size === 0) throw new Error('No timeout has been set on the story clock');
    });
  }

  #nextDue(until: number): [number, Pending] | undefined {
    let next: [number, Pending] | undefined;
    for (const entry of this.#pending) {
      if (entry[1].at <= until && (next === undefined || entry[1].at < next[1].at)) next = entry;
    }
    return next;
  }
}

/** A fresh clock for each render of a story: `loaders: [loadManualTimers]`, then `manualTimersOf(loaded)`. */
export function loadManualTimers() {
  return { timers: new ManualTimers() };
}

/** The story's clock from its `loaded` context, in render and in play. */
export function manualTimersOf(loaded: Record<string, unknown>): ManualTimers {
  const { timers } = loaded;
  if (!(timers instanceof ManualTimers)) throw new Error('The story needs loaders: [loadManualTimers]');
  return timers;
}
