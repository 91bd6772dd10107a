import {
  AssemblyDetailReplySchema,
  AssemblyListQuerySchema,
  AssemblyListReplySchema,
  AssemblyReplySchema,
  TemplateTestRunInputSchema,
} from '../schemas/assembly-calls';
import { actionCall, listCall, readCall, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

const segment = encodeURIComponent;
const assemblies = (slug: string) => `/${segment(slug)}/api/assemblies`;
const assembly = (slug: string, id: string) => `${assemblies(slug)}/${segment(id)}`;

/** A page of the workspace's assemblies, newest first, filtered by state, template, days and id or field value. */
export const listAssemblies = listCall(
  (slug: string) => `${assemblies(slug)}.json`,
  AssemblyListQuerySchema,
  AssemblyListReplySchema,
);

/** One assembly with its warnings, fields, replays and raw status JSON; an unknown id is a 404. */
export const getAssembly = readCall(firstPagePaths.assembly, AssemblyDetailReplySchema);

/** Runs a finished assembly again as a new one whose `parent_id` is this one; a 409 while it is still busy. */
export const replayAssembly = actionCall(
  (slug: string, id: string) => `${assembly(slug, id)}/replay.json`,
  AssemblyReplySchema,
);

/** Stops a busy assembly; a 409 once it has finished. */
export const cancelAssembly = actionCall(
  (slug: string, id: string) => `${assembly(slug, id)}/cancel.json`,
  AssemblyReplySchema,
);

/** Runs template JSON, saved or not, as a test assembly; JSON with validation errors is refused with a 400. */
export const runTemplateTest = writeCall(
  (slug: string) => `${assemblies(slug)}/test-run.json`,
  TemplateTestRunInputSchema,
  AssemblyReplySchema,
);
