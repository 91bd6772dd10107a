import type { z } from 'zod/mini';
import { failure, type MockReply } from './reply';

/** The fields a query string carries as text that the query schemas read as numbers. */
const NUMBER_FIELDS = new Set(['page', 'per_page']);

/**
 * A read's query string as its schema reads it (the counterpart of calls/query-string.ts): each field the schema
 * names, left out when absent; or the 400 its first problem earns, in the schema's own sentence.
 */
export function readQuery<Schema extends z.ZodMiniObject>(
  schema: Schema,
  search: URLSearchParams,
): { query: z.infer<Schema> } | { refusal: MockReply } {
  const given = Object.keys(schema.shape).map((field) => {
    const value = search.get(field);
    return [field, value === null ? undefined : NUMBER_FIELDS.has(field) ? Number(value) : value];
  });
  const parsed = schema.safeParse(Object.fromEntries(given));
  return parsed.success
    ? { query: parsed.data }
    : { refusal: failure(400, parsed.error.issues[0]?.message ?? 'Check the query.') };
}
