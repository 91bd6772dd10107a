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

/** A reply whose payload sits under `data`, as the admin workspace view does. */
export function envelopeWithData<T extends z.ZodMiniType>(data: T) {
  return z.object({ meta: MetaSchema, data });
}
