import { z } from 'zod/mini';
import { CountSchema, NonEmptyStringSchema, RowIdSchema } from './fields';

/** A customer quote shown on the signup page. */
export const TestimonialSchema = z.object({
  id: RowIdSchema,
  quote: NonEmptyStringSchema,
  author_name: NonEmptyStringSchema,
  /** Such as 'CTO'. */
  author_title: z.string(),
  company: NonEmptyStringSchema,
  avatar_url: z.nullable(z.httpUrl()),
  published: z.boolean(),
  /** Sort order, lowest first. */
  position: CountSchema,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
