/** A read's query: paging, filters and sort, any of them left out. */
export type ListQuery = Readonly<Record<string, string | number | undefined>>;

/** The fields of a query that are sent. */
export type ListParams = Readonly<Record<string, string | number>>;

/** A call's query schema, read here only for the order of its fields. */
type QueryFields = { readonly shape: object };

/** An empty field means "no filter", as a missing one does, so neither is sent. */
const sentFields = (query: ListQuery) =>
  Object.entries(query).filter(
    (field): field is [string, string | number] => field[1] !== undefined && field[1] !== '',
  );

/**
 * What of `query` is sent, as the plain object a list's cache key holds: SWR hashes it field by field in name
 * order, so however a screen spells a view, the view has one key, and a page preloaded on intent is found.
 */
export function listParams(query: ListQuery): ListParams {
  return Object.fromEntries(sentFields(query));
}

/**
 * `?name=value&…` for what of `query` is sent, or '' when nothing is. The fields go in the order `schema` declares
 * them (the order the API's documentation lists them in), whatever order the caller spelled them in; fields it does
 * not declare go last, by name. An error message shows the address, so the order is what people read.
 */
export function queryString(query: ListQuery, schema?: QueryFields): string {
  const order = Object.keys(schema?.shape ?? {});
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const fields = sentFields(query).sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(fields.map(([name, value]) => [name, String(value)]));
  return search.size > 0 ? `?${search}` : '';
}
