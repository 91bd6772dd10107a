import fc from 'fast-check';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { queryString } from '../../packages/api/src/calls/query-string';
import {
  adminInvoiceKeys,
  adminPlanKeys,
  adminWorkspaceKeys,
  announcementKeys,
  assemblyKeys,
  authKeyKeys,
  billingKeys,
  couponKeys,
  credentialKeys,
  type KeyPart,
  keysUnder,
  type QueryKey,
  sessionKeys,
  templateKeys,
  workspaceSettingsKeys,
} from '../../packages/api/src/swr/query-keys';

/** A part of a key as a person would compare them: the same type and value, params field by field. */
function samePart(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a === b;
  const fields = (params: object) => Object.entries(params).sort(([x], [y]) => (x < y ? -1 : 1));
  return JSON.stringify(fields(a)) === JSON.stringify(fields(b));
}

// Few values, so that generated keys and prefixes share parts often: '1' and 1, '' and null, look-alike slugs.
const part: fc.Arbitrary<KeyPart> = fc.oneof(
  fc.constantFrom<KeyPart>('templates', 'acme', 'acme-media', 'list', 'detail', '1', 1, 0, '', null),
  fc.dictionary(fc.constantFrom('page', 'q', 'sort'), fc.constantFrom<string | number>(1, '1', 'a')),
);
const key = fc.array(part, { maxLength: 5 });

