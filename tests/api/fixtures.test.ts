import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { AnnouncementReadSchema, AnnouncementSchema } from '../../packages/api/src/schemas/announcement';
import { AssemblySchema } from '../../packages/api/src/schemas/assembly';
import { AssemblyFieldSchema } from '../../packages/api/src/schemas/assembly-field';
import { AssemblyStatisticsSchema } from '../../packages/api/src/schemas/assembly-statistics';
import { AssemblyWarningSchema } from '../../packages/api/src/schemas/assembly-warning';
import { AuthKeySchema, AuthKeySecretSchema } from '../../packages/api/src/schemas/auth-key';
import { CacheExpirySchema } from '../../packages/api/src/schemas/cache-expiry';
import { InvitationSchema } from '../../packages/api/src/schemas/collaborator';
import { CompanionPingSchema } from '../../packages/api/src/schemas/companion-ping';
import { CountrySchema } from '../../packages/api/src/schemas/country';
import { CouponRedemptionSchema, CouponSchema } from '../../packages/api/src/schemas/coupon';
import { CreditSchema } from '../../packages/api/src/schemas/credit';
import { CreditCardSchema } from '../../packages/api/src/schemas/credit-card';
import { InvoiceSchema } from '../../packages/api/src/schemas/invoice';
import { LookupSchema } from '../../packages/api/src/schemas/lookup';
import { MembershipSchema } from '../../packages/api/src/schemas/membership';
import { NewsletterSubscriberSchema } from '../../packages/api/src/schemas/newsletter-subscriber';
import { OneTimeTokenSchema } from '../../packages/api/src/schemas/one-time-token';
import { PaymentSchema } from '../../packages/api/src/schemas/payment';
import { PlanSchema } from '../../packages/api/src/schemas/plan';
import { PlanChangeSchema } from '../../packages/api/src/schemas/plan-change';
import { PostSchema } from '../../packages/api/src/schemas/post';
import { QueueStatisticsSchema } from '../../packages/api/src/schemas/queue-statistics';
import { ReferralSchema } from '../../packages/api/src/schemas/referral';
import { SavedCredentialSchema } from '../../packages/api/src/schemas/saved-credential';
import { ServerMachineSchema } from '../../packages/api/src/schemas/server-machine';
import { SessionSchema } from '../../packages/api/src/schemas/session';
import { TemplateInputSchema, TemplateSchema } from '../../packages/api/src/schemas/template';
import { TestimonialSchema } from '../../packages/api/src/schemas/testimonial';
import { UsageSchema } from '../../packages/api/src/schemas/usage';
import { UserSchema } from '../../packages/api/src/schemas/user';
import { WorkspaceSchema } from '../../packages/api/src/schemas/workspace';
import { buildAnnouncement, buildAnnouncementRead } from '../../packages/mock-api/src/factories/announcement';
import { buildAssembly } from '../../packages/mock-api/src/factories/assembly';
import { buildAssemblyField } from '../../packages/mock-api/src/factories/assembly-field';
import { buildAssemblyStatistics } from '../../packages/mock-api/src/factories/assembly-statistics';
import { buildAssemblyWarning } from '../../packages/mock-api/src/factories/assembly-warning';
import { buildAuthKey, buildAuthKeySecret } from '../../packages/mock-api/src/factories/auth-key';
import { buildCacheExpiry } from '../../packages/mock-api/src/factories/cache-expiry';
import { monthsAgo } from '../../packages/mock-api/src/factories/catalogue';
import { buildCompanionPing } from '../../packages/mock-api/src/factories/companion-ping';
import { buildCountry } from '../../packages/mock-api/src/factories/country';
import { buildCoupon, buildCouponRedemption } from '../../packages/mock-api/src/factories/coupon';
import { buildCredit } from '../../packages/mock-api/src/factories/credit';
import { buildCreditCard } from '../../packages/mock-api/src/factories/credit-card';
import { buildInvitation } from '../../packages/mock-api/src/factories/invitation';
import { buildInvoice } from '../../packages/mock-api/src/factories/invoice';
import { buildLookup } from '../../packages/mock-api/src/factories/lookup';
import { buildMembership } from '../../packages/mock-api/src/factories/membership';
import { buildNewsletterSubscriber } from '../../packages/mock-api/src/factories/newsletter-subscriber';
import { buildOneTimeToken } from '../../packages/mock-api/src/factories/one-time-token';
import { buildPayment } from '../../packages/mock-api/src/factories/payment';
import { buildPlan } from '../../packages/mock-api/src/factories/plan';
import { buildPlanChange } from '../../packages/mock-api/src/factories/plan-change';
import { buildPost } from '../../packages/mock-api/src/factories/post';
import { buildQueueStatistics } from '../../packages/mock-api/src/factories/queue-statistics';
import { buildReferral } from '../../packages/mock-api/src/factories/referral';
import { buildSavedCredential } from '../../packages/mock-api/src/factories/saved-credential';
import { buildServerMachine } from '../../packages/mock-api/src/factories/server-machine';
import { buildSession } from '../../packages/mock-api/src/factories/session';
import { buildTemplate } from '../../packages/mock-api/src/factories/template';
import { buildTestimonial } from '../../packages/mock-api/src/factories/testimonial';
import { buildUsage } from '../../packages/mock-api/src/factories/usage';
import { buildUser } from '../../packages/mock-api/src/factories/user';
import { buildWorkspace } from '../../packages/mock-api/src/factories/workspace';

