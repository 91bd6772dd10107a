import { z } from 'zod/mini';
import { replyOf } from './envelope';
import { CountSchema } from './fields';

/** How a list call pages, and the words its refusals name the rows in ("template", "templates"). */
export interface Paging {
  maxPerPage: number;
  one: string;
  many: string;
}

/** The `page` and `per_page` fields of a list call's query; both may be left out. */
export function pagingQueryFields({ maxPerPage, one, many }: Paging) {
  return {
    /** 1-based; a page past the end is empty. */
    page: z.optional(
      z.int({ error: 'Give the page as a whole number.' }).check(z.positive('Pages start at 1.')),
    ),
    per_page: z.optional(
      z
        .int({ error: 'Give per_page as a whole number.' })
        .check(
          z.positive(`Ask for at least one ${one} per page.`),
          z.maximum(maxPerPage, `Ask for at most ${maxPerPage} ${many} per page.`),
        ),
    ),
  };
}

/** The fields a list call's reply pages with, beside its rows. */
export const PagingReplyFields = {
  /** How many rows match, on every page together. */
  total: CountSchema,
  page: z.int().check(z.positive()),
  per_page: z.int().check(z.positive()),
};

// The builders below are marked free of side effects, so a bundle drops the schemas it never reads.

/**
 * A list call's reply: the page's rows of `item` under `rows` (the entity's plural, as the wire names it), the
 * paging fields, and what else the list answers with (`extra`).
 */
/*@__NO_SIDE_EFFECTS__*/
export function pageOf<
  const Rows extends string,
  Item extends z.ZodMiniType,
  Extra extends z.core.$ZodLooseShape = Record<never, never>,
>(rows: Rows, item: Item, extra?: Extra) {
  const page = { [rows]: z.array(item) } as { [Key in Rows]: z.ZodMiniArray<Item> };
  return replyOf({ ...page, ...PagingReplyFields, ...(extra as Extra) });
}

/** The ways a searched list sorts; ascending unless the query says `desc`. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * The query of a list a person searches and sorts (templates, credentials, auth keys): `q`, part of what a row
 * is found by; `sort`, one of `sorts`; `dir`; and the paging fields. Every field may be left out.
 */
/*@__NO_SIDE_EFFECTS__*/
export function searchedListQuery<const Sort extends string>(
  sorts: readonly [Sort, ...Sort[]],
  paging: Paging,
) {
  const choices = `${sorts.slice(0, -1).join(', ')} or ${sorts[sorts.length - 1]}`;
  return z.object({
    q: z.optional(z.string()),
    sort: z.optional(z.enum(sorts, { error: `Sort by ${choices}.` })),
    dir: z.optional(z.enum(SORT_DIRECTIONS, { error: 'Sort asc or desc.' })),
    ...pagingQueryFields(paging),
  });
}

/** A list query's filter by one of `values`; a value it does not know is refused with the choices (`what`). */
/*@__NO_SIDE_EFFECTS__*/
export function choiceFilter<const Value extends string>(values: readonly [Value, ...Value[]], what: string) {
  return z.optional(z.enum(values, { error: `Filter by one of these ${what}: ${values.join(', ')}.` }));
}
