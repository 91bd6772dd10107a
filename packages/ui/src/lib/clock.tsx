import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

const NowContext = createContext<Date | null>(null);

/** How often the real clock re-renders its readers: relative times ("3 minutes ago") need minute precision. */
const TICK_MS = 30_000;

export type NowProviderProps = {
  children: ReactNode;
  /** Pins the clock to one instant (ISO string or Date) so relative times in stories and tests never drift. */
  now?: Date | string;
};

/** Supplies "now" to every `useNow()` below it: a fixed instant when `now` is given, else the real clock. */
export function NowProvider({ children, now }: NowProviderProps) {
  return now === undefined ? (
    <RealClock>{children}</RealClock>
  ) : (
    <FixedClock now={now}>{children}</FixedClock>
  );
}

function FixedClock({ children, now }: { children: ReactNode; now: Date | string }) {
  const time = typeof now === 'string' ? Date.parse(now) : now.getTime();
  const value = useMemo(() => new Date(time), [time]);
  return <NowContext value={value}>{children}</NowContext>;
}

function RealClock({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setValue(new Date()), TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return <NowContext value={value}>{children}</NowContext>;
}

/** The current time from the nearest NowProvider; outside one, the real clock at render time. */
export function useNow(): Date {
  return useContext(NowContext) ?? new Date();
}

/** Where timeouts come from: the browser's own, or a hand-driven clock a story or test advances step by step. */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
};

const browserTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

const TimersContext = createContext<Timers>(browserTimers);

export type TimersProviderProps = {
  children: ReactNode;
  /** The timeouts used below: a story hands in a clock it moves itself, to show what appears at 300 and at 500 ms. */
  timers: Timers;
};

/** Supplies the timeouts of `useTimers()` below it; without one, components use the browser's. */
export function TimersProvider({ children, timers }: TimersProviderProps) {
  return <TimersContext value={timers}>{children}</TimersContext>;
}

/** The timeouts of the nearest TimersProvider, else the browser's. Keep the object as an effect dependency. */
export function useTimers(): Timers {
  return useContext(TimersContext);
}
