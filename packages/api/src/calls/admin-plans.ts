import {
  AdminPlanListReplySchema,
  AdminPlanReplySchema,
  PlanInputSchema,
  PlanPublishInputSchema,
  PlanUpdateInputSchema,
} from '../schemas/admin-plans';
import { adminEntityPaths, readCall, writeCall } from './call-kit';

const { all, one } = adminEntityPaths<number>('plans');

/** Admin: every plan of the catalogue, published or not, each with the number of live workspaces on it. */
export const listAdminPlans = readCall(all('.json'), AdminPlanListReplySchema);

/** Admin: a new plan, unpublished. A 400 names the field (`meta.field`) its message is about. */
export const createPlan = writeCall(all('/create.json'), PlanInputSchema, AdminPlanReplySchema);

/** Admin: edits a plan; a published plan in use answers 409 unless `acknowledged_workspaces` is its count. */
export const updatePlan = writeCall(one('.json'), PlanUpdateInputSchema, AdminPlanReplySchema);

/** Admin: offers a plan on the billing page, or stops offering it (workspaces on it keep it). */
export const setPlanPublished = writeCall(one('/publish.json'), PlanPublishInputSchema, AdminPlanReplySchema);
