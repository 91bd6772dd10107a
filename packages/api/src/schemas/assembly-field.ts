import { z } from 'zod/mini';
import { HexIdSchema, NonEmptyStringSchema } from './fields';

/** A custom field sent with an assembly, searchable when the plan allows assembly-fields search. */
export const AssemblyFieldSchema = z.object({
  assembly_id: HexIdSchema,
  field_name: NonEmptyStringSchema,
  field_value: z.string(),
});
export type AssemblyField = z.infer<typeof AssemblyFieldSchema>;