const SEQS = [1, 2, 3, 4, 5];

interface FactoryCase {
  name: string;
  schema: z.ZodMiniType;
  build: (seq: number) => object;
  overrides: object;
  buildWithOverrides: () => object;
  wrong: object;
}

/** Ties a factory to its schema, one override it must honour and one value the schema must refuse. */
function factoryCase<T extends object>(
  name: string,
  schema: z.ZodMiniType<T>,
  build: (overrides?: Partial<T>, seq?: number) => T,
  overrides: Partial<T>,
  wrong: { [K in keyof T]?: unknown },
): FactoryCase {
  return {
    name,
    schema,
    build: (seq) => build({}, seq),
    overrides,
    buildWithOverrides: () => build(overrides, 3),
    wrong,
  };
}

const CASES: FactoryCase[] = [
  factoryCase(
    'buildAnnouncement',
    AnnouncementSchema,
    buildAnnouncement,
    { read_count: 0 },
    { read_count: '12' },
  ),
  factoryCase(
    'buildAnnouncementRead',
    AnnouncementReadSchema,
    buildAnnouncementRead,
    { user_id: 7 },
    { user_id: 0 },
  ),
  factoryCase(
    'buildAssembly',
    AssemblySchema,
    buildAssembly,
    { ok: null, error: 'ASSEMBLY_CRASHED' },
    { input_file_count: '12' },
  ),
  factoryCase(
    'buildAssemblyField',
    AssemblyFieldSchema,
    buildAssemblyField,
    { field_value: '' },
    { field_name: '' },
  ),
  factoryCase(
    'buildAssemblyStatistics',
    AssemblyStatisticsSchema,
    buildAssemblyStatistics,
    { granularity_secs: 86_400, region: 'eu-west-1' },
    { successful_count: -1 },
  ),
  factoryCase(
    'buildAssemblyWarning',
    AssemblyWarningSchema,
    buildAssemblyWarning,
    { template_id: null },
    { assembly_id: 'not-an-assembly-id' },
  ),
  factoryCase('buildAuthKey', AuthKeySchema, buildAuthKey, { is_active: false }, { signature_algo: 'md5' }),
  factoryCase('buildAuthKeySecret', AuthKeySecretSchema, buildAuthKeySecret, {}, { auth_secret: '' }),
  factoryCase(
    'buildCacheExpiry',
    CacheExpirySchema,
    buildCacheExpiry,
    { cache_key: 'plans:all' },
    { expires: 'soon' },
  ),
  factoryCase(
    'buildCompanionPing',
    CompanionPingSchema,
    buildCompanionPing,
    { ok: false },
    { version: 'latest' },
  ),
  factoryCase('buildCountry', CountrySchema, buildCountry, { vat_rate: 21 }, { vat_rate: 121 }),
  factoryCase('buildCoupon', CouponSchema, buildCoupon, { max_redeemer_count: null }, { code: 'welcome 20' }),
  factoryCase(
    'buildCouponRedemption',
    CouponRedemptionSchema,
    buildCouponRedemption,
    { valid_until: null },
    { redeemed_on: '2026-01-15' },
  ),
  factoryCase('buildCredit', CreditSchema, buildCredit, { invoice_id: null }, { currency: 'dollars' }),
  factoryCase(
    'buildCreditCard',
    CreditCardSchema,
    buildCreditCard,
    { active: false },
    { expires: '13/2027' },
  ),
  factoryCase(
    'buildInvoice',
    InvoiceSchema,
    buildInvoice,
    { paid: false, authcode: null },
    { month: '2025-13' },
  ),
  factoryCase(
    'buildLookup',
    LookupSchema,
    buildLookup,
    { deleted: '2026-01-10T00:00:00.000Z' },
    { target: 42 },
  ),
  factoryCase(
    'buildNewsletterSubscriber',
    NewsletterSubscriberSchema,
    buildNewsletterSubscriber,
    { confirmed: false },
    { email: 'not an address' },
  ),
  factoryCase(
    'buildOneTimeToken',
    OneTimeTokenSchema,
    buildOneTimeToken,
    { used_at: null },
    { purpose: 'login' },
  ),
  factoryCase('buildPayment', PaymentSchema, buildPayment, { success: false }, { amount: -10 }),
  factoryCase('buildPlan', PlanSchema, buildPlan, { published: false }, { tiers: [{ up_to_gb: 'lots' }] }),
  factoryCase(
    'buildPlanChange',
    PlanChangeSchema,
    buildPlanChange,
    { reason: 'Moved to annual billing' },
    { new_plan_id: 1.5 },
  ),
  factoryCase('buildPost', PostSchema, buildPost, { published_at: null }, { slug: 'Not A Slug' }),
  factoryCase(
    'buildQueueStatistics',
    QueueStatisticsSchema,
    buildQueueStatistics,
    { waiting_count: 0 },
    { queue: 'express' },
  ),
  factoryCase('buildReferral', ReferralSchema, buildReferral, { status: 'rewarded' }, { is_referer: 'yes' }),
  factoryCase(
    'buildSavedCredential',
    SavedCredentialSchema,
    buildSavedCredential,
    { type: 'azure' },
    { type: 'floppy-disk' },
  ),
  factoryCase(
    'buildServerMachine',
    ServerMachineSchema,
    buildServerMachine,
    { status: 'draining' },
    { load: -1 },
  ),
  factoryCase('buildSession', SessionSchema, buildSession, { is_current: true }, { ip: 'localhost' }),
  factoryCase(
    'buildTemplate',
    TemplateSchema,
    buildTemplate,
    { name: 'watermark-previews', assembly_status_expiry: 'NoSave' },
    { transcoding_result_expiry: '7days' },
  ),
  factoryCase(
    'buildTestimonial',
    TestimonialSchema,
    buildTestimonial,
    { published: false },
    { position: 'first' },
  ),
  factoryCase('buildUsage', UsageSchema, buildUsage, { free: true }, { robot: 'video encode' }),
  factoryCase('buildUser', UserSchema, buildUser, { role: 'founder' }, { email_verified: 'yes' }),
  factoryCase(
    'buildWorkspace',
    WorkspaceSchema,
    buildWorkspace,
    { name: 'Globex Studio' },
    { plan_id: 'pro' },
  ),
  factoryCase('buildInvitation', InvitationSchema, buildInvitation, { role: 'admin' }, { email: 42 }),
  factoryCase('buildMembership', MembershipSchema, buildMembership, { role: 'member' }, { role: 'boss' }),
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.each(CASES)('$name', ({ schema, build, overrides, buildWithOverrides, wrong }) => {
  it('builds fixtures that parse under the schema, unchanged, for several seqs', () => {
    for (const seq of SEQS) {
      const fixture = build(seq);
      expect(schema.safeParse(fixture).success).toBe(true);
      expect(schema.parse(fixture)).toEqual(fixture);
    }
  });

  it('builds the same fixture for the same seq, whatever the clock says', () => {
    vi.useFakeTimers();
    vi.setSystemTime('2031-07-04T08:00:00Z');
    const first = SEQS.map(build);
    vi.setSystemTime('1999-12-31T23:59:59Z');
    expect(SEQS.map(build)).toEqual(first);
  });

  it('never reads Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    SEQS.forEach(build);
    expect(random).not.toHaveBeenCalled();
  });

  it('builds a different fixture for each seq', () => {
    const serialised = new Set(SEQS.map((seq) => JSON.stringify(build(seq))));
    expect(serialised.size).toBe(SEQS.length);
  });

  it('applies overrides and still parses', () => {
    const fixture = buildWithOverrides();
    expect(fixture).toMatchObject(overrides);
    expect(schema.safeParse(fixture).success).toBe(true);
  });

  it('makes the schema reject an obviously wrong value', () => {
    expect(schema.safeParse({ ...build(1), ...wrong }).success).toBe(false);
  });
});