describe('keysUnder', () => {
  it('takes a key exactly when its first parts are the prefix’s', () => {
    fc.assert(
      fc.property(key, key, (prefix, candidate) => {
        const expected =
          candidate.length >= prefix.length &&
          prefix.every((wanted, index) => samePart(wanted, candidate[index]));
        expect(keysUnder(prefix)(candidate)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('takes every key that starts with the prefix, whatever follows', () => {
    fc.assert(
      fc.property(key, key, (prefix, rest) => {
        expect(keysUnder(prefix)([...prefix, ...rest])).toBe(true);
      }),
    );
  });

  it('compares params as SWR hashes them, whatever the order of their fields', () => {
    expect(keysUnder(['t', { page: 1, q: 'a' }])(['t', { q: 'a', page: 1 }, 'x'])).toBe(true);
    expect(keysUnder(['t', { page: 1 }])(['t', { page: '1' }])).toBe(false);
    expect(keysUnder(['t', { page: 1 }])(['t', { page: 1, q: 'a' }])).toBe(false);
  });

  it('takes no key SWR files under a string or nothing', () => {
    for (const other of ['templates', undefined, null, { 0: 'templates' }]) {
      expect(keysUnder(['templates'])(other)).toBe(false);
    }
    // The empty prefix is every array key, and only those.
    expect(keysUnder([])([])).toBe(true);
    expect(keysUnder([])('')).toBe(false);
  });
});

const SLUG = 'acme';
/** One key of each kind, in two workspaces whose slugs share a start, and the admin's. */
const SAMPLES: Record<string, QueryKey> = {
  templateList: templateKeys.list(SLUG, { page: 2, q: 'video' }),
  templateEvery: templateKeys.everyByName(SLUG),
  templateDetail: templateKeys.detail(SLUG, 'a1'),
  otherTemplateList: templateKeys.list('acme-media', {}),
  assemblyList: assemblyKeys.list(SLUG, { state: 'failed' }),
  assemblyDetail: assemblyKeys.detail(SLUG, 'b2'),
  assemblyProgress: assemblyKeys.progress(SLUG, 'b2'),
  credentialList: credentialKeys.list(SLUG, {}),
  credentialDetail: credentialKeys.detail(SLUG, 3),
  credentialUsage: credentialKeys.usage(SLUG, 3),
  authKeyList: authKeyKeys.list(SLUG, {}),
  authKeyDetail: authKeyKeys.detail(SLUG, 3),
  billing: billingKeys.billing(SLUG),
  invoice: billingKeys.invoice(SLUG, '7'),
  otherBilling: billingKeys.billing('acme-media'),
  workspace: sessionKeys.workspace(SLUG),
  plan: workspaceSettingsKeys.plan(SLUG),
  otherWorkspace: sessionKeys.workspace('acme-media'),
  currentUser: sessionKeys.currentUser,
  announcements: announcementKeys.workspace(SLUG),
  adminAnnouncements: announcementKeys.admin,
  coupons: couponKeys.list({ status: 'valid' }),
  coupon: couponKeys.detail(4),
  adminInvoices: adminInvoiceKeys.list({ page: 1 }),
  adminInvoice: adminInvoiceKeys.detail('5'),
  adminWorkspaces: adminWorkspaceKeys.list({}),
  adminWorkspace: adminWorkspaceKeys.detail(SLUG),
  adminWorkspaceUsage: adminWorkspaceKeys.usage(SLUG),
  adminPlans: adminPlanKeys.list,
};

/** The names of the samples a prefix takes. */
const under = (prefix: QueryKey) =>
  Object.entries(SAMPLES)
    .filter(([, sample]) => keysUnder(prefix)(sample))
    .map(([name]) => name);

describe('the prefixes writes invalidate', () => {
  it.each<[string, QueryKey, string[]]>([
    ['a workspace’s template lists', templateKeys.lists(SLUG), ['templateList', 'templateEvery']],
    ['a workspace’s templates', templateKeys.all(SLUG), ['templateList', 'templateEvery', 'templateDetail']],
    [
      'a workspace’s assemblies',
      assemblyKeys.all(SLUG),
      ['assemblyList', 'assemblyDetail', 'assemblyProgress'],
    ],
    ['a workspace’s credential lists', credentialKeys.lists(SLUG), ['credentialList']],
    ['a workspace’s auth key lists', authKeyKeys.lists(SLUG), ['authKeyList']],
    ['a workspace’s billing', billingKeys.all(SLUG), ['billing', 'invoice']],
    ['every workspace’s billing', billingKeys.everyWorkspace, ['billing', 'invoice', 'otherBilling']],
    ['every workspace', sessionKeys.workspaces, ['workspace', 'plan', 'otherWorkspace']],
    ['every workspace’s announcements', announcementKeys.workspaces, ['announcements']],
    ['the coupons', couponKeys.all, ['coupons', 'coupon']],
    ['the admin invoice lists', adminInvoiceKeys.lists, ['adminInvoices']],
    ['the admin workspace lists', adminWorkspaceKeys.lists, ['adminWorkspaces']],
  ])('%s take exactly their keys', (_, prefix, expected) => {
    expect(under(prefix)).toEqual(expected);
  });
});

describe('a list’s key', () => {
  const query = fc.record(
    {
      q: fc.constantFrom<string | undefined>('', 'video', undefined),
      sort: fc.constantFrom<string | undefined>('name', 'modified', undefined),
      page: fc.constantFrom<number | undefined>(1, 2, undefined),
    },
    { requiredKeys: [] },
  );

  it('is the same exactly when the request is, however the query is spelled', () => {
    fc.assert(
      fc.property(query, query, (a, b) => {
        const sameKey =
          unstable_serialize(templateKeys.list(SLUG, a)) === unstable_serialize(templateKeys.list(SLUG, b));
        expect(sameKey).toBe(queryString(a) === queryString(b));
      }),
    );
  });

  it('holds what is sent, so a link preloaded with other spelling still hits the page’s key', () => {
    const preloaded = templateKeys.list(SLUG, { per_page: 25, page: 1, q: '' });
    const page = templateKeys.list(SLUG, { q: undefined, page: 1, per_page: 25 });
    expect(preloaded).toEqual(['templates', SLUG, 'list', { page: 1, per_page: 25 }]);
    expect(unstable_serialize(preloaded)).toBe(unstable_serialize(page));
  });
});
