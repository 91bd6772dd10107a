import { resultHost } from '@console/mock-api';

/** Where the service keeps this story assembly's results; the mock backend answers every path there. */
export const RESULTS_BASE = `https://${resultHost('us-east-1')}/6a1f0c3e9b2d4e5f8a7b6c5d4e3f2a1b`;

/** A result entry as the status JSON lists it under its step. */
export function result(
  step: string,
  name: string,
  mime: string,
  size: number,
  meta: Record<string, number> = {},
): Record<string, unknown> {
  const dot = name.lastIndexOf('.');
  return {
    id: `${step}-${name}`,
    name,
    basename: name.slice(0, dot),
    ext: name.slice(dot + 1),
    mime,
    size,
    meta,
    url: `${RESULTS_BASE.replace('https:', 'http:')}/${step}/${name}`,
    ssl_url: `${RESULTS_BASE}/${step}/${name}`,
  };
}

/** A status whose results are `files` by step. */
export const statusWith = (results: Record<string, Record<string, unknown>[]>) => ({
  ok: 'ASSEMBLY_COMPLETED',
  results,
});

export const urlOf = (step: string, name: string) => `${RESULTS_BASE}/${step}/${name}`;
