import { z } from 'zod/mini';
import { ADMIN_CREDIT_TOO_HIGH, adminCreditInput } from './admin-credit';
import { AuthKeySchema } from './auth-key';
import { CreditSchema } from './credit';
import { replyOf } from './envelope';
import {
  CountSchema,
  CurrencySchema,
  MonthSchema,
  NonEmptyStringSchema,
  RobotSchema,
  RowIdSchema,
  TimestampSchema,
} from './fields';
import { InvoiceSchema } from './invoice';
import { LookupSchema } from './lookup';
import { MembershipRoleSchema } from './membership';
import { choiceFilter, pageOf, pagingQueryFields } from './paging';
import { PlanSchema } from './plan';
import { PlanChangeSchema } from './plan-change';
import { ReferralSchema } from './referral';
import { WorkspaceSchema } from './workspace';
import { WorkspaceRefSchema } from './workspace-ref';

/** The statuses the admin workspace list filters by, as they appear in its URL (/admin/workspaces/{status}). */
export const ADMIN_WORKSPACE_STATUSES = [
  'active',
  'cancelled',
  'deleted',
  'plan-exceeded',
  'bill-limit-reached',
  'unpaid',
  'invoicing',
] as const;
export type AdminWorkspaceStatus = (typeof ADMIN_WORKSPACE_STATUSES)[number];

export const ADMIN_WORKSPACE_SORTS = ['created', 'last_used', 'lifetime_usage', 'revenue_forecast'] as const;
export type AdminWorkspaceSort = (typeof ADMIN_WORKSPACE_SORTS)[number];

export const ADMIN_WORKSPACES_PER_PAGE = 50;
export const ADMIN_WORKSPACES_MAX_PER_PAGE = 200;

/** The sensitive fields an admin may reveal, one at a time, each reveal recorded by the server (spec §3). */
export const ADMIN_SENSITIVE_FIELDS = ['secret_key', 'payment_provider_customer_id'] as const;
export type AdminSensitiveField = (typeof ADMIN_SENSITIVE_FIELDS)[number];

export const ADMIN_WORKSPACE_MESSAGES = {
  refused: 'Only admins can manage workspaces.',
  notFound: 'There is no workspace with this slug or id.',
  reasonMissing: 'Give a reason; it is recorded with the change.',
  noteMissing: 'Say what the credit is for; the note is shown on the invoice.',
  amountInvalid: 'Give an amount above 0, in the workspace’s currency.',
  amountTooHigh: ADMIN_CREDIT_TOO_HIGH,
  limitInvalid: 'Give a whole number above 0, or leave it empty for the plan’s limit.',
  billLimitInvalid: 'Give an amount above 0, or leave it empty for no cap.',
  alreadyCancelled: 'This workspace is already cancelled.',
  notCancelled: 'This workspace is not cancelled.',
  deleted: 'This workspace was deleted and can no longer be changed.',
  samePlan: 'The workspace is already on this plan.',
  unknownPlan: 'Choose a plan from the list.',
  unknownField: 'Choose a field that can be revealed.',
} as const;

export const AdminWorkspaceListQuerySchema = z.object({
  status: choiceFilter(ADMIN_WORKSPACE_STATUSES, 'statuses'),
  /** Part of a name or slug, a whole id, an e-mail address or a referral code. */
  q: z.optional(z.string()),
  sort: z.optional(
    z.enum(ADMIN_WORKSPACE_SORTS, { error: `Sort by one of: ${ADMIN_WORKSPACE_SORTS.join(', ')}.` }),
  ),
  dir: z.optional(z.enum(['asc', 'desc'], { error: 'Give dir as asc or desc.' })),
  ...pagingQueryFields({
    maxPerPage: ADMIN_WORKSPACES_MAX_PER_PAGE,
    one: 'workspace',
    many: 'workspaces',
  }),
});
export type AdminWorkspaceListQuery = z.infer<typeof AdminWorkspaceListQuerySchema>;

