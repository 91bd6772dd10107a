import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { createPlan, listAdminPlans, setPlanPublished, updatePlan } from '../calls/admin-plans';
import type { PlanInput, PlanUpdateInput } from '../schemas/admin-plans';
import { adminPlanKeys, billingKeys } from './query-keys';
import { useSettle } from './settle';

/** Admin: the plan catalogue with each plan's workspace count. */
export function useAdminPlans(config?: SWRConfiguration) {
  return useSWR(adminPlanKeys.list, () => listAdminPlans(), config);
}

/** The plan writes, each followed by the catalogue and every billing page that offers it; each rejects with the call's error. */
export function useAdminPlanActions() {
  const settle = useSettle();
  return useMemo(() => {
    const changed = { refresh: [adminPlanKeys.list], invalidate: [billingKeys.everyWorkspace] };
    return {
      createPlan: (input: PlanInput) => settle(createPlan(input), changed),
      updatePlan: (id: number, input: PlanUpdateInput) => settle(updatePlan(id, input), changed),
      setPublished: (id: number, published: boolean) => settle(setPlanPublished(id, { published }), changed),
    };
  }, [settle]);
}
