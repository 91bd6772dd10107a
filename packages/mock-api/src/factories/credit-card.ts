import { type CreditCard, CreditCardSchema } from '@console/api';
import { presetFor } from './catalogue';

/** The payment provider's published test cards. */
const CARD_PRESETS = [
  { owner_name: 'Ada Lovelace', type: 'visa', last4: '4242', country_code: 'DE' },
  { owner_name: 'Grace Hopper', type: 'mastercard', last4: '4444', country_code: 'US' },
  { owner_name: 'Katherine Johnson', type: 'amex', last4: '0005', country_code: 'US' },
  { owner_name: 'Hedy Lamarr', type: 'visa', last4: '1881', country_code: 'NL' },
] as const;

/** seq 1 is the workspace's active card; later seqs are older, inactive cards. */
export function buildCreditCard(overrides: Partial<CreditCard> = {}, seq = 1): CreditCard {
  const preset = presetFor(CARD_PRESETS, seq);
  const defaults: CreditCard = {
    id: seq,
    active: seq === 1,
    owner_name: preset.owner_name,
    preview_number: `•••• ${preset.last4}`,
    expires: `${2026 + (seq % 4) + 1}-${String(((seq * 5) % 12) + 1).padStart(2, '0')}`,
    type: preset.type,
    country_code: preset.country_code,
    user_ip: `203.0.113.${seq % 256}`,
    payment_provider: 'stripe',
  };
  return CreditCardSchema.parse({ ...defaults, ...overrides });
}
