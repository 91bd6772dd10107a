import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from '../calls/templates';
import type { Template, TemplateInput } from '../schemas/template';
import {
  TEMPLATES_MAX_PER_PAGE,
  type TemplateListQuery,
  type TemplateListReply,
  type TemplateReply,
  type TemplateUpdateInput,
} from '../schemas/template-calls';
import { usePagedSWR } from './paged';
import { preloadCall } from './preload';

/** Every SWR cache key of the templates area, in one place. */
export const templateKeys = {
  list: (slug: string, query: TemplateListQuery) =>
    [
      'templates',
      slug,
      'list',
      query.q ?? null,
      query.sort ?? null,
      query.dir ?? null,
      query.page ?? null,
      query.per_page ?? null,
    ] as const,
  detail: (slug: string, id: string) => ['templates', slug, 'detail', id] as const,
  /** Every template of the workspace by name, however many pages that takes; a list key, so writes refresh it. */
  everyByName: (slug: string) => ['templates', slug, 'list', 'every-by-name'] as const,
};

/** Matches every list key of one workspace, whatever its search, sort and page. */
export function isTemplateListKey(slug: string) {
  return (key: unknown) =>
    Array.isArray(key) && key[0] === 'templates' && key[1] === slug && key[2] === 'list';
}

/** Matches every template key of one workspace, lists and details alike. */
export function isTemplateKey(slug: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === 'templates' && key[1] === slug;
}

const EVERY_BY_NAME = { sort: 'name', dir: 'asc', per_page: TEMPLATES_MAX_PER_PAGE } as const;

/** All of the workspace's templates, A to Z: the first page says how many more to ask for, asked together. */
async function listEveryTemplate(slug: string): Promise<Template[]> {
  const first = await listTemplates(slug, { ...EVERY_BY_NAME, page: 1 });
  const pages = Math.ceil(first.total / first.per_page);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      listTemplates(slug, { ...EVERY_BY_NAME, page: index + 2 }),
    ),
  );
  return [first, ...rest].flatMap((reply) => reply.templates);
}

/** Every template of the workspace by name, for a choice among all of them (the assembly list's filter). */
export function useEveryTemplate(slug: string | null, config?: SWRConfiguration<Template[]>) {
  return useSWR(slug ? templateKeys.everyByName(slug) : null, ([, key]) => listEveryTemplate(key), config);
}

/** A page of the workspace's templates (see usePagedSWR). */
export function useTemplates(
  slug: string | null,
  query: TemplateListQuery,
  config?: SWRConfiguration<TemplateListReply>,
) {
  return usePagedSWR(
    slug ? templateKeys.list(slug, query) : null,
    ([, key]) => listTemplates(key, query),
    config,
  );
}

/** Fetches a page of templates a person is about to open (see preload.ts), for useTemplates to find. */
export function preloadTemplates(slug: string, query: TemplateListQuery): void {
  preloadCall(templateKeys.list(slug, query), () => listTemplates(slug, query));
}

/** One template; pass null for either to wait. */
export function useTemplate(slug: string | null, id: string | null, config?: SWRConfiguration) {
  return useSWR(
    slug && id ? templateKeys.detail(slug, id) : null,
    ([, key, , template]) => getTemplate(key, template),
    config,
  );
}

/**
 * The writes on a workspace's templates, each followed by the cache updates it implies: every list of the
 * workspace is revalidated (a write can move a template across pages and searches) and the template's own key
 * takes the reply. Each resolves once the caches are fresh and rejects with the call's error.
 */
export function useTemplateActions(slug: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async (reply: TemplateReply) => {
      await Promise.all([
        mutate(templateKeys.detail(slug, reply.template.id), reply, { revalidate: false }),
        mutate(isTemplateListKey(slug)),
      ]);
      return reply;
    };
    return {
      create: async (input: TemplateInput) => settle(await createTemplate(slug, input)),
      update: async (id: string, input: TemplateUpdateInput) => settle(await updateTemplate(slug, id, input)),
      duplicate: async (id: string) => settle(await duplicateTemplate(slug, id)),
      /** The deleted template's key is emptied rather than refetched: asking again would only get a 404. */
      remove: async (id: string) => {
        const reply = await deleteTemplate(slug, id);
        await Promise.all([
          mutate(templateKeys.detail(slug, id), undefined, { revalidate: false }),
          mutate(isTemplateListKey(slug)),
        ]);
        return reply;
      },
    };
  }, [mutate, slug]);
}
