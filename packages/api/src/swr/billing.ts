import useSWR, { type SWRConfiguration } from 'swr';
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
import { actionsHook, bindWrites } from './action-kit';
import { resourceHook } from './hook-kit';
import { billingKeys, sessionKeys } from './query-keys';

/** The billing page's plan, plans, month, limits, card, credits and discounts; pass null to wait. */
export const useBilling = resourceHook(billingKeys.billing, getBilling);

/** Usage per robot of one month (null: this month); the previous month stays on screen while the next loads. */
export function useUsage(slug: string | null, month: string | null, config?: SWRConfiguration) {
  return useSWR(
    slug ? billingKeys.usage(slug, month) : null,
    ([, key, , wanted]) => getUsage(key, wanted ?? undefined),
    { keepPreviousData: true, ...config },
  );
}

export const useInvoices = resourceHook(billingKeys.invoices, listInvoices);

export const useInvoice = resourceHook(billingKeys.invoice, (slug: string, id: string) =>
  getInvoice(slug, id),
);

export const useAddons = resourceHook(billingKeys.addons, listAddons);

/**
 * The billing writes, each followed by what it changes: every billing key of the workspace and the workspace
 * itself (its limits and plan); paying also the current user, whose reply carries the unpaid-invoices banner's
 * flag, so the banner goes as soon as the last unpaid invoice is paid. Each rejects with the call's error.
 */
export const useBillingActions = actionsHook((settle, slug: string) => {
  const changed = { invalidate: [billingKeys.all(slug)], refresh: [sessionKeys.workspace(slug)] };
  const paid = { ...changed, refresh: [sessionKeys.workspace(slug), sessionKeys.currentUser] };
  return {
    ...bindWrites(
      settle,
      slug,
      { updateBillLimit, changePlan, saveCard: saveCreditCard, redeemCoupon, convertInvoice, updateAddon },
      () => changed,
    ),
    ...bindWrites(settle, slug, { payInvoice }, () => paid),
  };
});
