import { describe, expect, it } from 'vitest';
import type { BillingMonth } from '../../packages/api/src';
import { buildPlan, buildUsage } from '../../packages/mock-api/src';
import { parseBillLimit } from '../../packages/ui/src/screens/billing/bill-limit-form';
import { limitForecast } from '../../packages/ui/src/screens/billing/billing-format';
import {
  CARD_MESSAGES,
  cardBrand,
  checkCard,
  passesLuhn,
  tokenize,
} from '../../packages/ui/src/screens/billing/card-number';
import { usageCsv } from '../../packages/ui/src/screens/billing/usage-section';

describe('the card form', () => {
  it('checks the Luhn digit and the brand', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBeNull();
  });

  it('names every problem, and a four-digit code for American Express', () => {
    expect(
      checkCard({ number: '3782 822463 10005', expiry: '01/26', cvc: '123', owner: 'J' }, '2026-01'),
    ).toEqual({
      cvc: CARD_MESSAGES.cvc(4),
      owner: CARD_MESSAGES.owner,
    });
    expect(
      checkCard({ number: '3530111333300000', expiry: '13/26', cvc: '123', owner: 'Jane' }, '2026-01'),
    ).toEqual({
      number: CARD_MESSAGES.brand,
      expiry: CARD_MESSAGES.expiry,
    });
  });

  it('hands over a token and the last four digits, never the number', () => {
    const sent = tokenize({
      number: '4242 4242 4242 4242',
      expiry: '04/29',
      cvc: '123',
      owner: ' Jane Cooper ',
    });
    expect(sent).toEqual({
      token: expect.stringMatching(/^tok_[0-9a-f]{24}$/),
      last4: '4242',
      brand: 'visa',
      exp_month: 4,
      exp_year: 2029,
      owner_name: 'Jane Cooper',
    });
    expect(JSON.stringify(sent)).not.toContain('42424242');
    expect(JSON.stringify(sent)).not.toContain('123');
  });
});

describe('the bill limit', () => {
  it('reads amounts of whole cents only', () => {
    expect(parseBillLimit('')).toBeNull();
    expect(parseBillLimit('$1,250.50')).toBe(1250.5);
    expect(parseBillLimit('12.345')).toBeNaN();
    expect(parseBillLimit('0')).toBeNaN();
  });

  it('says from the pace when the month reaches it', () => {
    const gib = 1024 ** 3;
    // 10 GB in the first 10 of 31 days on Startup (10 GB included, then $4.90): $49 so far.
    const month: BillingMonth = {
      month: '2026-01',
      days_in_month: 31,
      daily: [],
      bytes_used: 10 * gib,
      forecast_bytes: 31 * gib,
      cost_so_far: 49,
      forecast_cost: 49 + 21 * 4.9,
      currency: 'USD',
    };
    const startup = buildPlan({}, 2);
    expect(limitForecast(40, month, startup)).toEqual({ kind: 'reached' });
    // $98 allows 10 more GB: 20 GB at 1 GB a day is day 20.
    expect(limitForecast(98, month, startup)).toEqual({ kind: 'on', day: '2026-01-20' });
    expect(limitForecast(500, month, startup)).toEqual({ kind: 'not-this-month', forecastCost: 151.9 });
  });
});

it('exports usage rows as CSV with plain byte counts', () => {
  const row = buildUsage({ robot: '/video/encode', region: 'eu-west-1', bytes_in: 1000, bytes_out: 500 }, 3);
  expect(usageCsv([row])).toBe(
    `month,robot,region,robot_factor,bytes_in,bytes_out,billed_bytes,free\n${row.month},/video/encode,eu-west-1,1,1000,500,1500,false\n`,
  );
});
