import { z } from 'zod/mini';
import { HexIdSchema, NonEmptyStringSchema } from './fields';

export const AssemblyWarningSchema = z.object({
  template_id: z.nullable(HexIdSchema),
  assembly_id: HexIdSchema,
  warning: NonEmptyStringSchema,
  /** Such as 'notice' or 'warning'; the spec does not list the levels, so any name is accepted. */
  warning_level: NonEmptyStringSchema,
});
export type AssemblyWarning = z.infer<typeof AssemblyWarningSchema>;
