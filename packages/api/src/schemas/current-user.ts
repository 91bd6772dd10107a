import { z } from 'zod/mini';
import { LoginDataSchema } from './login-data';
import { MembershipSchema } from './membership';
import { WorkspaceSchema } from './workspace';

/** `GET /user/current.json`: who is logged in, where, and which banners to show. Logged out is HTTP 401. */
export const CurrentUserSchema = z.object({
  login_data: LoginDataSchema,
  /** The active workspace; null for a user without memberships. */
  workspace: z.nullable(WorkspaceSchema),
  memberships: z.array(MembershipSchema),
  ifShowEmailVerificationBanner: z.boolean(),
  ifShowUnpaidInvoicesBanner: z.boolean(),
  ifShowImpersonatedByBanner: z.boolean(),
  isFounder: z.boolean(),
  isAdmin: z.boolean(),
  /**
   * Beyond spec §7: the user's time zone setting (an IANA name; empty when never set), so every page can show
   * times in it without loading the whole account.
   */
  timezone: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
