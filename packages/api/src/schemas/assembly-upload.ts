import { z } from 'zod/mini';
import { AssemblyListItemSchema } from './assembly-calls';
import { replyOf } from './envelope';
import { CountSchema, HexIdSchema, NonEmptyStringSchema } from './fields';

/*
 * Processing a file of the person's own through a template (the first run of a workspace): the multipart upload
 * that starts an assembly, and its progress step by step with the results to download.
 */

/** What the upload call answers with when it refuses; the first run shows them as they come. */
export const UPLOAD_MESSAGES = {
  fileMissing: 'Choose a file to upload.',
  fileEmpty: 'This file is empty; choose one with something in it.',
  templateMissing: 'Give the template to run as its 32-character id.',
  resultNotFound: 'Result not found',
  resultGone: 'This file is no longer kept; upload it again to download its results.',
} as const;

/** `POST /{slug}/api/assemblies/upload.json`, sent as multipart form data: the file and the template to run. */
export const AssemblyUploadInputSchema = z.object({
  template_id: z
    .string({ error: UPLOAD_MESSAGES.templateMissing })
    .check(z.regex(/^[0-9a-f]{32}$/, UPLOAD_MESSAGES.templateMissing)),
  file: z.file({ error: UPLOAD_MESSAGES.fileMissing }).check(z.minSize(1, UPLOAD_MESSAGES.fileEmpty)),
});
export type AssemblyUploadInput = z.infer<typeof AssemblyUploadInputSchema>;

/** A file: its name, its size in bytes and its MIME type. */
const fileFields = { name: NonEmptyStringSchema, size: CountSchema, mime: NonEmptyStringSchema };

/**
 * The uploaded file as the service received it; its `mime` is the one the browser gave, or
 * `application/octet-stream` when it gave none.
 */
export const UploadedFileSchema = z.object(fileFields);
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** A file a step made, with the address the API serves it at (a path under the API's base address). */
export const AssemblyResultSchema = z.object({
  id: HexIdSchema,
  ...fileFields,
  /** Where `downloadAssemblyResult` fetches it, e.g. `/acme-media/api/assemblies/{id}/results/{result}`. */
  path: z.string().check(z.regex(/^\/[^/]/)),
});
export type AssemblyResult = z.infer<typeof AssemblyResultSchema>;

/** Where a step stands: waiting for the one before it, running, done, or where the run failed. */
export const STEP_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export type StepState = (typeof STEP_STATES)[number];

export const AssemblyStepProgressSchema = z.object({
  name: NonEmptyStringSchema,
  robot: z.nullable(z.string()),
  state: z.enum(STEP_STATES),
  /** Its files once it is done; none before. */
  results: z.array(AssemblyResultSchema),
});
export type AssemblyStepProgress = z.infer<typeof AssemblyStepProgressSchema>;

/** `GET /{slug}/api/assemblies/{id}/progress.json`: the assembly, its upload and each step of its template. */
export const AssemblyProgressReplySchema = replyOf({
  assembly: AssemblyListItemSchema,
  /** The file that was uploaded; null for an assembly that did not start from an upload of its own. */
  upload: z.nullable(UploadedFileSchema),
  /** The steps after the upload, in the template's order. */
  steps: z.array(AssemblyStepProgressSchema),
  /** Why it failed, in the service's words; null unless it failed. */
  reason: z.nullable(z.string()),
});
export type AssemblyProgressReply = z.infer<typeof AssemblyProgressReplySchema>;
