import useSWR, { type SWRConfiguration } from 'swr';
import { createPlan, listAdminPlans, setPlanPublished, updatePlan } from '../calls/admin-plans';
import type { PlanInput, PlanUpdateInput } from '../schemas/admin-plans';
import { actionsHook } from './action-kit';
import { adminPlanKeys, billingKeys } from './query-keys';

/** Admin: the plan catalogue with each plan's workspace count. */
export function useAdminPlans(config?: SWRConfiguration) {
  return useSWR(adminPlanKeys.list, () => listAdminPlans(), config);
}

/** The plan writes, each followed by the catalogue and every billing page that offers it; each rejects with the call's error. */
export const useAdminPlanActions = actionsHook((settle) => {
  const changed = { refresh: [adminPlanKeys.list], invalidate: [billingKeys.everyWorkspace] };
  return {
    createPlan: (input: PlanInput) => settle(createPlan(input), changed),
    updatePlan: (id: number, input: PlanUpdateInput) => settle(updatePlan(id, input), changed),
    setPublished: (id: number, published: boolean) => settle(setPlanPublished(id, { published }), changed),
  };
});
