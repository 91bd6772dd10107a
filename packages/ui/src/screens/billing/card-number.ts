import type { CardBrand, CardTokenInput } from '@console/api';

/*
 * What a payment provider's card form checks before it hands out a token. The number and security code stay in
 * this form: only the token, the last four digits, the brand, the expiry and the owner leave it.
 */

export const CARD_MESSAGES = {
  number: 'Enter the card number as it is printed on the card.',
  luhn: 'This card number is not valid. Check it for a typo.',
  brand: 'We accept Visa, Mastercard, American Express and Discover.',
  expiry: 'Enter the expiry as MM/YY, such as 04/29.',
  expired: 'This card has expired. Use a card that is still valid.',
  cvc: (digits: number) => `Enter the ${digits}-digit security code.`,
  owner: 'Enter the name on the card.',
} as const;

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand a number's first digits belong to, or null for one this service does not take. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return null;
}

export type CardDraft = { number: string; expiry: string; cvc: string; owner: string };
export type CardErrors = Partial<Record<keyof CardDraft, string>>;

/** Every problem with the typed card; `thisMonth` is "YYYY-MM", the first month a card may still expire in. */
export function checkCard(draft: CardDraft, thisMonth: string): CardErrors {
  const errors: CardErrors = {};
  const digits = draft.number.replace(/[\s-]/g, '');
  const brand = cardBrand(digits);
  if (!/^\d{12,19}$/.test(digits)) errors.number = CARD_MESSAGES.number;
  else if (!passesLuhn(digits)) errors.number = CARD_MESSAGES.luhn;
  else if (!brand) errors.number = CARD_MESSAGES.brand;
  const expiry = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(draft.expiry);
  if (!expiry) errors.expiry = CARD_MESSAGES.expiry;
  else if (`20${expiry[2]}-${expiry[1]}` < thisMonth) errors.expiry = CARD_MESSAGES.expired;
  const cvcDigits = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(draft.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc(cvcDigits);
  if (draft.owner.trim().length < 2) errors.owner = CARD_MESSAGES.owner;
  return errors;
}

/**
 * What the provider's tokenised form hands over for a valid card: a one-time token standing for the number, and
 * the parts a customer may see again. Call only once checkCard found nothing.
 */
export function tokenize(draft: CardDraft): CardTokenInput {
  const digits = draft.number.replace(/[\s-]/g, '');
  const [month = '', year = ''] = draft.expiry.replace(/\s/g, '').split('/');
  const random = new Uint8Array(12);
  crypto.getRandomValues(random);
  return {
    token: `tok_${Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')}`,
    last4: digits.slice(-4),
    brand: cardBrand(digits) ?? 'visa',
    exp_month: Number(month),
    exp_year: 2000 + Number(year),
    owner_name: draft.owner.trim(),
  };
}