/** A workspace as the admin list shows it: the fields of its columns and statuses. */
export const AdminWorkspaceRowSchema = z.object({
  id: RowIdSchema,
  name: z.string(),
  slug: z.string(),
  email: z.string(),
  plan_id: RowIdSchema,
  plan_title: z.string(),
  created: TimestampSchema,
  last_used: z.nullable(TimestampSchema),
  lifetime_usage: CountSchema,
  revenue_forecast: z.nullable(z.number()),
  /** The currency the workspace is invoiced in (by its country). */
  currency: CurrencySchema,
  referral_code: z.nullable(z.string()),
  /** Every status of ADMIN_WORKSPACE_STATUSES that applies ('active' alone, or the others that do). */
  statuses: z.array(z.enum(ADMIN_WORKSPACE_STATUSES)),
});
export type AdminWorkspaceRow = z.infer<typeof AdminWorkspaceRowSchema>;

export const AdminWorkspaceListReplySchema = pageOf('workspaces', AdminWorkspaceRowSchema);
export type AdminWorkspaceListReply = z.infer<typeof AdminWorkspaceListReplySchema>;

/** The CSV of every workspace the list's filter matches (all pages), as text, with how many rows it holds. */
export const AdminWorkspaceExportReplySchema = replyOf({
  filename: NonEmptyStringSchema,
  csv: z.string(),
  count: CountSchema,
});
export type AdminWorkspaceExportReply = z.infer<typeof AdminWorkspaceExportReplySchema>;

/** A member of the workspace, with the person's name, address and last login. */
export const AdminWorkspaceMemberSchema = z.object({
  user_id: RowIdSchema,
  name: z.string(),
  email: z.string(),
  role: MembershipRoleSchema,
  last_login: z.nullable(TimestampSchema),
  joined: TimestampSchema,
});
export type AdminWorkspaceMember = z.infer<typeof AdminWorkspaceMemberSchema>;

/** One invoice in the admin view, from the invoice ledger (no robot lines). */
export const AdminWorkspaceInvoiceSchema = z.extend(
  z.pick(InvoiceSchema, {
    id: true,
    number: true,
    month: true,
    currency: true,
    total_fee: true,
    credit: true,
    paid: true,
  }),
  {
    /** The last attempt to charge it failed. */
    payment_failed: z.boolean(),
  },
);
export type AdminWorkspaceInvoice = z.infer<typeof AdminWorkspaceInvoiceSchema>;

