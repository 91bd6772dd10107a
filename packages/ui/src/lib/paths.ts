/**
 * Every route of spec §2, declared once. Patterns are relative to the router's basename (/c); href builders
 * encode their parameters so a slug or id can never add a path segment of its own.
 */

export const BASENAME = '/c';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** What the first run (onboarding) carries from step to step, so leaving and coming back resumes it. */
export type OnboardingQuery = {
  /** The kind of file chosen in step one (an `OnboardingFileType`). */
  type?: string;
  /** The starter pipeline chosen in step two. */
  starter?: string;
  /** The template step two created. */
  template?: string;
  /** The assembly step three started. */
  assembly?: string;
};

function withQuery(path: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  return search.size > 0 ? `${path}?${search}` : path;
}

export const patterns = {
  // public
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email/:authKey',
  twoFactor: '/2fa/:authKey',
  cancelAccountSuccess: '/cancel-account-success',
  // login-protected
  index: '/',
  dashboard: '/dashboard',
  createWorkspace: '/create-workspace',
  createNewWorkspace: '/create-new-workspace',
  userSettings: '/user/settings',
  // workspace pages
  workspace: '/:workspace',
  onboardingFileType: '/:workspace/onboarding/file-type',
  onboardingSettingUp: '/:workspace/onboarding/setting-up',
  onboardingProcessing: '/:workspace/onboarding/processing',
  invoice: '/:workspace/invoices/:invoiceId',
  invoiceConvert: '/:workspace/invoices/convert/:invoiceId',
  templateCredentials: '/:workspace/template-credentials',
  templateCredentialCreate: '/:workspace/template-credentials/create',
  templateCredential: '/:workspace/template-credentials/:credentialId',
  apiCredentialCreate: '/:workspace/template-credentials/create-api-credential',
  apiCredentialEdit: '/:workspace/template-credentials/edit-api-credential/:credentialId',
  apiCredentialSecret: '/:workspace/template-credentials/show-api-credential-secret/:credentialId',
  templates: '/:workspace/templates',
  templateNew: '/:workspace/templates/new',
  template: '/:workspace/templates/:id',
  assemblies: '/:workspace/assemblies',
  assembly: '/:workspace/assemblies/:id',
  settings: '/:workspace/settings',
  collaborators: '/:workspace/collaborators',
  billing: '/:workspace/billing',
  addons: '/:workspace/addons',
  // admin pages
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminDashboardBi: '/admin/dashboard/bi',
  adminFounderDashboard: '/admin/founder-dashboard',
  adminWorkspaces: '/admin/workspaces',
  adminWorkspacesByStatus: '/admin/workspaces/:workspaceStatus',
  adminWorkspace: '/admin/workspace/:adminWorkspace',
  adminWorkspaceUsage: '/admin/workspace/:adminWorkspace/usage',
  adminAnnouncements: '/admin/announcements',
  adminAssemblies: '/admin/assemblies',
  adminAssembly: '/admin/assemblies/:id',
  adminCoupons: '/admin/coupons',
  adminInvoices: '/admin/invoices',
  adminInvoice: '/admin/invoices/:invoiceId',
  adminOps: '/admin/ops',
  adminPlans: '/admin/plans',
  adminRevenues: '/admin/revenues',
} as const;

export type PatternName = keyof typeof patterns;

/**
 * The patterns of spec §2 whose screens later issues build. The route table serves every other pattern, the
 * shells link only to served pages, and tests/console/routes.test.ts holds the three to each other: building a
 * page means routing it and taking it off this list.
 */
export const NOT_BUILT_YET: ReadonlySet<PatternName> = new Set<PatternName>([]);

/** Whether the console has a screen at this pattern, so a link to it can be offered. */
export function isServed(name: PatternName): boolean {
  return !NOT_BUILT_YET.has(name);
}

/**
 * A pattern relative to its parent's, for the nested route table: `childPattern(patterns.workspace,
 * patterns.templates)` is 'templates'. Throws when the pattern is not under the parent, so a typo in the route
 * table fails at start-up (and in the route test) instead of routing somewhere unexpected.
 */
export function childPattern(parent: string, pattern: string): string {
  const prefix = parent.endsWith('/') ? parent : `${parent}/`;
  if (!pattern.startsWith(prefix) || pattern === prefix) {
    throw new Error(`The route pattern ${pattern} is not under ${parent}`);
  }
  return pattern.slice(prefix.length);
}

/**
 * The login-protected paths without a workspace prefix, as workspace patterns; each redirects to the same path
 * under the current workspace's slug (spec §2).
 */
const UNPREFIXED_WORKSPACE_PAGES = [
  'assemblies',
  'settings',
  'templateCredentials',
  'collaborators',
  'billing',
  'templates',
  'templateNew',
  'addons',
  'onboardingFileType',
] as const satisfies readonly PatternName[];

/** The unprefixed paths themselves ('assemblies', 'templates/new', …), relative to the console's root. */
export const UNPREFIXED_WORKSPACE_PATHS: readonly string[] = UNPREFIXED_WORKSPACE_PAGES.map((name) =>
  childPattern(patterns.workspace, patterns[name]),
);

