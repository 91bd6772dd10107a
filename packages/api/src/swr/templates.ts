import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from '../calls/templates';
import type { Template } from '../schemas/template';
import { TEMPLATES_MAX_PER_PAGE, type TemplateReply } from '../schemas/template-calls';
import { entityActionsHook, workspaceEntityCache } from './action-kit';
import { pageHook, pagePreload, resourceHook } from './hook-kit';
import { templateKeys } from './query-keys';

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
export const useEveryTemplate = resourceHook(templateKeys.everyByName, listEveryTemplate);

/** A page of the workspace's templates (see usePagedSWR). */
export const useTemplates = pageHook(templateKeys.list, listTemplates);

/** Fetches a page of templates a person is about to open (see preload.ts), for useTemplates to find. */
export const preloadTemplates = pagePreload(templateKeys.list, listTemplates);

/** One template; pass null for either to wait. */
export const useTemplate = resourceHook(templateKeys.detail, getTemplate);

/**
 * The writes on a workspace's templates, each followed by the cache updates it implies: every list of the
 * workspace is revalidated (a write can move a template across pages and searches) and the template's own key
 * takes the reply. Each resolves once the caches are fresh and rejects with the call's error.
 */
export const useTemplateActions = entityActionsHook(
  workspaceEntityCache(templateKeys, (reply: TemplateReply) => reply.template.id),
  {
    saves: { create: createTemplate, update: updateTemplate, duplicate: duplicateTemplate },
    removes: { remove: deleteTemplate },
  },
);
