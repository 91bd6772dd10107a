import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  getAssemblyStatistics,
  getUsage,
  listAdminAssemblies,
  listAdminCoupons,
  listAdminInvoices,
  listAdminWorkspaces,
  listAssemblies,
  listAuthKeys,
  listCredentials,
  listTemplates,
  TemplateListQuerySchema,
} from '../../packages/api/src';
import { listParams, queryString } from '../../packages/api/src/calls/query-string';
import { setupApiTests } from '../support/api';

const { startScenario } = setupApiTests();

describe('queryString', () => {
  it.each([
    [{}, ''],
    [{ q: '', sort: undefined }, ''],
    [{ per_page: 25, page: 2, dir: 'asc', sort: 'name' }, '?dir=asc&page=2&per_page=25&sort=name'],
    [{ q: '', page: 1 }, '?page=1'],
    [{ page: 0 }, '?page=0'],
    [{ q: 'jane@example.com & co' }, '?q=jane%40example.com+%26+co'],
  ])('%j → %j', (query, expected) => {
    expect(queryString(query)).toBe(expected);
  });

  it('writes the fields in the order the schema declares them, those it lacks last by name', () => {
    const query = { per_page: 25, page: 2, dir: 'asc', sort: 'name', q: 'video', colour: 'red', brand: 'x' };
    expect(queryString(query, TemplateListQuerySchema)).toBe(
      '?q=video&sort=name&dir=asc&page=2&per_page=25&brand=x&colour=red',
    );
  });

  const value = fc.oneof(fc.string(), fc.integer(), fc.constant(undefined));
  const query = fc.dictionary(fc.string({ minLength: 1 }), value);
  const schema = fc.option(fc.constant(TemplateListQuerySchema), { nil: undefined });

  it('sends every given field once, as text, and nothing else', () => {
    fc.assert(
      fc.property(query, schema, (given, fields) => {
        const sent = new URLSearchParams(queryString(given, fields));
        const expected = Object.entries(given)
          .filter(([, field]) => field !== undefined && field !== '')
          .map(([name, field]) => [name, String(field)]);
        expect([...sent].sort()).toEqual(expected.sort());
      }),
    );
  });

  it('is the same however the fields are ordered', () => {
    fc.assert(
      fc.property(query, schema, (given, fields) => {
        const reversed = Object.fromEntries(Object.entries(given).reverse());
        expect(queryString(reversed, fields)).toBe(queryString(given, fields));
        expect(listParams(reversed)).toEqual(listParams(given));
      }),
    );
  });
});

/** The addresses the calls of `run` asked for, below the API's base. */
async function sent(run: () => Promise<unknown>): Promise<string[]> {
  const fetch = vi.spyOn(globalThis, 'fetch');
  await run();
  return fetch.mock.calls.map(([url]) => {
    const { pathname, search } = new URL(String(url));
    return pathname + search;
  });
}

describe('the calls with a query', () => {
  it('send it with queryString in their schema’s order, and the mock backend answers them', async () => {
    await startScenario('member');
    const paths = await sent(() =>
      Promise.all([
        listTemplates('acme-media', { per_page: 25, page: 1, q: '', sort: 'name', dir: 'asc' }),
        listAssemblies('acme-media', { state: 'failed', page: 2, q: '' }),
        listCredentials('acme-media', { sort: 'type', dir: 'desc' }),
        listAuthKeys('acme-media', { q: 'upload' }),
        getUsage('acme-media', ''),
      ]),
    );
    expect(paths).toEqual([
      '/acme-media/api/templates.json?sort=name&dir=asc&page=1&per_page=25',
      '/acme-media/api/assemblies.json?state=failed&page=2',
      '/acme-media/api/credentials.json?sort=type&dir=desc',
      '/acme-media/api/auth-keys.json?q=upload',
      '/acme-media/api/usage.json',
    ]);
  });

  // The admin workspaces list lays out its 50,000-workspace fleet on the first call: seconds on a busy machine.
  it('send the admin lists’ queries the same way', { timeout: 20_000 }, async () => {
    await startScenario('admin');
    const paths = await sent(() =>
      Promise.all([
        listAdminWorkspaces({ status: 'active', q: '', sort: 'created', page: 1 }),
        listAdminInvoices({ paid: 'unpaid', month: '' }),
        listAdminAssemblies({ workspace: 'acme', region: undefined }),
        listAdminCoupons({ status: 'valid' }),
        getAssemblyStatistics({
          to: '2026-01-15T00:00:00.000Z',
          region: 'eu-west-1',
          granularity: 'day',
          from: '2026-01-01T00:00:00.000Z',
        }),
      ]),
    );
    expect(paths).toEqual([
      '/admin/api/workspaces.json?status=active&sort=created&page=1',
      '/admin/api/invoices.json?paid=unpaid',
      '/admin/api/assemblies.json?workspace=acme',
      '/admin/api/coupons.json?status=valid',
      '/admin/api/statistics.json?granularity=day&region=eu-west-1&from=2026-01-01T00%3A00%3A00.000Z&to=2026-01-15T00%3A00%3A00.000Z',
    ]);
  });
});
