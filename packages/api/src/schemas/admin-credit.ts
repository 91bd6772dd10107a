import { z } from 'zod/mini';
import { requiredText, sameFor } from './inputs';

/*
 * An admin's credit, to one invoice or to a workspace's next one: the same rule in both places, each with the words
 * of its own currency.
 */

/** The most one admin may credit at once; more needs a second admin. */
export const ADMIN_CREDIT_MAX = 10_000;

const max = ADMIN_CREDIT_MAX.toLocaleString('en-US');
export const ADMIN_CREDIT_TOO_HIGH = `Credits above ${max} need a second admin; give at most ${max}.`;

/** The refusals of a credit that depend on what it is credited to. */
export interface AdminCreditMessages {
  amountInvalid: string;
  noteMissing: string;
}

/** A credit: an amount above 0 and at most ADMIN_CREDIT_MAX, and a note saying what it is for. */
/*@__NO_SIDE_EFFECTS__*/
export function adminCreditInput({ amountInvalid, noteMissing }: AdminCreditMessages) {
  return z.object({
    amount: z
      .number({ error: amountInvalid })
      .check(z.positive(amountInvalid), z.maximum(ADMIN_CREDIT_MAX, ADMIN_CREDIT_TOO_HIGH)),
    note: requiredText(sameFor(noteMissing), { trim: true }),
  });
}
