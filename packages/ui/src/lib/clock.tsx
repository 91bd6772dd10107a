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
