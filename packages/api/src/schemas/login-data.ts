import { z } from 'zod/mini';

/** What `GET /users/login_data.json` answers and the console keeps under the `login_data` storage key. */
export const LoginDataSchema = z.object({
  loggedIn: z.boolean(),
  id: z.nullable(z.number()),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  workspace_slugs: z.array(z.string()),
  active_workspace_slug: z.nullable(z.string()),
  /** The chat widget's app id; the widget boots only when it is set. */
  app_id: z.nullable(z.string()),
  intercom_hash: z.nullable(z.string()),
  body_classes: z.string(),
  cookieVal: z.nullable(z.string()),
  created_epoch: z.nullable(z.number()),
  isImpersonated: z.boolean(),
  plan_slug: z.nullable(z.string()),
});
export type LoginData = z.infer<typeof LoginDataSchema>;
