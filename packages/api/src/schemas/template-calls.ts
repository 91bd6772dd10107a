import { z } from 'zod/mini';
import { replyOf } from './envelope';
import { TimestampSchema } from './fields';
import { pageOf, SORT_DIRECTIONS, type SortDirection, searchedListQuery } from './paging';
import { TemplateInputSchema, TemplateSchema } from './template';

export const TEMPLATE_SORTS = ['name', 'last_used', 'modified'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

export const TEMPLATE_SORT_DIRECTIONS = SORT_DIRECTIONS;
export type TemplateSortDirection = SortDirection;

/** The list's page size unless the query asks for another, and the most it may ask for. */
export const TEMPLATES_PER_PAGE = 25;
export const TEMPLATES_MAX_PER_PAGE = 100;

/**
 * The query of `GET /{slug}/api/templates.json`: `q` is part of a name or an id, in any case; sorted by `modified`,
 * `desc` by default, and a template never used counts as the oldest for `last_used`.
 */
export const TemplateListQuerySchema = searchedListQuery(TEMPLATE_SORTS, {
  maxPerPage: TEMPLATES_MAX_PER_PAGE,
  one: 'template',
  many: 'templates',
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

export const TemplateListReplySchema = pageOf('templates', TemplateSchema);
export type TemplateListReply = z.infer<typeof TemplateListReplySchema>;

/** The reply of reading, creating, updating and duplicating a template. */
export const TemplateReplySchema = replyOf({ template: TemplateSchema });
export type TemplateReply = z.infer<typeof TemplateReplySchema>;

/** An update names the save it started from; the server refuses it when the template has been saved since. */
export const TemplateUpdateInputSchema = z.extend(TemplateInputSchema, {
  base_modified: TimestampSchema,
});
export type TemplateUpdateInput = z.infer<typeof TemplateUpdateInputSchema>;
