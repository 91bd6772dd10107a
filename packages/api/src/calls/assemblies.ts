import {
  AssemblyDetailReplySchema,
  AssemblyListQuerySchema,
  AssemblyListReplySchema,
  AssemblyReplySchema,
  TemplateTestRunInputSchema,
} from '../schemas/assembly-calls';
import { actionCall, listCall, readCall, workspaceEntityPaths, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

const { all, one } = workspaceEntityPaths<string>('assemblies');

/** A page of the workspace's assemblies, newest first, filtered by state, template, days and id or field value. */
export const listAssemblies = listCall(all('.json'), AssemblyListQuerySchema, AssemblyListReplySchema);

/** One assembly with its warnings, fields, replays and raw status JSON; an unknown id is a 404. */
export const getAssembly = readCall(firstPagePaths.assembly, AssemblyDetailReplySchema);

/** Runs a finished assembly again as a new one whose `parent_id` is this one; a 409 while it is still busy. */
export const replayAssembly = actionCall(one('/replay.json'), AssemblyReplySchema);

/** Stops a busy assembly; a 409 once it has finished. */
export const cancelAssembly = actionCall(one('/cancel.json'), AssemblyReplySchema);

/** Runs template JSON, saved or not, as a test assembly; JSON with validation errors is refused with a 400. */
export const runTemplateTest = writeCall(
  all('/test-run.json'),
  TemplateTestRunInputSchema,
  AssemblyReplySchema,
);
