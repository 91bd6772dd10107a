import { request } from '../client';
import {
  AdminPlanListReplySchema,
  AdminPlanReplySchema,
  type PlanInput,
  PlanInputSchema,
  type PlanPublishInput,
  PlanPublishInputSchema,
  type PlanUpdateInput,
  PlanUpdateInputSchema,
} from '../schemas/admin-plans';

const segment = encodeURIComponent;

/** Admin: every plan of the catalogue, published or not, each with the number of live workspaces on it. */
export const listAdminPlans = () =>
  request({ path: '/admin/api/plans.json', responseSchema: AdminPlanListReplySchema });

/** Admin: a new plan, unpublished. A 400 names the field (`meta.field`) its message is about. */
export const createPlan = (body: PlanInput) =>
  request({
    path: '/admin/api/plans/create.json',
    method: 'POST',
    body,
    requestSchema: PlanInputSchema,
    responseSchema: AdminPlanReplySchema,
  });

/** Admin: edits a plan; a published plan in use answers 409 unless `acknowledged_workspaces` is its count. */
export const updatePlan = (id: number, body: PlanUpdateInput) =>
  request({
    path: `/admin/api/plans/${segment(id)}.json`,
    method: 'POST',
    body,
    requestSchema: PlanUpdateInputSchema,
    responseSchema: AdminPlanReplySchema,
  });

/** Admin: offers a plan on the billing page, or stops offering it (workspaces on it keep it). */
export const setPlanPublished = (id: number, body: PlanPublishInput) =>
  request({
    path: `/admin/api/plans/${segment(id)}/publish.json`,
    method: 'POST',
    body,
    requestSchema: PlanPublishInputSchema,
    responseSchema: AdminPlanReplySchema,
  });
