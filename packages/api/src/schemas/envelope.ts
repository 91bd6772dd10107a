import { z } from 'zod/mini';

/** Every reply carries `meta.status`; an 'error' status surfaces `meta.message` (spec §8). */
export const MetaSchema = z.object({
  status: z.enum(['ok', 'error']),
  message: z.optional(z.nullable(z.string())),
  redirect: z.optional(z.nullable(z.string())),
  /** On a refused write: the request field the message is about, so a form shows it beside that field. */
  field: z.optional(z.nullable(z.string())),
});
export type Meta = z.infer<typeof MetaSchema>;

/** A reply with nothing but its meta block (logout, cancel, the writes whose reply the spec does not show). */
export const EnvelopeSchema = z.object({ meta: MetaSchema });
export type Envelope = z.infer<typeof EnvelopeSchema>;

/**
 * A reply: its meta block and the payload fields `shape` declares (`replyOf({ template: TemplateSchema })`). A list
 * page's reply is pageOf (paging.ts). Marked free of side effects, so a bundle drops the replies it never reads.
 */
/*@__NO_SIDE_EFFECTS__*/
export function replyOf<const Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ meta: MetaSchema, ...shape });
}

/** A reply whose payload sits under `data`, as the admin workspace view does. */
/*@__NO_SIDE_EFFECTS__*/
export function envelopeWithData<T extends z.ZodMiniType>(data: T) {
  return replyOf({ data });
}
