import { describe, expect, it } from 'vitest';
import {
  additionalGbFee,
  BILLING_ADDRESS_MESSAGES,
  BILLING_MESSAGES,
  changePlan,
  convertInvoice,
  formatMinor,
  gbWithinBudget,
  getBilling,
  getCurrentUser,
  getInvoice,
  getUsage,
  invoiceTotals,
  listAddons,
  listInvoices,
  login,
  payInvoice,
  percentOf,
  previewPlanChange,
  redeemCoupon,
  saveCreditCard,
  toMinor,
  updateAddon,
  updateBillLimit,
  validateBillingAddress,
  WORKSPACE_SETTINGS_MESSAGES,
} from '../../packages/api/src';
import { buildPlan, COUNTRIES, DEMO_PASSWORD, DEMO_PEOPLE } from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';

const { startScenario, expectNoSchemaReports, reports } = setupApiTests({ quietWarnings: true });

const CARD = {
  token: 'tok_visa4242demo',
  last4: '4242',
  brand: 'visa',
  exp_month: 4,
  exp_year: 2029,
  owner_name: 'Jane Cooper',
} as const;

describe('money in minor units', () => {
  it('converts decimals without binary drift', () => {
    expect(toMinor(4.35)).toBe(435);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(2499)).toBe(249_900);
    expect(percentOf(1999, 19)).toBe(380);
    expect(percentOf(1000, 7.75)).toBe(78);
    expect(formatMinor(123_450, 'USD')).toBe('$1,234.50');
  });

  it('prices GB beyond the allowance by tiers over the month total', () => {
    const startup = buildPlan({}, 2);
    expect(additionalGbFee(9.99, startup)).toBe(0);
    expect(additionalGbFee(23.47, startup)).toBe(6600); // 13.47 GB × $4.90
    // 90 GB at $4.90 up to 100 GB, then 20 GB at $3.90.
    expect(additionalGbFee(120, startup)).toBe(90 * 490 + 20 * 390);
    expect(gbWithinBudget(toMinor(49 + 90 * 4.9), toMinor(49), startup)).toBe(100);
    expect(gbWithinBudget(toMinor(40), toMinor(49), startup)).toBeNull();
  });

  it('pins an invoice total with VAT, discounts, reward and credit', () => {
    const totals = invoiceTotals({
      currency: 'USD',
      base_fee: 199,
      additional_gb_fee: 66.3,
      num_machines: 2,
      price_per_machine: 750,
      custom_expenses: 12.5,
      signup_discount_percent: 10,
      coupon_discount_percent: 20,
      reward: 25,
      credit: 50,
      vat_rate: 19,
      reverse_charge_vat: false,
    });
    // 199 + 66.30 + 1,500 + 12.50 = 1,777.80; −177.78 −355.56 = 1,244.46; −25 −50 = 1,169.46; VAT 222.20.
    expect(totals).toEqual({
      machines: 150_000,
      subtotal: 177_780,
      signupDiscount: 17_778,
      couponDiscount: 35_556,
      reward: 2500,
      credit: 5000,
      net: 116_946,
      vat: 22_220,
      total: 139_166,
    });
    const reverse = invoiceTotals({
      currency: 'USD',
      base_fee: 49,
      additional_gb_fee: 0,
      num_machines: 0,
      price_per_machine: 0,
      custom_expenses: 0,
      signup_discount_percent: 0,
      coupon_discount_percent: 0,
      reward: 0,
      credit: 80,
      vat_rate: 21,
      reverse_charge_vat: true,
    });
    // Credit covers the invoice but never takes it below zero; reverse charge: no VAT.
    expect(reverse).toMatchObject({ credit: 4900, net: 0, vat: 0, total: 0 });
  });
});

describe('billing address', () => {
  const address = {
    name: 'Jane Cooper',
    company: 'Acme Media GmbH',
    address_1: 'Friedrichstraße 68',
    address_2: '',
    zip: '10117',
    city: 'Berlin',
    state: '',
    country_id: 1,
    vat_id: '',
  };
  it('accepts an EU VAT id with its country prefix only', () => {
    expect(validateBillingAddress({ ...address, vat_id: 'DE 123 456 789' }, COUNTRIES)).toEqual([]);
    expect(validateBillingAddress({ ...address, vat_id: 'NL123456789B01' }, COUNTRIES)).toEqual([
      { field: 'vat_id', message: WORKSPACE_SETTINGS_MESSAGES.vatIdWrongCountry('DE') },
    ]);
    expect(validateBillingAddress({ ...address, vat_id: '123' }, COUNTRIES)[0]?.message).toBe(
      WORKSPACE_SETTINGS_MESSAGES.vatIdInvalid('DE'),
    );
    expect(validateBillingAddress({ ...address, city: ' ', country_id: null }, COUNTRIES)).toEqual([
      { field: 'city', message: BILLING_ADDRESS_MESSAGES.city },
      { field: 'country_id', message: BILLING_ADDRESS_MESSAGES.country },
    ]);
  });
});

