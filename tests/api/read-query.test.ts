import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_SORTS, TemplateListQuerySchema } from '../../packages/api/src';
import { listParams, queryString } from '../../packages/api/src/calls/query-string';
import { readQuery } from '../../packages/mock-api/src/read-query';

describe('readQuery (the mock backend’s side)', () => {
  it('reads back what queryString sends', () => {
    const templateQuery = fc.record(
      {
        q: fc.string(),
        sort: fc.constantFrom(...TEMPLATE_SORTS),
        dir: fc.constantFrom('asc' as const, 'desc' as const),
        page: fc.integer({ min: 1, max: 1000 }),
        per_page: fc.integer({ min: 1, max: 100 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(templateQuery, (query) => {
        const search = new URLSearchParams(queryString(query, TemplateListQuerySchema));
        expect(readQuery(TemplateListQuerySchema, search)).toEqual({ query: listParams(query) });
      }),
    );
  });

  it('ignores fields the schema does not name and refuses a bad one in the schema’s words', () => {
    expect(readQuery(TemplateListQuerySchema, new URLSearchParams('page=2&colour=red'))).toEqual({
      query: { page: 2 },
    });
    const refused = readQuery(TemplateListQuerySchema, new URLSearchParams('sort=size&page=two'));
    expect(refused).toEqual({
      refusal: {
        status: 400,
        body: { meta: { status: 'error', message: 'Sort by name, last_used or modified.', redirect: null } },
      },
    });
  });
});
