import { unstable_serialize } from 'swr';
import { forgetEarlyRequests } from '../client';

/**
 * How long a reply fetched on intent waits for its page. A person who points at a link and clicks does so within a
 * second or two; one who clicks much later gets a fresh request, not an old reply.
 */
export const PRELOAD_TTL_MS = 10_000;

type Preloaded = { reply: Promise<unknown>; until: number };

/**
 * Replies fetched because a person showed they are about to open a page (pointed at or focused its link), kept for
 * that page's first request with the same key, so it renders its rows at once instead of a skeleton. SWR's own
 * `preload` keeps its promises for the whole tab with no expiry; these expire, and the session layer forgets them
 * all when the session ends (forgetPreloaded), so nothing fetched for one person is handed to the next.
 */
const preloaded = new Map<string, Preloaded>();

/** Starts `call` for the SWR key `key` unless a reply for it is already waiting. */
export function preloadCall(key: readonly unknown[], call: () => Promise<unknown>): void {
  const id = unstable_serialize(key);
  const waiting = preloaded.get(id);
  if (waiting && waiting.until > Date.now()) return;
  const reply = call();
  const entry = { reply, until: Date.now() + PRELOAD_TTL_MS };
  // A failed preload is dropped: the page asks again itself and shows the failure as it always does.
  reply.catch(() => {
    if (preloaded.get(id) === entry) preloaded.delete(id);
  });
  preloaded.set(id, entry);
}

/** The reply preloaded for `key` if one is waiting (taken, so only the first request gets it), else `call()`. */
export function takePreloaded<T>(key: readonly unknown[], call: () => Promise<T>): Promise<T> {
  const id = unstable_serialize(key);
  const waiting = preloaded.get(id);
  preloaded.delete(id);
  return waiting && waiting.until > Date.now() ? (waiting.reply as Promise<T>) : call();
}

/** Drops every waiting reply, the ones the console's entry asked for too: the session they were for has ended. */
export function forgetPreloaded(): void {
  preloaded.clear();
  forgetEarlyRequests();
}
