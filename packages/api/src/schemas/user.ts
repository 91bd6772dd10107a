import { z } from 'zod/mini';

/** Role values are not given by the spec; these are the ones the console acts on. */
export const USER_ROLES = ['user', 'admin', 'founder'] as const;
export const UserRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const TWO_FACTOR_TYPES = ['none', 'email', 'totp'] as const;
export const TwoFactorTypeSchema = z.enum(TWO_FACTOR_TYPES);
export type TwoFactorType = z.infer<typeof TwoFactorTypeSchema>;

/**
 * The user as the console receives it. The password hash and version and the GitHub token exist on the
 * server (spec §3) but are never sent to a browser, so they are not part of this schema.
 */
export const UserSchema = z.object({
  id: z.number(),
  active_account_id: z.nullable(z.number()),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  role: UserRoleSchema,
  ssh_key: z.nullable(z.string()),
  two_factor_auth_type: TwoFactorTypeSchema,
  /** The new address while a change waits for confirmation; the old one stays active until then. */
  pending_email_change: z.nullable(z.string()),
  is_oauth: z.boolean(),
  last_login: z.nullable(z.iso.datetime()),
  send_newsletters: z.boolean(),
  skype_name: z.nullable(z.string()),
  cancelled: z.boolean(),
  cancel_reason: z.nullable(z.string()),
  created: z.iso.datetime(),
  modified: z.iso.datetime(),
  deleted: z.nullable(z.iso.datetime()),
  is_student: z.boolean(),
  is_teacher: z.boolean(),
  received_welcome_email: z.boolean(),
  has_active_alarm_bell: z.boolean(),
  timezone: z.string(),
});
export type User = z.infer<typeof UserSchema>;
