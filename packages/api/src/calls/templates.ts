import { request } from '../client';
import { EnvelopeSchema } from '../schemas/envelope';
import { type TemplateInput, TemplateInputSchema } from '../schemas/template';
import {
  type TemplateListQuery,
  TemplateListQuerySchema,
  TemplateListReplySchema,
  TemplateReplySchema,
  type TemplateUpdateInput,
  TemplateUpdateInputSchema,
} from '../schemas/template-calls';
import { firstPagePaths } from './first-page';
import { queryString } from './query-string';

const segment = encodeURIComponent;
const templates = (slug: string) => `/${segment(slug)}/api/templates`;

/** A page of the workspace's templates, searched and sorted. */
export const listTemplates = (slug: string, query: TemplateListQuery = {}) =>
  request({
    path: `${templates(slug)}.json${queryString(query, TemplateListQuerySchema)}`,
    responseSchema: TemplateListReplySchema,
  });

export const getTemplate = (slug: string, id: string) =>
  request({ path: firstPagePaths.template(slug, id), responseSchema: TemplateReplySchema });

/** Refused with a 400 for an empty or taken name, or JSON that validateTemplate finds an error in. */
export const createTemplate = (slug: string, body: TemplateInput) =>
  request({
    path: `${templates(slug)}/create.json`,
    method: 'POST',
    body,
    requestSchema: TemplateInputSchema,
    responseSchema: TemplateReplySchema,
  });

/** As createTemplate, and a 409 (TEMPLATE_MESSAGES.conflict) when the template was saved after `base_modified`. */
export const updateTemplate = (slug: string, id: string, body: TemplateUpdateInput) =>
  request({
    path: `${templates(slug)}/${segment(id)}.json`,
    method: 'POST',
    body,
    requestSchema: TemplateUpdateInputSchema,
    responseSchema: TemplateReplySchema,
  });

/** A copy named `{name}-copy` (or `-copy-2`, … when that is taken). */
export const duplicateTemplate = (slug: string, id: string) =>
  request({
    path: `${templates(slug)}/${segment(id)}/duplicate.json`,
    method: 'POST',
    responseSchema: TemplateReplySchema,
  });

export const deleteTemplate = (slug: string, id: string) =>
  request({
    path: `${templates(slug)}/${segment(id)}/delete.json`,
    method: 'POST',
    responseSchema: EnvelopeSchema,
  });
