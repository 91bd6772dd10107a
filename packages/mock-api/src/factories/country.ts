import { type Country, CountrySchema } from '@console/api';
import { presetFor } from './catalogue';

/** Standard VAT rates; outside the EU no VAT is charged, so the rate is 0. */
const COUNTRY_PRESETS = [
  { name: 'Germany', is_eu: true, iso_code: 'DE', vat_rate: 19 },
  { name: 'United States', is_eu: false, iso_code: 'US', vat_rate: 0 },
  { name: 'Netherlands', is_eu: true, iso_code: 'NL', vat_rate: 21 },
  { name: 'United Kingdom', is_eu: false, iso_code: 'GB', vat_rate: 0 },
  { name: 'France', is_eu: true, iso_code: 'FR', vat_rate: 20 },
  { name: 'Japan', is_eu: false, iso_code: 'JP', vat_rate: 0 },
  { name: 'Sweden', is_eu: true, iso_code: 'SE', vat_rate: 25 },
  { name: 'Canada', is_eu: false, iso_code: 'CA', vat_rate: 0 },
] as const;

/** seq 1 is Germany, the country the invoice fixtures bill to. */
export function buildCountry(overrides: Partial<Country> = {}, seq = 1): Country {
  const defaults: Country = { id: seq, ...presetFor(COUNTRY_PRESETS, seq) };
  return CountrySchema.parse({ ...defaults, ...overrides });
}
