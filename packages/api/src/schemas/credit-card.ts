import { z } from 'zod/mini';
import { CountryCodeSchema, IpAddressSchema, MonthSchema, NonEmptyStringSchema, RowIdSchema } from './fields';

/**
 * A stored card as the billing pages show it. Never a full number or CVC; the provider's storage id
 * (its handle to charge the card) is left out too, since the console has no use for it.
 */
export const CreditCardSchema = z.object({
  id: RowIdSchema,
  active: z.boolean(),
  owner_name: NonEmptyStringSchema,
  /** Masked number ending in the last four digits, such as '•••• 4242'; no other digit is allowed. */
  preview_number: z.string().check(z.regex(/^[^0-9]*[0-9]{4}$/)),
  expires: MonthSchema,
  /** Card brand such as 'visa' or 'mastercard'. */
  type: NonEmptyStringSchema,
  country_code: CountryCodeSchema,
  /** Address the card was added from, kept for fraud review. */
  user_ip: z.nullable(IpAddressSchema),
  payment_provider: NonEmptyStringSchema,
});
export type CreditCard = z.infer<typeof CreditCardSchema>;
