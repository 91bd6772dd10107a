import { z } from 'zod/mini';
import type { Country } from './schemas/country';
// The settings' VAT rule, so an invoice is issued to an address the workspace settings would accept.
import { vatIdProblem } from './schemas/workspace-settings';

/*
 * The billing address a workspace's invoices are issued to, and how it is checked: the workspace's billing
 * details and the conversion of a receipt into a formal invoice use the same fields and the same rules, on the
 * form and in the mock backend.
 */

export const BILLING_ADDRESS_MESSAGES = {
  nameOrCompany: 'Enter the name or the company the invoice is issued to.',
  address: 'Enter the street address.',
  zip: 'Enter the postal code.',
  city: 'Enter the city.',
  country: 'Choose a country.',
  unknownCountry: 'Choose a country from the list.',
  tooLong: (max: number) => `Keep this under ${max} characters.`,
  poNumber: 'A PO number has letters, digits, dashes, dots or slashes only, at most 40.',
} as const;

const MAX = 120;
const text = (max = MAX) => z.string().check(z.maxLength(max, BILLING_ADDRESS_MESSAGES.tooLong(max)));

/** The address fields; which are required, and the VAT id's form, depend on the country (validateBillingAddress). */
export const BillingAddressSchema = z.object({
  name: text(),
  company: text(),
  address_1: text(),
  address_2: text(),
  zip: text(20),
  city: text(),
  state: text(),
  country_id: z.nullable(z.int()),
  vat_id: text(20),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/** A field of the address and what is wrong with it, for the form to show next to the field. */
export type BillingAddressIssue = { field: keyof BillingAddress | 'po_number'; message: string };

/** The VAT id as the tax offices compare it: upper case, no spaces, dots or dashes. */
export function normalizeVatId(vatId: string): string {
  return vatId.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Every problem with a billing address, in the order of the form's fields; empty when it can be issued to.
 * An EU VAT id must carry its country's prefix (VIES's format); outside the EU any tax number is taken as given.
 */
export function validateBillingAddress(
  address: BillingAddress,
  countries: readonly Country[],
  poNumber?: string | null,
): BillingAddressIssue[] {
  const issues: BillingAddressIssue[] = [];
  const parsed = BillingAddressSchema.safeParse(address);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      issues.push({ field: issue.path[0] as keyof BillingAddress, message: issue.message });
    }
    return issues;
  }
  const blank = (value: string) => value.trim() === '';
  if (blank(address.name) && blank(address.company)) {
    issues.push({ field: 'name', message: BILLING_ADDRESS_MESSAGES.nameOrCompany });
  }
  if (blank(address.address_1))
    issues.push({ field: 'address_1', message: BILLING_ADDRESS_MESSAGES.address });
  if (blank(address.zip)) issues.push({ field: 'zip', message: BILLING_ADDRESS_MESSAGES.zip });
  if (blank(address.city)) issues.push({ field: 'city', message: BILLING_ADDRESS_MESSAGES.city });
  const country = countries.find((candidate) => candidate.id === address.country_id);
  if (address.country_id === null) {
    issues.push({ field: 'country_id', message: BILLING_ADDRESS_MESSAGES.country });
  } else if (!country) {
    issues.push({ field: 'country_id', message: BILLING_ADDRESS_MESSAGES.unknownCountry });
  }
  const vat = normalizeVatId(address.vat_id);
  if (vat !== '' && country) {
    const message = vatIdProblem(vat, country);
    if (message) issues.push({ field: 'vat_id', message });
  }
  if (poNumber && !/^[A-Za-z0-9./-]{1,40}$/.test(poNumber.trim())) {
    issues.push({ field: 'po_number', message: BILLING_ADDRESS_MESSAGES.poNumber });
  }
  return issues;
}

/** EU business customers with a valid VAT id account for VAT themselves (reverse charge). */
export function isReverseCharge(
  address: Pick<BillingAddress, 'vat_id' | 'country_id'>,
  countries: readonly Country[],
) {
  const country = countries.find((candidate) => candidate.id === address.country_id);
  return Boolean(country?.is_eu) && normalizeVatId(address.vat_id) !== '';
}
