import { request } from '../client';
import {
  AssemblyDetailReplySchema,
  type AssemblyListQuery,
  AssemblyListQuerySchema,
  AssemblyListReplySchema,
  AssemblyReplySchema,
  type TemplateTestRunInput,
  TemplateTestRunInputSchema,
} from '../schemas/assembly-calls';
import { firstPagePaths } from './first-page';
import { queryString } from './query-string';

const segment = encodeURIComponent;
const assemblies = (slug: string) => `/${segment(slug)}/api/assemblies`;

/** A page of the workspace's assemblies, newest first, filtered by state, template, days and id or field value. */
export const listAssemblies = (slug: string, query: AssemblyListQuery = {}) =>
  request({
    path: `${assemblies(slug)}.json${queryString(query, AssemblyListQuerySchema)}`,
    responseSchema: AssemblyListReplySchema,
  });

/** One assembly with its warnings, fields, replays and raw status JSON; an unknown id is a 404. */
export const getAssembly = (slug: string, id: string) =>
  request({ path: firstPagePaths.assembly(slug, id), responseSchema: AssemblyDetailReplySchema });

/** Runs a finished assembly again as a new one whose `parent_id` is this one; a 409 while it is still busy. */
export const replayAssembly = (slug: string, id: string) =>
  request({
    path: `${assemblies(slug)}/${segment(id)}/replay.json`,
    method: 'POST',
    responseSchema: AssemblyReplySchema,
  });

/** Stops a busy assembly; a 409 once it has finished. */
export const cancelAssembly = (slug: string, id: string) =>
  request({
    path: `${assemblies(slug)}/${segment(id)}/cancel.json`,
    method: 'POST',
    responseSchema: AssemblyReplySchema,
  });

/** Runs template JSON, saved or not, as a test assembly; JSON with validation errors is refused with a 400. */
export const runTemplateTest = (slug: string, body: TemplateTestRunInput) =>
  request({
    path: `${assemblies(slug)}/test-run.json`,
    method: 'POST',
    body,
    requestSchema: TemplateTestRunInputSchema,
    responseSchema: AssemblyReplySchema,
  });
