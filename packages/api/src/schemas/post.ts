import { z } from 'zod/mini';
import { NonEmptyStringSchema, RowIdSchema, TimestampSchema } from './fields';

/** A blog post. */
export const PostSchema = z.object({
  id: RowIdSchema,
  title: NonEmptyStringSchema,
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  excerpt: z.string(),
  /** Markdown; render it without raw HTML (docs/security.md). */
  body: NonEmptyStringSchema,
  author_name: NonEmptyStringSchema,
  /** Null while a draft. */
  published_at: z.nullable(TimestampSchema),
  created: TimestampSchema,
  modified: TimestampSchema,
});
export type Post = z.infer<typeof PostSchema>;
