/**
 * Marks the issue of a key that must never reach a browser; the request helper drops such keys from the data. On
 * its own, without zod, because the request helper is part of every page's first download.
 */
export const FORBIDDEN_KEY_PARAM = 'forbiddenKey';
