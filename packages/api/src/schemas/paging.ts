import { z } from 'zod/mini';
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
