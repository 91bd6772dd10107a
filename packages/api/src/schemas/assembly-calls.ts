import { z } from 'zod/mini';
import { ASSEMBLY_OUTCOMES } from '../assembly-status';
import { isTimeZone } from '../time-zone';
import { AssemblyFieldSchema } from './assembly-field';
import { AssemblyWarningSchema } from './assembly-warning';
import { RecentAssemblySchema } from './dashboards';
import { replyOf } from './envelope';
import { HexIdSchema } from './fields';
import { choiceFilter, pageOf, pagingQueryFields } from './paging';

/** What the assembly calls answer with when they refuse; the screens show them as they come. */
export const ASSEMBLY_MESSAGES = {
  notFound: 'Assembly not found',
  replayBusy: 'This assembly is still running; it can be replayed once it has finished.',
  replayNoFiles: 'This assembly has no uploaded files to replay.',
  cancelFinished: 'Only a running assembly can be canceled.',
  dateRange: 'The last day (to) must not be before the first (from).',
} as const;

/**
 * The list's page size unless the query asks for another. 25 rich rows fill a laptop screen about twice over and
 * keep a page change inside the list's 100 ms budget (`npm run bench:assemblies`); 50 rows did not.
 */
export const ASSEMBLIES_PER_PAGE = 25;
export const ASSEMBLIES_MAX_PER_PAGE = 200;

/** An assembly as lists and the detail page show it: the record and its template's name (the dashboard's shape too). */
export const AssemblyListItemSchema = RecentAssemblySchema;
export type AssemblyListItem = z.infer<typeof AssemblyListItemSchema>;

/** The query of `GET /{slug}/api/assemblies.json`; every field may be left out. Newest first. */
export const AssemblyListQuerySchema = z.object({
  state: choiceFilter(ASSEMBLY_OUTCOMES, 'states'),
  template_id: z.optional(
    z.string().check(z.regex(/^[0-9a-f]{32}$/, 'Give the template as its 32-character id.')),
  ),
  /** First and last day of the range, both included, as calendar days in `tz`. */
  from: z.optional(z.iso.date({ error: 'Give the first day (from) as YYYY-MM-DD.' })),
  to: z.optional(z.iso.date({ error: 'Give the last day (to) as YYYY-MM-DD.' })),
  /** The IANA zone `from` and `to` are days in (the person's setting); UTC when left out. */
  tz: z.optional(
    z.string().check(z.refine(isTimeZone, 'Give the time zone (tz) as an IANA name, such as Europe/Berlin.')),
  ),
  /** An assembly id or the start of one; where the plan allows assembly-fields search, also a field's exact value. */
  q: z.optional(z.string()),
  ...pagingQueryFields({ maxPerPage: ASSEMBLIES_MAX_PER_PAGE, one: 'assembly', many: 'assemblies' }),
});
export type AssemblyListQuery = z.infer<typeof AssemblyListQuerySchema>;

/** The requested page of the matching assemblies, newest first. */
export const AssemblyListReplySchema = pageOf('assemblies', AssemblyListItemSchema, {
  /** The workspace's plan has `can_use_assembly_fields_search`, so `q` also matches field values. */
  fields_search: z.boolean(),
});
export type AssemblyListReply = z.infer<typeof AssemblyListReplySchema>;

/** `GET /{slug}/api/assemblies/{id}.json`: the record and everything the detail page shows about it. */
export const AssemblyDetailReplySchema = replyOf({
  assembly: AssemblyListItemSchema,
  warnings: z.array(AssemblyWarningSchema),
  fields: z.array(AssemblyFieldSchema),
  /** Assemblies that replay this one, newest first. */
  replays: z.array(AssemblyListItemSchema),
  /** The raw assembly status JSON as the service returns it, for the JSON viewer. */
  status: z.record(z.string(), z.unknown()),
});
export type AssemblyDetailReply = z.infer<typeof AssemblyDetailReplySchema>;

/** The reply of a replay, a cancel and a test run: the assembly as it now stands. */
export const AssemblyReplySchema = replyOf({ assembly: AssemblyListItemSchema });
export type AssemblyReply = z.infer<typeof AssemblyReplySchema>;

/** Runs template JSON (saved or not) as a test assembly; `template_id` names the template it belongs to, if any. */
export const TemplateTestRunInputSchema = z.object({
  json: z.string({ error: 'Send the template JSON to run as a string.' }),
  template_id: z.optional(HexIdSchema),
});
export type TemplateTestRunInput = z.infer<typeof TemplateTestRunInputSchema>;
