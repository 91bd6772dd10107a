import type { PathParams } from 'msw';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import type { MockArea } from '../contract';
import type { MockReply } from '../reply';
import { addonsReply, updateAddonReply } from './billing-addons';
import {
  billingReply,
  changePlanReply,
  planPreviewReply,
  redeemCouponReply,
  refusalToManage,
  saveCardReply,
  updateBillLimitReply,
} from './billing-calls';
import { convertInvoiceReply, invoiceReply, invoicesReply, payInvoiceReply } from './billing-invoices';
import { usageReply } from './billing-usage';

/*
 * Billing, invoices, usage and add-ons. Reads are open to every member of the workspace (and admins); writes
 * need the CSRF token and an owner or admin of the workspace (`write` below checks the role).
 */
export const area: MockArea = ({ backend, memberGet, memberPost }) => {
  // Every billing write is for the workspace's owners and admins (refusalToManage); the calls take the backend,
  // and the id of the path (an invoice's, an add-on's) where there is one.
  const write =
    (answer: (access: WorkspaceAccess, backend: MockBackend, body: unknown, id: string) => MockReply) =>
    (access: WorkspaceAccess, body: unknown, params: PathParams) =>
      refusalToManage(backend, access) ?? answer(access, backend, body, String(params.id ?? ''));
  return [
    memberGet('/:slug/api/billing.json', (access) => billingReply(access, backend)),
    memberGet('/:slug/api/usage.json', (access, search) => usageReply(access, backend, search.get('month'))),
    memberGet('/:slug/api/invoices.json', (access) => invoicesReply(access, backend)),
    memberGet('/:slug/api/invoices/:id.json', (access, _search, params) =>
      invoiceReply(access, backend, String(params.id)),
    ),
    memberGet('/:slug/api/addons.json', (access) => addonsReply(access, backend)),
    memberPost('/:slug/api/billing/bill-limit.json', write(updateBillLimitReply)),
    memberPost('/:slug/api/billing/plan/preview.json', write(planPreviewReply)),
    memberPost('/:slug/api/billing/plan.json', write(changePlanReply)),
    memberPost('/:slug/api/billing/card.json', write(saveCardReply)),
    memberPost('/:slug/api/billing/coupons.json', write(redeemCouponReply)),
    memberPost('/:slug/api/invoices/:id/pay.json', write(payInvoiceReply)),
    memberPost('/:slug/api/invoices/:id/convert.json', write(convertInvoiceReply)),
    memberPost('/:slug/api/addons/:id.json', write(updateAddonReply)),
  ];
};