/** An admin's change recorded against the workspace: limits, credits, cancel, restore, plan, reveals. */
export const AdminAuditEntrySchema = z.object({
  id: RowIdSchema,
  workspace_id: RowIdSchema,
  action: z.enum(['limits', 'credit', 'cancel', 'restore', 'plan', 'reveal']),
  admin_id: RowIdSchema,
  admin_name: z.string(),
  at: TimestampSchema,
  /** What changed, in words ("Assembly rate limit: plan's → 50"); for a reveal, the field's name. */
  summary: z.string(),
  reason: z.nullable(z.string()),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

/** A sensitive field as the admin page lists it: masked; only its last four characters are shown. */
export const AdminMaskedFieldSchema = z.object({
  field: z.enum(ADMIN_SENSITIVE_FIELDS),
  label: z.string(),
  masked: z.string(),
});
export type AdminMaskedField = z.infer<typeof AdminMaskedFieldSchema>;

/** `GET /admin/api/workspaces/{slugOrId}.json`: everything an operator needs about one workspace. */
export const AdminWorkspaceDetailReplySchema = replyOf({
  workspace: WorkspaceSchema,
  statuses: z.array(z.enum(ADMIN_WORKSPACE_STATUSES)),
  currency: CurrencySchema,
  plan: PlanSchema,
  /** Published plans an admin can move the workspace to, with its own plan. */
  plans: z.array(PlanSchema),
  plan_changes: z.array(PlanChangeSchema),
  members: z.array(AdminWorkspaceMemberSchema),
  auth_keys: z.array(AuthKeySchema),
  referrals: z.array(ReferralSchema),
  lookups: z.array(LookupSchema),
  invoices: z.array(AdminWorkspaceInvoiceSchema),
  credits: z.array(CreditSchema),
  masked: z.array(AdminMaskedFieldSchema),
  audit: z.array(AdminAuditEntrySchema),
});
export type AdminWorkspaceDetailReply = z.infer<typeof AdminWorkspaceDetailReplySchema>;

const reason = z.string().check(z.trim(), z.minLength(1, ADMIN_WORKSPACE_MESSAGES.reasonMissing));
const positiveLimit = z.nullable(
  z
    .int({ error: ADMIN_WORKSPACE_MESSAGES.limitInvalid })
    .check(z.positive(ADMIN_WORKSPACE_MESSAGES.limitInvalid)),
);

export const AdminWorkspaceLimitsInputSchema = z.object({
  assembly_rate_limit: positiveLimit,
  concurrent_assembly_rate_limit: positiveLimit,
  bill_limit: z.nullable(
    z
      .number({ error: ADMIN_WORKSPACE_MESSAGES.billLimitInvalid })
      .check(z.positive(ADMIN_WORKSPACE_MESSAGES.billLimitInvalid)),
  ),
  stop_processing_on_bill_limit: z.boolean(),
  reason,
});
export type AdminWorkspaceLimitsInput = z.infer<typeof AdminWorkspaceLimitsInputSchema>;

export const AdminCreditInputSchema = adminCreditInput(ADMIN_WORKSPACE_MESSAGES);
export type AdminCreditInput = z.infer<typeof AdminCreditInputSchema>;

export const AdminCancelInputSchema = z.object({ reason });
export type AdminCancelInput = z.infer<typeof AdminCancelInputSchema>;

export const AdminRestoreInputSchema = z.object({ reason });
export type AdminRestoreInput = z.infer<typeof AdminRestoreInputSchema>;

export const AdminChangePlanInputSchema = z.object({
  plan_id: z.int({ error: ADMIN_WORKSPACE_MESSAGES.unknownPlan }),
  reason,
});
export type AdminChangePlanInput = z.infer<typeof AdminChangePlanInputSchema>;

export const AdminRevealInputSchema = z.object({
  field: z.enum(ADMIN_SENSITIVE_FIELDS, { error: ADMIN_WORKSPACE_MESSAGES.unknownField }),
});
export type AdminRevealInput = z.infer<typeof AdminRevealInputSchema>;

/** The revealed value, named by `field` (never under the sensitive key itself, which the client drops). */
export const AdminRevealReplySchema = replyOf({
  field: z.enum(ADMIN_SENSITIVE_FIELDS),
  value: NonEmptyStringSchema,
  entry: AdminAuditEntrySchema,
});
export type AdminRevealReply = z.infer<typeof AdminRevealReplySchema>;

/** The reply of every admin write: the workspace's admin view as it now stands. */
export const AdminWorkspaceWriteReplySchema = AdminWorkspaceDetailReplySchema;

/** One month of a workspace's usage, and the same month split by robot. */
export const AdminUsageMonthSchema = z.object({
  month: MonthSchema,
  bytes: CountSchema,
  assemblies: CountSchema,
  robots: z.array(z.object({ robot: RobotSchema, bytes: CountSchema })),
});
export type AdminUsageMonth = z.infer<typeof AdminUsageMonthSchema>;

/** `GET /admin/api/workspaces/{slugOrId}/usage.json`: the last twelve months, oldest first. */
export const AdminWorkspaceUsageReplySchema = replyOf({
  workspace: WorkspaceRefSchema,
  months: z.array(AdminUsageMonthSchema),
});
export type AdminWorkspaceUsageReply = z.infer<typeof AdminWorkspaceUsageReplySchema>;
