import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import {
  changePlan,
  convertInvoice,
  getBilling,
  getInvoice,
  getUsage,
  listAddons,
  listInvoices,
  payInvoice,
  redeemCoupon,
  saveCreditCard,
  updateAddon,
  updateBillLimit,
} from '../calls/billing';
import type {
  AddonId,
  BillLimitInput,
  CardTokenInput,
  ConvertInvoiceInput,
  PlanChangeInput,
  RedeemCouponInput,
  UpdateAddonInput,
} from '../schemas/billing-calls';
import { sessionKeys } from './keys';

/** Every SWR cache key of the billing area, in one place. */
export const billingKeys = {
  billing: (slug: string) => ['billing', slug, 'overview'] as const,
  usage: (slug: string, month: string | null) => ['billing', slug, 'usage', month] as const,
  invoices: (slug: string) => ['billing', slug, 'invoices'] as const,
  invoice: (slug: string, id: string) => ['billing', slug, 'invoice', id] as const,
  addons: (slug: string) => ['billing', slug, 'addons'] as const,
};

/** Matches every billing key of one workspace. */
export function isBillingKey(slug: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === 'billing' && key[1] === slug;
}

/** The billing page's plan, plans, month, limits, card, credits and discounts; pass null to wait. */
export function useBilling(slug: string | null, config?: SWRConfiguration) {
  return useSWR(slug ? billingKeys.billing(slug) : null, ([, key]) => getBilling(key), config);
}

/** Usage per robot of one month (null: this month); the previous month stays on screen while the next loads. */
export function useUsage(slug: string | null, month: string | null, config?: SWRConfiguration) {
  return useSWR(
    slug ? billingKeys.usage(slug, month) : null,
    ([, key, , wanted]) => getUsage(key, wanted ?? undefined),
    { keepPreviousData: true, ...config },
  );
}

export function useInvoices(slug: string | null, config?: SWRConfiguration) {
  return useSWR(slug ? billingKeys.invoices(slug) : null, ([, key]) => listInvoices(key), config);
}

export function useInvoice(slug: string | null, id: string | null, config?: SWRConfiguration) {
  return useSWR(
    slug && id ? billingKeys.invoice(slug, id) : null,
    ([, key, , invoice]) => getInvoice(key, invoice),
    config,
  );
}

export function useAddons(slug: string | null, config?: SWRConfiguration) {
  return useSWR(slug ? billingKeys.addons(slug) : null, ([, key]) => listAddons(key), config);
}

/**
 * The billing writes, each followed by what it changes: every billing key of the workspace and the workspace
 * itself (its limits and plan); paying also the current user, whose reply carries the unpaid-invoices banner's
 * flag, so the banner goes as soon as the last unpaid invoice is paid. Each rejects with the call's error.
 */
export function useBillingActions(slug: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async <T>(reply: T, alsoUser = false): Promise<T> => {
      await Promise.all([
        mutate(isBillingKey(slug)),
        mutate(sessionKeys.workspace(slug)),
        alsoUser ? mutate(sessionKeys.currentUser) : null,
      ]);
      return reply;
    };
    return {
      updateBillLimit: async (input: BillLimitInput) => settle(await updateBillLimit(slug, input)),
      changePlan: async (input: PlanChangeInput) => settle(await changePlan(slug, input)),
      saveCard: async (input: CardTokenInput) => settle(await saveCreditCard(slug, input)),
      redeemCoupon: async (input: RedeemCouponInput) => settle(await redeemCoupon(slug, input)),
      payInvoice: async (id: number | string) => settle(await payInvoice(slug, id), true),
      convertInvoice: async (id: number | string, input: ConvertInvoiceInput) =>
        settle(await convertInvoice(slug, id, input)),
      updateAddon: async (id: AddonId, input: UpdateAddonInput) => settle(await updateAddon(slug, id, input)),
    };
  }, [mutate, slug]);
}
