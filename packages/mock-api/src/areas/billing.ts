import { http } from 'msw';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import type { MockArea } from '../contract';
import type { ok } from '../reply';
import { addonsReply, updateAddonReply } from './billing-addons';
import {
  billingReply,
  changePlanReply,
  convertInvoiceReply,
  invoiceReply,
  invoicesReply,
  payInvoiceReply,
  planPreviewReply,
  redeemCouponReply,
  saveCardReply,
  updateBillLimitReply,
} from './billing-calls';
import { usageReply } from './billing-usage';

/*
 * Billing, invoices, usage and add-ons. Reads are open to every member of the workspace (and admins); writes
 * need the CSRF token and an owner or admin of the workspace (billing-calls.ts checks the role).
 */
export const billingArea: MockArea = ({ backend, base, send, post }) => {
  const read = (
    slug: unknown,
    answer: (access: WorkspaceAccess, backend: MockBackend) => ReturnType<typeof ok>,
  ) => send(() => backend.inWorkspace(String(slug), undefined, (access) => answer(access, backend)));
  const write =
    (
      answer: (
        access: WorkspaceAccess,
        backend: MockBackend,
        body: unknown,
        id: string,
      ) => ReturnType<typeof ok>,
    ) =>
    (body: unknown, csrfToken: string | null, params: Record<string, unknown>) =>
      backend.inWorkspace(String(params.slug), csrfToken, (access) =>
        answer(access, backend, body, String(params.id ?? '')),
      );
  return [
    http.get(`${base}/:slug/api/billing.json`, ({ params }) => read(params.slug, billingReply)),
    http.get(`${base}/:slug/api/usage.json`, ({ params, request }) =>
      read(params.slug, (access) =>
        usageReply(access, backend, new URL(request.url).searchParams.get('month')),
      ),
    ),
    http.get(`${base}/:slug/api/invoices.json`, ({ params }) => read(params.slug, invoicesReply)),
    http.get(`${base}/:slug/api/invoices/:id.json`, ({ params }) =>
      read(params.slug, (access) => invoiceReply(access, backend, String(params.id))),
    ),
    http.get(`${base}/:slug/api/addons.json`, ({ params }) => read(params.slug, addonsReply)),
    post('/:slug/api/billing/bill-limit.json', write(updateBillLimitReply)),
    post('/:slug/api/billing/plan/preview.json', write(planPreviewReply)),
    post('/:slug/api/billing/plan.json', write(changePlanReply)),
    post('/:slug/api/billing/card.json', write(saveCardReply)),
    post('/:slug/api/billing/coupons.json', write(redeemCouponReply)),
    post('/:slug/api/invoices/:id/pay.json', write(payInvoiceReply)),
    post('/:slug/api/invoices/:id/convert.json', write(convertInvoiceReply)),
    post('/:slug/api/addons/:id.json', write(updateAddonReply)),
  ];
};
