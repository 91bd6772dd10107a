import { z } from 'zod/mini';

/** Role values are not given by the spec; owners and admins manage the workspace, members use it. */
export const MEMBERSHIP_ROLES = ['owner', 'admin', 'member'] as const;
export const MembershipRoleSchema = z.enum(MEMBERSHIP_ROLES);
export type MembershipRole = z.infer<typeof MembershipRoleSchema>;

/** The few workspace fields a membership carries, enough to list and switch workspaces. */
export const MembershipWorkspaceSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
});
export type MembershipWorkspace = z.infer<typeof MembershipWorkspaceSchema>;

export const MembershipSchema = z.object({
  id: z.number(),
  account_id: z.number(),
  user_id: z.number(),
  role: MembershipRoleSchema,
  app_icon_color: z.nullable(z.string()),
  email_when_close_to_plan_limit: z.boolean(),
  email_on_assembly_errors: z.boolean(),
  email_on_assembly_warnings: z.boolean(),
  last_idle_email: z.nullable(z.iso.datetime()),
  last_idle_email_on: z.nullable(z.iso.datetime()),
  last_close_to_plan_limit_email_on: z.nullable(z.iso.datetime()),
  last_bill_limit_reached_email_on: z.nullable(z.iso.datetime()),
  last_plan_exceeded_email_on: z.nullable(z.iso.datetime()),
  created: z.iso.datetime(),
  modified: z.iso.datetime(),
  deleted: z.nullable(z.iso.datetime()),
  workspace: MembershipWorkspaceSchema,
});
export type Membership = z.infer<typeof MembershipSchema>;
