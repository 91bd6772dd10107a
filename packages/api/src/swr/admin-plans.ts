import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { createPlan, listAdminPlans, setPlanPublished, updatePlan } from '../calls/admin-plans';
import type { PlanInput, PlanUpdateInput } from '../schemas/admin-plans';

/** Every SWR cache key of the admin plans page, in one place. */
export const adminPlanKeys = {
  list: ['admin', 'plans'] as const,
};

/** Matches every billing key: a workspace's billing page offers the published plans. */
const isBillingKey = (key: unknown) => Array.isArray(key) && key[0] === 'billing';

/** Admin: the plan catalogue with each plan's workspace count. */
export function useAdminPlans(config?: SWRConfiguration) {
  return useSWR(adminPlanKeys.list, () => listAdminPlans(), config);
}

/** The plan writes, each followed by the catalogue and every billing page that offers it; each rejects with the call's error. */
export function useAdminPlanActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async <T>(reply: T): Promise<T> => {
      await Promise.all([mutate(adminPlanKeys.list), mutate(isBillingKey)]);
      return reply;
    };
    return {
      createPlan: async (input: PlanInput) => settle(await createPlan(input)),
      updatePlan: async (id: number, input: PlanUpdateInput) => settle(await updatePlan(id, input)),
      setPublished: async (id: number, published: boolean) =>
        settle(await setPlanPublished(id, { published })),
    };
  }, [mutate]);
}
