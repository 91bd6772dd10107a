import { z } from 'zod/mini';
import { AssemblyStatusExpirySchema, TranscodingResultExpirySchema } from './expiry';
import { CountSchema, HexIdSchema, NonEmptyStringSchema, RowIdSchema, TimestampSchema } from './fields';

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** A template's instructions as JSON text; the editor works on the text, so it stays a string on the wire. */
export const TemplateJsonSchema = z
  .string()
  .check(z.refine(isJsonObject, 'Template JSON must be a JSON object'));

export const TemplateSchema = z.object({
  id: HexIdSchema,
  account_id: RowIdSchema,
  name: NonEmptyStringSchema,
  json: TemplateJsonSchema,
  /** Reject assemblies using this template unless they are signed. */
  require_signature_auth: z.boolean(),
  /** Version of the scheme that encrypts secrets inside the template JSON. */
  encryption_version: CountSchema,
  transcoding_result_expiry: TranscodingResultExpirySchema,
  assembly_status_expiry: AssemblyStatusExpirySchema,
  last_used: z.nullable(TimestampSchema),
});
export type Template = z.infer<typeof TemplateSchema>;

/** Create and update a template. */
export const TemplateInputSchema = z.pick(TemplateSchema, {
  name: true,
  json: true,
  require_signature_auth: true,
  transcoding_result_expiry: true,
  assembly_status_expiry: true,
});
export type TemplateInput = z.infer<typeof TemplateInputSchema>;