/** The billing page's sections a link may open at: its invoices, its plans. */
export type BillingSection = 'invoices' | 'plans';

export const href = {
  login: (params?: { redirect?: string; loggedOut?: boolean }) => {
    const query = new URLSearchParams();
    if (params?.loggedOut) query.set('loggedOut', '1');
    if (params?.redirect) query.set('redirect', params.redirect);
    const search = query.toString();
    return search ? `/login?${search}` : '/login';
  },
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  verifyEmail: (authKey: string) => `/verify-email/${seg(authKey)}`,
  twoFactor: (authKey: string) => `/2fa/${seg(authKey)}`,
  cancelAccountSuccess: () => '/cancel-account-success',
  index: () => '/',
  dashboard: () => '/dashboard',
  createWorkspace: () => '/create-workspace',
  userSettings: () => '/user/settings',
  workspace: (slug: string) => `/${seg(slug)}`,
  onboardingFileType: (slug: string, query?: OnboardingQuery) =>
    withQuery(`/${seg(slug)}/onboarding/file-type`, query),
  onboardingSettingUp: (slug: string, query?: OnboardingQuery) =>
    withQuery(`/${seg(slug)}/onboarding/setting-up`, query),
  onboardingProcessing: (slug: string, query?: OnboardingQuery) =>
    withQuery(`/${seg(slug)}/onboarding/processing`, query),
  invoice: (slug: string, invoiceId: string | number) => `/${seg(slug)}/invoices/${seg(invoiceId)}`,
  invoiceConvert: (slug: string, invoiceId: string | number) =>
    `/${seg(slug)}/invoices/convert/${seg(invoiceId)}`,
  templateCredentials: (slug: string) => `/${seg(slug)}/template-credentials`,
  templateCredentialCreate: (slug: string) => `/${seg(slug)}/template-credentials/create`,
  templateCredential: (slug: string, id: string | number) => `/${seg(slug)}/template-credentials/${seg(id)}`,
  apiCredentialCreate: (slug: string) => `/${seg(slug)}/template-credentials/create-api-credential`,
  apiCredentialEdit: (slug: string, id: string | number) =>
    `/${seg(slug)}/template-credentials/edit-api-credential/${seg(id)}`,
  apiCredentialSecret: (slug: string, id: string | number) =>
    `/${seg(slug)}/template-credentials/show-api-credential-secret/${seg(id)}`,
  templates: (slug: string) => `/${seg(slug)}/templates`,
  templateNew: (slug: string) => `/${seg(slug)}/templates/new`,
  template: (slug: string, id: string) => `/${seg(slug)}/templates/${seg(id)}`,
  assemblies: (slug: string) => `/${seg(slug)}/assemblies`,
  assembly: (slug: string, id: string) => `/${seg(slug)}/assemblies/${seg(id)}`,
  settings: (slug: string) => `/${seg(slug)}/settings`,
  collaborators: (slug: string) => `/${seg(slug)}/collaborators`,
  /** The billing page, or one of its sections (`#invoices`, `#plans`) for a banner that sends people to act there. */
  billing: (slug: string, section?: BillingSection) => `/${seg(slug)}/billing${section ? `#${section}` : ''}`,
  addons: (slug: string) => `/${seg(slug)}/addons`,
  admin: () => '/admin',
  adminDashboard: () => '/admin/dashboard',
  adminDashboardBi: () => '/admin/dashboard/bi',
  adminFounderDashboard: () => '/admin/founder-dashboard',
  adminWorkspaces: (status?: string) => (status ? `/admin/workspaces/${seg(status)}` : '/admin/workspaces'),
  adminWorkspace: (slug: string) => `/admin/workspace/${seg(slug)}`,
  adminWorkspaceUsage: (slug: string) => `/admin/workspace/${seg(slug)}/usage`,
  adminAnnouncements: () => '/admin/announcements',
  adminAssemblies: () => '/admin/assemblies',
  adminAssembly: (id: string) => `/admin/assemblies/${seg(id)}`,
  adminCoupons: () => '/admin/coupons',
  adminInvoices: () => '/admin/invoices',
  adminInvoice: (invoiceId: string | number) => `/admin/invoices/${seg(invoiceId)}`,
  adminOps: () => '/admin/ops',
  adminPlans: () => '/admin/plans',
  adminRevenues: () => '/admin/revenues',
};

/** A path under the router (no basename) as the full address path under /c, as redirects and safeRedirect see it. */
export function withBasename(path: string): string {
  return path === '/' ? `${BASENAME}/` : `${BASENAME}${path}`;
}

/** The router path of a full /c address path (what safeRedirect returns), for navigate(). */
export function withoutBasename(fullPath: string): string {
  if (fullPath === BASENAME) return '/';
  if (fullPath.startsWith(`${BASENAME}/`)) return fullPath.slice(BASENAME.length);
  // "/c?…" and "/c#…" (which safeRedirect keeps) are the console's root with a query or fragment.
  if (fullPath.startsWith(`${BASENAME}?`) || fullPath.startsWith(`${BASENAME}#`)) {
    return `/${fullPath.slice(BASENAME.length)}`;
  }
  return fullPath;
}
