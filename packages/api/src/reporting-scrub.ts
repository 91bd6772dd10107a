/*
 * What error reports must never carry (docs/security.md, Error reporting): the one-time keys of the verification,
 * two-factor and password-reset links, and e-mail addresses. They reach a report through the page address
 * (`request.url`), the API addresses the request helper and the HTTP integration record (`tags.url`,
 * `request.url`), and the server's messages, which the request helper's errors quote. Every string of an event is
 * scrubbed, wherever the SDK or the console put it, so a new field cannot bring them back.
 */

/** The console pages whose address holds a one-time key as its last segment (spec §2). */
const PATH_KEYS = /(\/(?:verify-email|2fa)\/)[^/?#\s"'\\]+/g;

/** Query parameters that name a person or hold a one-time key: reset-password's `email` and `key`, for one. */
const SENSITIVE_QUERY_VALUES = /([?&](?:email|key|auth_key|code|token)=)[^&#\s"'\\]*/gi;

/** An e-mail address, as typed or percent-encoded in an address (`jane%40example.com`). */
const ADDRESSES = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/gi;

export const SCRUBBED = {
  key: '[key]',
  value: '[Filtered]',
  address: '[email]',
} as const;

export function scrubText(text: string): string {
  return text
    .replace(PATH_KEYS, `$1${SCRUBBED.key}`)
    .replace(SENSITIVE_QUERY_VALUES, `$1${SCRUBBED.value}`)
    .replace(ADDRESSES, SCRUBBED.address);
}

// The SDK normalises an event to plain data before beforeSend, a few levels deep; the limit only guards a cycle.
const MAX_DEPTH = 12;

/** A copy of the event with every string scrubbed. */
export function scrubEvent<E extends object>(event: E): E {
  return scrubValue(event, 0) as E;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, scrubValue(item, depth + 1)]));
}
