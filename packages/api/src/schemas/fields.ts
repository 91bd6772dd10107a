import { z } from 'zod/mini';
import { FORBIDDEN_KEY_PARAM } from './forbidden-key';

/*
 * Field types shared by the entity schemas, so one kind of value is checked the same way everywhere.
 * Internal to the schemas: entity files import these, the package barrel does not re-export them.
 */

/** Numeric primary key of an ordinary row. */
export const RowIdSchema = z.int().check(z.positive());

/** Assembly and template ids: 32 lower-case hex characters, as the service issues them. */
export const HexIdSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/));

/** An instant, ISO 8601 in UTC. */
export const TimestampSchema = z.iso.datetime();

/** A calendar day, `YYYY-MM-DD` in UTC: the buckets of daily and weekly series. */
export const DaySchema = z.iso.date();

/** A calendar month, `YYYY-MM`: invoices, usage and card expiry are per month, not per instant. */
export const MonthSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/** A count of things, or a size in bytes or a duration in milliseconds. */
export const CountSchema = z.int().check(z.nonnegative());

/** An average or a measured quantity that may be fractional, never negative. */
export const QuantitySchema = z.number().check(z.nonnegative());

/** A sum of money in the unit of the record's `currency`; never negative, since deductions have fields of their own. */
export const MoneySchema = z.number().check(z.nonnegative());

/** A percentage from 0 to 100 (19 means 19 %), used for VAT rates and discounts. */
export const PercentSchema = z.number().check(z.minimum(0), z.maximum(100));

/** ISO 4217 code such as USD or EUR. */
export const CurrencySchema = z.currencyCode();

/** ISO 3166-1 alpha-2 code such as DE or US. */
export const CountryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/));

/** A processing region such as us-east-1 or eu-west-1. */
export const RegionSchema = z.string().check(z.regex(/^[a-z]{2}-[a-z]+-\d$/));

/** A robot, the unit of work in a template step, such as /video/encode or /s3/store. */
export const RobotSchema = z.string().check(z.regex(/^(\/[a-z0-9-]+){2,}$/));

export const NonEmptyStringSchema = z.string().check(z.minLength(1));

export const IpAddressSchema = z.union([z.ipv4(), z.ipv6()]);

/**
 * Shape entries for keys that must be absent: z.object would strip an unknown key silently, so each forbidden key
 * is named, and its presence (whatever the value) is an issue the request helper reports as a schema mismatch,
 * with the key's path but never its value.
 */
export function forbiddenKeys<const K extends string>(keys: readonly K[]) {
  const absent = z.optional(
    z.custom<never>(() => false, {
      error: 'A field that must never reach the browser arrived.',
      params: { [FORBIDDEN_KEY_PARAM]: true },
    }),
  );
  return Object.fromEntries(keys.map((key) => [key, absent])) as Record<K, typeof absent>;
}
