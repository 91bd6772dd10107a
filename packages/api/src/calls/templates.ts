import { EnvelopeSchema } from '../schemas/envelope';
import { TemplateInputSchema } from '../schemas/template';
import {
  TemplateListQuerySchema,
  TemplateListReplySchema,
  TemplateReplySchema,
  TemplateUpdateInputSchema,
} from '../schemas/template-calls';
import { actionCall, listCall, readCall, workspaceEntityPaths, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

const { all, one } = workspaceEntityPaths<string>('templates');

/** A page of the workspace's templates, searched and sorted. */
export const listTemplates = listCall(all('.json'), TemplateListQuerySchema, TemplateListReplySchema);

export const getTemplate = readCall(firstPagePaths.template, TemplateReplySchema);

/** Refused with a 400 for an empty or taken name, or JSON that validateTemplate finds an error in. */
export const createTemplate = writeCall(all('/create.json'), TemplateInputSchema, TemplateReplySchema);

/** As createTemplate, and a 409 (TEMPLATE_MESSAGES.conflict) when the template was saved after `base_modified`. */
export const updateTemplate = writeCall(one('.json'), TemplateUpdateInputSchema, TemplateReplySchema);

/** A copy named `{name}-copy` (or `-copy-2`, … when that is taken). */
export const duplicateTemplate = actionCall(one('/duplicate.json'), TemplateReplySchema);

export const deleteTemplate = actionCall(one('/delete.json'), EnvelopeSchema);
