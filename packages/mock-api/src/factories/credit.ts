import { type Credit, CreditSchema } from '@console/api';
import { presetFor } from './catalogue';

const CREDIT_PRESETS = [
  { amount: 50, note: 'Goodwill credit for the eu-west-1 queue delays on December 3' },
  { amount: 25, note: 'Referral reward: Northwind Media signed up' },
  { amount: 12.5, note: 'Refund of a duplicate /video/encode charge' },
] as const;

/** Even seqs have been deducted from the invoice with the same seq; odd ones are still open. */
export function buildCredit(overrides: Partial<Credit> = {}, seq = 1): Credit {
  const preset = presetFor(CREDIT_PRESETS, seq);
  const defaults: Credit = {
    id: seq,
    account_id: 1,
    invoice_id: seq % 2 === 0 ? seq : null,
    amount: preset.amount,
    currency: 'USD',
    note: preset.note,
  };
  return CreditSchema.parse({ ...defaults, ...overrides });
}