describe('the billing calls', () => {
  it('computes this month, its forecast and the limit flags from the seeded usage', async () => {
    await startScenario();
    const acme = await getBilling('acme-media');
    expect(acme.plan.title).toBe('Startup');
    expect(acme.plans.map((plan) => plan.title)).toEqual(['Sandbox', 'Startup', 'Pro']);
    expect(acme.card?.preview_number).toBe('•••• 4242');
    expect(acme.credits.map((credit) => credit.amount)).toEqual([50]);
    expect(acme.discounts.map((discount) => discount.coupon.code)).toEqual(['WELCOME20']);
    expect(acme.month.forecast_bytes).toBeGreaterThan(acme.month.bytes_used);
    expect(acme.limits).toMatchObject({ plan_exceeded: false, bill_limit_reached: false });
    const globex = await getBilling('globex-studio');
    expect(globex.limits).toMatchObject({ bill_limit: 400, plan_exceeded: true, bill_limit_reached: false });
    expect(globex.month.forecast_cost).toBeGreaterThan(400);
    const ops = await getBilling('service-operations').catch(() => null);
    expect(ops).toBeNull(); // Jane is not a member
    expectNoSchemaReports();
  });

  it('sets and removes the bill limit, with the reached flag', async () => {
    await startScenario();
    const set = await updateBillLimit('acme-media', { bill_limit: 20, stop_processing_on_bill_limit: true });
    expect(set.limits).toMatchObject({ bill_limit: 20, bill_limit_reached: true });
    const removed = await updateBillLimit('acme-media', {
      bill_limit: null,
      stop_processing_on_bill_limit: false,
    });
    expect(removed.limits).toMatchObject({ bill_limit: null, bill_limit_reached: false });
    expect(
      await refusal(
        updateBillLimit('acme-media', { bill_limit: 10.123, stop_processing_on_bill_limit: false }),
      ),
    ).toMatchObject({ status: 400 });
    // Jane is a member of Globex, not an owner or admin.
    expect(
      (
        await refusal(
          updateBillLimit('globex-studio', { bill_limit: 10, stop_processing_on_bill_limit: false }),
        )
      ).status,
    ).toBe(403);
  });

  it('previews and changes plans: upgrades now, downgrades next month', async () => {
    await startScenario();
    const { preview } = await previewPlanChange('acme-media', { plan_id: 3 });
    expect(preview).toMatchObject({
      type: 'upgrade',
      monthly_difference: 150,
      prorated_charge: 82.26,
      effective_on: '2026-01-15',
    });
    const changed = await changePlan('acme-media', { plan_id: 3, reason: 'We need field search' });
    expect(changed.plan_change).toMatchObject({
      type: 'upgrade',
      old_plan_id: 2,
      new_plan_id: 3,
      reason: 'We need field search',
    });
    expect((await getBilling('acme-media')).plan.title).toBe('Pro');
    await changePlan('acme-media', { plan_id: 1 });
    const pending = await getBilling('acme-media');
    expect(pending.plan.title).toBe('Pro');
    expect(pending.pending_plan_change).toMatchObject({
      effective_on: '2026-02-01',
      plan: { title: 'Sandbox' },
    });
  });

  it('redeems coupons, refusing each bad code with its own text', async () => {
    await startScenario();
    expect((await refusal(redeemCoupon('acme-media', { code: 'NOPE' }))).message).toBe(
      BILLING_MESSAGES.couponUnknown,
    );
    expect((await refusal(redeemCoupon('acme-media', { code: 'summer-2025' }))).message).toBe(
      BILLING_MESSAGES.couponExpired('September 17, 2025'),
    );
    expect((await refusal(redeemCoupon('acme-media', { code: 'LAUNCH-100' }))).message).toBe(
      BILLING_MESSAGES.couponUsedUp,
    );
    expect((await refusal(redeemCoupon('acme-media', { code: 'WELCOME20' }))).message).toBe(
      BILLING_MESSAGES.couponAlreadyRedeemed,
    );
    const credit = await redeemCoupon('acme-media', { code: 'PARTNER-ACME' });
    expect(credit.credit).toMatchObject({ amount: 50, note: 'Coupon PARTNER-ACME' });
  });

  it('lists usage per robot whose billed bytes add up to the month', async () => {
    await startScenario();
    const usage = await getUsage('acme-media', '2025-12');
    const invoices = await listInvoices('acme-media');
    const december = invoices.invoices.find((invoice) => invoice.month === '2025-12');
    const billed = usage.usage.reduce(
      (sum, row) => sum + (row.bytes_in + row.bytes_out) * row.robot_factor,
      0,
    );
    expect(Math.abs(billed / 1024 ** 3 - (december?.used_gb ?? 0))).toBeLessThan(0.01);
    expect(usage.months[0]).toBe('2026-01');
    expect(usage.totals).toHaveLength(13);
  });

  it('pays an unpaid invoice: a decline keeps the banner, success takes it away', async () => {
    await startScenario('loggedOut');
    await login({ email: DEMO_PEOPLE.unpaidInvoices.email, password: DEMO_PASSWORD });
    expect((await getCurrentUser())?.ifShowUnpaidInvoicesBanner).toBe(true);
    const unpaid = (await listInvoices('initech-video')).invoices.filter((invoice) => !invoice.paid);
    expect(unpaid).toHaveLength(2);
    const [newest, older] = unpaid;
    if (!newest || !older) throw new Error('two unpaid invoices');
    const detail = await getInvoice('initech-video', older.id);
    expect(detail.payments.map((payment) => payment.error)).toEqual(['Your card has insufficient funds.']);
    await saveCreditCard('initech-video', { ...CARD, token: 'tok_declined0002', last4: '0002' });
    expect(await refusal(payInvoice('initech-video', newest.id))).toEqual({
      status: 402,
      message: 'Your card was declined.',
    });
    await saveCreditCard('initech-video', CARD);
    expect((await payInvoice('initech-video', newest.id)).invoice.paid).toBe(true);
    expect((await getCurrentUser())?.ifShowUnpaidInvoicesBanner).toBe(true);
    await payInvoice('initech-video', older.id);
    expect((await getCurrentUser())?.ifShowUnpaidInvoicesBanner).toBe(false);
    expect((await refusal(payInvoice('initech-video', older.id))).message).toBe(BILLING_MESSAGES.invoicePaid);
  });

  it('never sends a full card number, even when a caller puts one in the body', async () => {
    const backend = await startScenario();
    const body = { ...CARD, number: '4242424242424242', cvc: '123' } as typeof CARD;
    const reply = await saveCreditCard('acme-media', body);
    expect(reply.card.preview_number).toBe('•••• 4242');
    expect(JSON.stringify(backend.state)).not.toContain('4242424242424242');
    expect(reports().mock.calls.map(([error]) => String(error))).toEqual([
      'Error: Schema mismatch in the request of POST /acme-media/api/billing/card.json',
    ]);
    expect(JSON.stringify(reports().mock.calls)).not.toContain('4242424242424242');
  });

  it('converts a receipt into an invoice to a company', async () => {
    await startScenario();
    const [newest] = (await listInvoices('acme-media')).invoices;
    if (!newest) throw new Error('an invoice');
    expect(newest.to_company).toBe('');
    const address = {
      name: 'Jane Cooper',
      company: 'Acme Media GmbH',
      address_1: 'Friedrichstraße 68',
      address_2: '',
      zip: '10117',
      city: 'Berlin',
      state: '',
      country_id: 1,
      vat_id: 'DE123456789',
    };
    expect(
      (
        await refusal(
          convertInvoice('acme-media', newest.id, { ...address, vat_id: 'FR123456789', po_number: null }),
        )
      ).message,
    ).toBe(WORKSPACE_SETTINGS_MESSAGES.vatIdWrongCountry('DE'));
    const converted = await convertInvoice('acme-media', newest.id, { ...address, po_number: 'PO-2026-118' });
    expect(converted.invoice).toMatchObject({
      to_company: 'Acme Media GmbH',
      to_vat_id: 'DE123456789',
      po_number: 'PO-2026-118',
      to_country: 'Germany',
    });
    expect(converted.invoice.total_fee).toBe(newest.total_fee);
  });

  it('turns add-ons on and off, refusing those the plan includes', async () => {
    await startScenario();
    const { addons } = await listAddons('acme-media');
    expect(addons.map((addon) => [addon.id, addon.included, addon.enabled])).toEqual([
      ['image_turbo', 0, false],
      ['video_turbo', 0, false],
      ['fields_search', 0, false],
      ['priority_slots', 5, false],
      ['extra_machines', 0, false],
      ['extra_seats', 3, false],
    ]);
    const before = (await getBilling('acme-media')).month.cost_so_far;
    await updateAddon('acme-media', 'extra_machines', { enabled: true, quantity: 2 });
    expect((await getBilling('acme-media')).month.cost_so_far).toBeCloseTo(before + 1500, 2);
    await changePlan('acme-media', { plan_id: 3 });
    expect((await refusal(updateAddon('acme-media', 'image_turbo', { enabled: true }))).message).toBe(
      BILLING_MESSAGES.addonIncluded,
    );
  });
});
