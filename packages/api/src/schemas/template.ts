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
  /** The last save; an update names the one it started from, so a save over someone else's is refused. */
  modified: TimestampSchema,
});
export type Template = z.infer<typeof TemplateSchema>;

/** What the template calls answer with; the editor recognises the conflict by its text. */
export const TEMPLATE_MESSAGES = {
  notFound: 'Template not found',
  nameMissing: 'Give the template a name',
  nameTaken: (name: string) => `A template named "${name}" already exists in this workspace`,
  conflict: 'This template was changed elsewhere after you opened it.',
} as const;

/** Create and update a template. */
export const TemplateInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, TEMPLATE_MESSAGES.nameMissing)),
  json: TemplateSchema.shape.json,
  require_signature_auth: TemplateSchema.shape.require_signature_auth,
  transcoding_result_expiry: TemplateSchema.shape.transcoding_result_expiry,
  assembly_status_expiry: TemplateSchema.shape.assembly_status_expiry,
});
export type TemplateInput = z.infer<typeof TemplateInputSchema>;