describe('sensitive fields', () => {
  it('refuses an auth secret that arrives with an auth key, which the request helper then drops', () => {
    const parsed = AuthKeySchema.safeParse({
      ...buildAuthKey(),
      auth_secret: buildAuthKeySecret().auth_secret,
    });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['auth_secret']]);
  });

  it('refuses a card preview that shows more than the last four digits', () => {
    const card = buildCreditCard();
    expect(CreditCardSchema.safeParse({ ...card, preview_number: '4242424242424242' }).success).toBe(false);
    expect(CreditCardSchema.safeParse({ ...card, preview_number: '424242•••••• 4242' }).success).toBe(false);
  });
});

describe('fixtures that agree with each other', () => {
  const templates = Array.from({ length: 5 }, (_, i) => buildTemplate({}, i + 1));

  it('points every assembly and warning at a template fixture', () => {
    const templateIds = new Set(templates.map((template) => template.id));
    for (let seq = 1; seq <= 20; seq++) {
      expect(templateIds).toContain(buildAssembly({}, seq).template_id);
      expect(templateIds).toContain(buildAssemblyWarning({}, seq).template_id);
    }
  });

  it('names only saved credentials that exist in the template fixtures', () => {
    const names = new Set(Array.from({ length: 6 }, (_, i) => buildSavedCredential({}, i + 1).name));
    for (const template of templates) {
      for (const match of template.json.matchAll(/"credentials": "([^"]+)"/g)) {
        expect(names).toContain(match[1]);
      }
    }
  });

  it('adds up every invoice: fees, discounts, credit and VAT', () => {
    for (let seq = 1; seq <= 12; seq++) {
      const invoice = buildInvoice({}, seq);
      const cents = (amount: number) => Math.round(amount * 100);
      expect(cents(invoice.subtotal)).toBe(
        cents(invoice.base_fee + invoice.additional_gb_fee + invoice.custom_expenses) +
          invoice.num_machines * cents(invoice.price_per_machine),
      );
      const net = cents(invoice.subtotal) - cents(invoice.coupon_discount_amount) - cents(invoice.credit);
      expect(cents(invoice.total_fee)).toBe(net + cents(invoice.vat));
      expect(invoice.vat === 0).toBe(invoice.reverse_charge_vat);
    }
  });

  it('charges each payment for its invoice', () => {
    for (const seq of SEQS) {
      const payment = buildPayment({}, seq);
      expect(payment.amount).toBe(buildInvoice({}, seq).total_fee);
    }
  });

  it('derives statistics averages from totals and counts', () => {
    const stats = buildAssemblyStatistics();
    const assemblies =
      stats.successful_count + stats.cancelled_count + stats.request_aborted_count + stats.erroneous_count;
    expect(stats.avg_bytes_usage).toBeCloseTo(stats.total_bytes_usage / assemblies, 2);
    expect(stats.total_bytes_usage).toBe(stats.total_input_bytes + stats.total_output_bytes);
  });

  it('counts months back from the fixture clock across a year boundary', () => {
    expect(monthsAgo(1)).toBe('2025-12');
    expect(monthsAgo(13)).toBe('2024-12');
    expect(buildInvoice({}, 1).month).toBe('2025-12');
  });
});

describe('template JSON', () => {
  const input = { ...buildTemplate(), name: 'resize-avatars' };

  it('accepts a template whose JSON is an object', () => {
    expect(TemplateInputSchema.safeParse(input).success).toBe(true);
  });

  it.each(['not json', '[]', 'null', '"steps"'])('refuses %s as a template', (json) => {
    expect(TemplateInputSchema.safeParse({ ...input, json }).success).toBe(false);
  });
});
