import { z } from 'zod/mini';
import { CountryCodeSchema, NonEmptyStringSchema, PercentSchema, RowIdSchema } from './fields';

export const CountrySchema = z.object({
  /** What a workspace's country_id points at. */
  id: RowIdSchema,
  name: NonEmptyStringSchema,
  /** EU customers are charged VAT unless they give a VAT id (reverse charge). */
  is_eu: z.boolean(),
  iso_code: CountryCodeSchema,
  vat_rate: PercentSchema,
});
export type Country = z.infer<typeof CountrySchema>;
