import type { Invoice, Plan, Workspace } from '@console/api';
import { additionalGbFee, fromMinor, isReverseCharge, percentOf, slugify, toMinor } from '@console/api';
import { type BillingState, COUNTRIES, type IssuedTo, invoiceFor } from './billing-store';
import { monthsAgo } from './factories/catalogue';
import { buildPlan } from './factories/plan';
import { pick, seededRandom, seedNowMs } from './factories/seed';

/** The backend as the fleet sees it: the parts of its state the fleet's views read and admins' edits write. */
type FleetHolder = {
  state: {
    fleet: FleetState;
    billing: BillingState;
    workspaces: Workspace[];
    unpaidInvoiceWorkspaceIds: number[];
  };
};

/*
 * The admin fleet: the service's whole population of workspaces (50,000 generated ones behind the backend's own
 * seeded ones) and the compact invoice ledger of the paying ones. Every admin page reads it from here, so they
 * agree on the same spread. Generated once per backend, lazily, from seededRandom and seedNowMs(); what admins
 * change is kept in the backend's state (`state.fleet`) and laid over the generated rows, so demo mode keeps it.
 */

export const FLEET_SIZE = 50_000;
/** Generated workspaces are numbered from here, clear of the ids the backend gives the workspaces it creates. */
export const FLEET_FIRST_ID = 100_001;
/** Generated invoices are numbered from here, clear of the ids the billing store gives the invoices it issues. */
export const FLEET_FIRST_INVOICE_ID = 1_000_001;
/** Months of invoices the ledger holds. */
export const LEDGER_MONTHS = 24;

/** Compact invoice ledger row: what an invoice list needs, no robot lines (fleetInvoice builds the whole one). */
export interface LedgerRow {
  id: number;
  number: string;
  account_id: number;
  month: string /* YYYY-MM */;
  plan_id: number;
  currency: 'USD' | 'EUR' | 'GBP';
  subtotal: number;
  vat: number;
  credit: number;
  total_fee: number;
  paid: boolean;
  created: string /* ISO */;
  payment_failed: boolean;
}

/** What admins changed in the fleet, as plain data in BackendState (a record keyed by id, as JSON keeps it). */
export interface FleetState {
  /** Fields changed on generated workspaces (the backend's own ones are changed in `state.workspaces`). */
  workspaceEdits: Record<string, Partial<Workspace>>;
  /** Changes to generated ledger rows (marked paid, a failed payment retried, a credit applied). */
  ledgerEdits: Record<string, Partial<Pick<LedgerRow, 'paid' | 'payment_failed' | 'credit' | 'total_fee'>>>;
  /** Bumped with every edit, so the cached views are laid out again. */
  revision: number;
}

export const emptyFleetState = (): FleetState => ({ workspaceEdits: {}, ledgerEdits: {}, revision: 0 });

const DAY_MS = 86_400_000;
const GIB = 1024 ** 3;
const FLEET_YEARS = 4;

// Plan ids of the catalogue (factories/plan.ts): 1–4 current, 5–8 their retired second versions.
const SANDBOX = [1, 5] as const;
const STARTUP = [2, 6] as const;
const PRO = [3, 7] as const;
const ENTERPRISE = [4, 8] as const;

/** Why a workspace was cancelled, as customers tell it on the cancel form. */
export const CANCEL_REASONS = [
  'Too expensive for our volume',
  'Moved the processing in-house',
  'Switched to another provider',
  'The project was discontinued',
  'Only needed it for a one-off migration',
  'Missing a feature we need',
  'Company was acquired',
  'Duplicate account',
  'Just testing, no longer needed',
  'Payment card kept failing',
] as const;

const UTM_SOURCES = ['google', 'newsletter', 'twitter', 'producthunt', 'github', 'partner', 'stackoverflow'];
const UTM_MEDIUMS = ['cpc', 'email', 'social', 'referral', 'display'];
const UTM_CAMPAIGNS = ['video-api-2024', 'image-cdn', 'spring-launch', 'uppy-docs', 'black-friday', 'devrel'];
const REFERERS = [
  'https://www.google.com/',
  'https://news.ycombinator.com/',
  'https://github.com/transloadit/uppy',
  'https://stackoverflow.com/',
  'https://www.reddit.com/r/webdev/',
];
const PARTNERS = ['uppy', 'tus', 'shopify-app', 'wordpress-plugin'];

const NAME_FIRST = [
  'Blue',
  'North',
  'Bright',
  'Silver',
  'Red',
  'Urban',
  'Open',
  'Rapid',
  'Pixel',
  'Quiet',
  'Golden',
  'Iron',
  'Clear',
  'Swift',
  'Lunar',
  'Solar',
  'Green',
  'Polar',
  'Cobalt',
  'Amber',
  'Crystal',
  'Echo',
  'Nova',
  'Prime',
  'Vivid',
  'Wild',
  'Coastal',
  'Alpine',
  'Metro',
  'Atlas',
  'Orbit',
  'Maple',
  'Cedar',
  'Harbor',
  'Summit',
  'Delta',
];
const NAME_SECOND = [
  'fin',
  'wave',
  'leaf',
  'stone',
  'field',
  'light',
  'frame',
  'bird',
  'river',
  'peak',
  'box',
  'line',
  'cast',
  'forge',
  'path',
  'port',
  'gate',
  'spark',
  'cloud',
  'craft',
  'works',
  'shift',
  'loop',
  'mark',
];
const NAME_KIND = [
  'Media',
  'Studio',
  'Labs',
  'Video',
  'Apps',
  'Photo',
  'Software',
  'Digital',
  'Agency',
  'Health',
  'Learning',
  'Commerce',
  'Games',
  'News',
  'Films',
  'Audio',
  'Cloud',
  'Systems',
  'Press',
  'Events',
];
const LOCAL_PARTS = [
  'ops',
  'dev',
  'billing',
  'hello',
  'tech',
  'admin',
  'engineering',
  'accounts',
  'it',
  'cto',
];
const CITIES: Record<number, { city: string; zip: string; street: string; state: string | null }[]> = {
  1: [
    { city: 'Berlin', zip: '10115', street: 'Torstraße', state: null },
    { city: 'Munich', zip: '80331', street: 'Sendlinger Straße', state: null },
  ],
  2: [
    { city: 'Austin', zip: '78701', street: 'Congress Avenue', state: 'TX' },
    { city: 'New York', zip: '10013', street: 'Hudson Street', state: 'NY' },
  ],
  3: [
    { city: 'Amsterdam', zip: '1016 BR', street: 'Herengracht', state: null },
    { city: 'Rotterdam', zip: '3011 AD', street: 'Coolsingel', state: null },
  ],
  4: [
    { city: 'London', zip: 'EC1V 9HX', street: 'City Road', state: null },
    { city: 'Manchester', zip: 'M1 1AD', street: 'Market Street', state: null },
  ],
  5: [
    { city: 'Paris', zip: '75011', street: 'Rue Oberkampf', state: null },
    { city: 'Lyon', zip: '69002', street: 'Rue de la République', state: null },
  ],
  6: [{ city: 'Tokyo', zip: '150-0002', street: 'Shibuya', state: null }],
  7: [{ city: 'Stockholm', zip: '111 20', street: 'Drottninggatan', state: null }],
  8: [
    { city: 'Toronto', zip: 'M5V 2T6', street: 'King Street West', state: 'ON' },
    { city: 'Vancouver', zip: 'V6B 1A1', street: 'Granville Street', state: 'BC' },
  ],
};
/** Country ids 1–8 (billing-store COUNTRIES) with how often customers come from each. */
const COUNTRY_WEIGHTS = [
  { id: 2, weight: 34 },
  { id: 1, weight: 16 },
  { id: 4, weight: 12 },
  { id: 3, weight: 8 },
  { id: 5, weight: 8 },
  { id: 8, weight: 7 },
  { id: 7, weight: 5 },
  { id: 6, weight: 4 },
] as const;
const COUNTRY_WEIGHT_SUM = COUNTRY_WEIGHTS.reduce((sum, country) => sum + country.weight, 0);

/** The currency a country is invoiced in. */
export function currencyOfCountry(countryId: number | null): LedgerRow['currency'] {
  if (countryId === 4) return 'GBP';
  return COUNTRIES.find((country) => country.id === countryId)?.is_eu ? 'EUR' : 'USD';
}

/** What the generator decided about a workspace beyond its fields, so the ledger and the list agree. */
interface Facts {
  /** Its newest invoices are unpaid (1 or 2 of them). */
  unpaidInvoices: number;
  /** Typical GB a month, for its invoices. */
  monthlyGb: number;
  /** Cancelled at (ms), if it was: invoices stop there. */
  cancelledAt: number | null;
}

interface Generated {
  workspaces: Workspace[];
  facts: Map<number, Facts>;
}

interface FleetCache {
  generated: Generated;
  /** The generated invoices' inputs, in id order (id - FLEET_FIRST_INVOICE_ID is the index). */
  inputs: InvoiceInputs[] | null;
  view: {
    key: string;
    workspaces: Workspace[];
    byId: Map<number, Workspace>;
    bySlug: Map<string, Workspace>;
  } | null;
  ledger: LedgerRow[] | null;
  ledgerView: { key: string; rows: LedgerRow[]; byId: Map<number, LedgerRow> } | null;
}

const caches = new WeakMap<FleetHolder, FleetCache>();

/**
 * The generated part (workspaces, invoice inputs, ledger rows) depends only on the seed's instant and the slugs it
 * must avoid, and is never changed in place (admin edits are laid over it), so backends seeded alike share it:
 * generating 50,000 workspaces takes seconds, and stories and tests start a fresh backend each.
 */
type Shared = Pick<FleetCache, 'generated' | 'inputs' | 'ledger'>;
const shared = new Map<string, Shared>();
const SHARED_KEPT = 4;

function sharedOf(backend: FleetHolder): Shared {
  const slugs = backend.state.workspaces.map((workspace) => workspace.slug).sort();
  const key = `${seedNowMs()}:${slugs.join(',')}`;
  let entry = shared.get(key);
  if (!entry) {
    if (shared.size >= SHARED_KEPT) shared.clear();
    entry = { generated: generate(backend), inputs: null, ledger: null };
    shared.set(key, entry);
  }
  return entry;
}

function cacheOf(backend: FleetHolder): FleetCache {
  let cache = caches.get(backend);
  if (!cache) {
    const parts = sharedOf(backend);
    // Reads and fills the shared entry, so the ledger one backend works out serves the others too.
    cache = {
      get generated() {
        return parts.generated;
      },
      get inputs() {
        return parts.inputs;
      },
      set inputs(value) {
        parts.inputs = value;
      },
      get ledger() {
        return parts.ledger;
      },
      set ledger(value) {
        parts.ledger = value;
      },
      view: null,
      ledgerView: null,
    };
    caches.set(backend, cache);
  }
  return cache;
}

/** What admins changed in the fleet, kept in the backend's state. */
export function fleetState(backend: FleetHolder): FleetState {
  return backend.state.fleet;
}

/** A standard normal sample from two uniform ones (Box–Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const iso = (ms: number) => new Date(ms).toISOString();

/** What a dollar is worth in the currencies plans are also sold in. */
const USD_RATES: Record<LedgerRow['currency'], number> = { USD: 1, EUR: 1.08, GBP: 1.27 };
const plans = new Map<string, Plan>();

/** A catalogue plan priced in `currency` (the same figures: €49 where it is $49), built once. */
function cachedPlan(planId: number, currency: LedgerRow['currency'] = 'USD'): Plan {
  const key = `${planId}:${currency}`;
  let plan = plans.get(key);
  if (!plan) {
    plan = buildPlan({ currency, usd_exchange_rate: USD_RATES[currency] }, planId);
    plans.set(key, plan);
  }
  return plan;
}

function weightedCountry(random: () => number): number {
  let roll = random() * COUNTRY_WEIGHT_SUM;
  for (const country of COUNTRY_WEIGHTS) {
    roll -= country.weight;
    if (roll < 0) return country.id;
  }
  return 2;
}

/**
 * Where in the four years the `index`-th of `count` signups falls (0 the oldest end, 1 now): signups grow
 * linearly, so the density is a + t and the inverse of its distribution gives evenly spread quantiles.
 */
function signupPosition(quantile: number): number {
  const a = 0.35;
  // Solve (a·t + t²/2) / (a + 1/2) = q for t in [0, 1].
  const total = a + 0.5;
  return -a + Math.sqrt(a * a + 2 * quantile * total);
}

function generate(backend: FleetHolder): Generated {
  const now = seedNowMs();
  const span = FLEET_YEARS * 365 * DAY_MS;
  const usedSlugs = new Set(backend.state.workspaces.map((workspace) => workspace.slug));
  const workspaces: Workspace[] = [];
  const facts = new Map<number, Facts>();
  const random = seededRandom(20_260_115);
  for (let index = 0; index < FLEET_SIZE; index++) {
    const id = FLEET_FIRST_ID + index;
    const quantile = (index + random()) / FLEET_SIZE;
    const createdMs = Math.floor(now - span + signupPosition(quantile) * span);
    const { workspace, fact } = generateOne(id, createdMs, now, random, usedSlugs);
    workspaces.push(workspace);
    facts.set(id, fact);
  }
  return { workspaces, facts };
}

function generateOne(
  id: number,
  createdMs: number,
  now: number,
  random: () => number,
  usedSlugs: Set<string>,
): { workspace: Workspace; fact: Facts } {
  const name = `${pick(random, NAME_FIRST)}${pick(random, NAME_SECOND)} ${pick(random, NAME_KIND)}`;
  let slug = slugify(name);
  if (usedSlugs.has(slug)) slug = `${slug}-${(id - FLEET_FIRST_ID + 1).toString(36)}`;
  usedSlugs.add(slug);
  const ageDays = (now - createdMs) / DAY_MS;

  // Plan: most stay on the free plan; long-standing customers may still be on a retired version.
  const planRoll = random();
  const family = planRoll < 0.85 ? SANDBOX : planRoll < 0.95 ? STARTUP : planRoll < 0.99 ? PRO : ENTERPRISE;
  const retired = ageDays > 730 && random() < 0.35;
  const planId = retired ? family[1] : family[0];
  const paying = family !== SANDBOX;
  const enterprise = family === ENTERPRISE;

  const countryId = paying || random() < 0.7 ? weightedCountry(random) : null;
  const place = countryId === null ? null : pick(random, CITIES[countryId] ?? []);
  const isEu = COUNTRIES.find((country) => country.id === countryId)?.is_eu ?? false;

  // Status: about 8 % cancelled (1 % of all deleted after), 3 % over their plan, 1 % at their bill limit.
  const statusRoll = random();
  const cancelled = statusRoll < 0.08 && ageDays > 20;
  const deleted = cancelled && statusRoll < 0.01;
  const cancelledAt = cancelled ? createdMs + (now - createdMs) * (0.2 + 0.75 * random()) : null;
  const deletedAt = deleted && cancelledAt !== null ? cancelledAt + (now - cancelledAt) * random() : null;
  const live = !cancelled;
  const exceededRoll = random();
  const planExceeded = live && (paying ? exceededRoll < 0.012 : exceededRoll < 0.032);
  const limitRoll = random();
  const hasBillLimit = paying && limitRoll < 0.25;
  const billLimitReached = live && hasBillLimit && limitRoll < 0.06;
  const usesInvoicing = paying && (enterprise || random() < 0.215);
  const unpaidInvoices =
    live && paying && ageDays > 70 && random() < 0.145 ? 1 + Math.floor(random() * 2) : 0;

  // Usage: a long tail, a few very large customers.
  const base = paying ? (enterprise ? 4000 : family === PRO ? 300 : 35) : 0.6;
  const whale = random() < 0.002 ? 40 : 1;
  const monthlyGb = Math.round(base * whale * Math.exp(0.9 * gaussian(random)) * 100) / 100;
  const activeMs = (cancelledAt ?? now) - createdMs;
  const lifetimeUsage = Math.round(monthlyGb * GIB * (activeMs / (30 * DAY_MS)));
  const lastUsedMs = cancelledAt
    ? cancelledAt - random() * 10 * DAY_MS
    : paying || random() < 0.4
      ? now - random() * 3 * DAY_MS
      : createdMs + (now - createdMs) * random();
  const plan = cachedPlan(planId);
  const extraGb = Math.max(0, monthlyGb - plan.gb_included);
  const revenueForecast =
    paying && live ? Math.round((plan.price_per_month + extraGb * plan.price_per_gb) * 100) / 100 : null;

  const utm = random() < 0.3;
  const company = paying || random() < 0.3 ? name : null;
  const local = pick(random, LOCAL_PARTS);
  const vatId = paying && isEu && random() < 0.6 ? vatIdFor(countryId, id) : null;

  const workspace: Workspace = {
    id,
    name,
    slug,
    email: `${local}@${slug}.example`,
    billing_email: paying && random() < 0.4 ? `invoices@${slug}.example` : null,
    company,
    country_id: countryId,
    plan_id: planId,
    billable: paying,
    signatureAuth: random() < 0.3,
    require_template_id: random() < 0.1,
    auto_replay_crashed_assemblies: random() < 0.8,
    save_template_in_assembly_json: random() < 0.2,
    transcoding_result_expiry: '1day',
    assembly_status_expiry: '30days',
    address_1: paying && place ? `${place.street} ${1 + Math.floor(random() * 200)}` : null,
    address_2: null,
    zip: paying && place ? place.zip : null,
    city: place ? place.city : null,
    state: place?.state ?? null,
    vat_id: vatId,
    bill_limit: hasBillLimit
      ? Math.round((revenueForecast ?? plan.price_per_month) * (billLimitReached ? 0.9 : 1.6))
      : null,
    plan_exceeded: planExceeded,
    bill_limit_reached: billLimitReached,
    stop_processing_on_bill_limit: hasBillLimit && random() < 0.5,
    assembly_rate_limit: enterprise ? 2000 : null,
    concurrent_assembly_rate_limit: enterprise ? 400 : null,
    can_be_auto_cancelled: !paying,
    change_billing_email_too: false,
    cancelled,
    cancel_reason: cancelled ? pick(random, CANCEL_REASONS) : null,
    created: iso(createdMs),
    modified: iso(cancelledAt ?? Math.max(createdMs, now - random() * 60 * DAY_MS)),
    deleted: deletedAt === null ? null : iso(deletedAt),
    last_used: ageDays < 1 && random() < 0.5 ? null : iso(Math.max(createdMs, lastUsedMs)),
    referral_code: `${slug.slice(0, 6).replace(/-/g, '')}${id.toString(36)}`,
    referral_visits: random() < 0.15 ? Math.floor(Math.exp(3 * random())) : 0,
    signup_discount: random() < 0.05 ? 10 : null,
    lifetime_usage: lifetimeUsage,
    revenue_forecast: revenueForecast,
    usage_forecast: live ? Math.round(monthlyGb * GIB) : null,
    uses_invoicing: usesInvoicing,
    partner: random() < 0.03 ? pick(random, PARTNERS) : null,
    payment_provider: paying ? (usesInvoicing ? 'bank_transfer' : 'stripe') : null,
    default_imagemagick_stack: 'v3.0.1',
    default_ffmpeg_stack: random() < 0.7 ? 'v6.0.0' : 'v5.0.0',
    linkback_url: null,
    via_referer: random() < 0.25 ? pick(random, REFERERS) : null,
    via_utm_source: utm ? pick(random, UTM_SOURCES) : null,
    via_utm_medium: utm ? pick(random, UTM_MEDIUMS) : null,
    via_utm_campaign: utm ? pick(random, UTM_CAMPAIGNS) : null,
    via_utm_term: utm && random() < 0.3 ? 'file upload api' : null,
    via_utm_content: utm && random() < 0.3 ? 'hero-cta' : null,
  };
  return { workspace, fact: { unpaidInvoices, monthlyGb, cancelledAt } };
}

function vatIdFor(countryId: number | null, id: number): string {
  const code = COUNTRIES.find((country) => country.id === countryId)?.iso_code ?? 'EU';
  return `${code}${String(100_000_000 + id).slice(-9)}`;
}

/** A key that changes whenever what the views show may have changed. */
function viewKey(backend: FleetHolder): string {
  const state = backend.state;
  return `${fleetState(backend).revision}:${state.workspaces.length}:${state.unpaidInvoiceWorkspaceIds.length}`;
}

function view(backend: FleetHolder): NonNullable<FleetCache['view']> {
  const cache = cacheOf(backend);
  const key = viewKey(backend);
  if (cache.view?.key === key) return cache.view;
  const own = backend.state.workspaces;
  const ownIds = new Set(own.map((workspace) => workspace.id));
  const edits = fleetState(backend).workspaceEdits;
  const workspaces: Workspace[] = [...own];
  for (const workspace of cache.generated.workspaces) {
    // A generated workspace an admin opened (impersonated) lives in state.workspaces from then on.
    if (ownIds.has(workspace.id)) continue;
    const edit = edits[workspace.id];
    workspaces.push(edit ? { ...workspace, ...edit } : workspace);
  }
  const byId = new Map<number, Workspace>();
  const bySlug = new Map<string, Workspace>();
  for (const workspace of workspaces) {
    byId.set(workspace.id, workspace);
    if (!bySlug.has(workspace.slug)) bySlug.set(workspace.slug, workspace);
  }
  cache.view = { key, workspaces, byId, bySlug };
  return cache.view;
}

/**
 * Generated workspaces plus the backend's own seeded ones (those first, same ids), deterministic (seededRandom),
 * laid out around seedNowMs(), built lazily once per backend and cached (a WeakMap keyed by backend). Admin edits
 * (cancel, restore, limits, plan) are applied on top from the backend's state, so they show here too.
 */
export function fleetWorkspaces(backend: FleetHolder): readonly Workspace[] {
  return view(backend).workspaces;
}

export function fleetWorkspace(backend: FleetHolder, slugOrId: string | number): Workspace | undefined {
  const { byId, bySlug } = view(backend);
  if (typeof slugOrId === 'number') return byId.get(slugOrId);
  return bySlug.get(slugOrId) ?? (/^\d+$/.test(slugOrId) ? byId.get(Number(slugOrId)) : undefined);
}

/** Whether the workspace is one of the generated ones (not in `state.workspaces`). */
export function isGeneratedWorkspace(backend: FleetHolder, id: number): boolean {
  return id >= FLEET_FIRST_ID && !backend.state.workspaces.some((workspace) => workspace.id === id);
}

/**
 * Changes a workspace's fields as an admin does: the backend's own workspaces in place, generated ones through
 * `state.fleet.workspaceEdits`. Gives the workspace as it is now, or undefined when there is none with that id.
 */
export function editFleetWorkspace(
  backend: FleetHolder,
  id: number,
  patch: Partial<Omit<Workspace, 'id'>>,
): Workspace | undefined {
  const state = fleetState(backend);
  const own = backend.state.workspaces.find((workspace) => workspace.id === id);
  state.revision += 1;
  // A stored workspace is changed in place, without generating the fleet for it.
  if (own) return Object.assign(own, patch);
  if (!cacheOf(backend).generated.facts.has(id)) return undefined;
  state.workspaceEdits[id] = { ...state.workspaceEdits[id], ...patch };
  return fleetWorkspace(backend, id);
}

/** The generated workspace as first generated, before admin edits (a materialised copy starts from it). */
export function generatedWorkspace(backend: FleetHolder, id: number): Workspace | undefined {
  const index = id - FLEET_FIRST_ID;
  return cacheOf(backend).generated.workspaces[index];
}

// --- the ledger ---

function issuedToOf(workspace: Workspace): IssuedTo {
  return {
    to_name: workspace.name,
    to_company: workspace.company ?? '',
    to_address_1: workspace.address_1 ?? '',
    to_address_2: workspace.address_2 ?? '',
    to_zip: workspace.zip ?? '',
    to_city: workspace.city ?? '',
    to_state: workspace.state ?? '',
    country_id: workspace.country_id,
    to_vat_id: workspace.vat_id ?? '',
  };
}

/** Everything a generated invoice is computed from, so the ledger row and the full invoice agree. */
interface InvoiceInputs {
  id: number;
  workspace: Workspace;
  month: string;
  monthsBack: number;
  usedGb: number;
  credit: number;
  paid: boolean;
  paymentFailed: boolean;
}

const monthStartMs = (month: string) => Date.parse(`${month}-01T00:00:00.000Z`);

const issueDates = new Map<string, string>();

/** Invoices are issued on the 1st of the following month, early in the morning. */
function issuedAt(month: string): string {
  let issued = issueDates.get(month);
  if (issued === undefined) {
    const [year = 0, monthNumber = 1] = month.split('-').map(Number);
    issued = new Date(Date.UTC(year, monthNumber, 1, 4, 0, 0)).toISOString();
    issueDates.set(month, issued);
  }
  return issued;
}

function generatedInvoiceInputs(backend: FleetHolder): InvoiceInputs[] {
  const { workspaces, facts } = cacheOf(backend).generated;
  // The ledger's months, oldest first, with when each starts and ends (the next one's start).
  const months = Array.from({ length: LEDGER_MONTHS }, (_, index) => {
    const monthsBack = LEDGER_MONTHS - index;
    const month = monthsAgo(monthsBack);
    return { monthsBack, month, start: monthStartMs(month), end: monthStartMs(monthsAgo(monthsBack - 1)) };
  });
  const inputs: InvoiceInputs[] = [];
  let id = FLEET_FIRST_INVOICE_ID;
  for (const workspace of workspaces) {
    const fact = facts.get(workspace.id);
    if (!fact || !workspace.billable) continue;
    const createdMs = Date.parse(workspace.created);
    const random = seededRandom(workspace.id);
    for (const { monthsBack, month, start, end } of months) {
      // Invoiced from the month it signed up in, up to the month it cancelled in.
      if (end <= createdMs) continue;
      if (fact.cancelledAt !== null && start > fact.cancelledAt) continue;
      const usedGb = Math.round(fact.monthlyGb * (0.7 + 0.6 * random()) * 100) / 100;
      const unpaid = monthsBack <= fact.unpaidInvoices;
      inputs.push({
        id: id++,
        workspace,
        month,
        monthsBack,
        usedGb,
        credit: random() < 0.03 ? 25 : 0,
        paid: !unpaid,
        // The card was declined on the oldest unpaid invoice; bank transfers just have not arrived yet.
        paymentFailed: unpaid && !workspace.uses_invoicing && monthsBack === fact.unpaidInvoices,
      });
    }
  }
  return inputs;
}

/** Per-workspace charges of its invoices, worked out once: the plan's fees in minor units and the VAT. */
interface ChargeBasis {
  currency: LedgerRow['currency'];
  plan: Plan;
  baseFee: number;
  machines: number;
  vatRate: number;
  reverseCharge: boolean;
}

function chargeBasis(workspace: Workspace): ChargeBasis {
  const currency = currencyOfCountry(workspace.country_id);
  const plan = cachedPlan(workspace.plan_id, currency);
  const to = issuedToOf(workspace);
  const reverseCharge = isReverseCharge({ vat_id: to.to_vat_id, country_id: to.country_id }, COUNTRIES);
  const country = COUNTRIES.find((candidate) => candidate.id === to.country_id);
  return {
    currency,
    plan,
    baseFee: toMinor(plan.price_per_month, currency),
    machines: plan.num_machines * toMinor(plan.price_per_machine, currency),
    vatRate: country?.is_eu && !reverseCharge ? country.vat_rate : 0,
    reverseCharge,
  };
}

/**
 * The row of a generated invoice: the totals invoiceFor (billing-store) works out for the same inputs, with
 * money.ts's integer arithmetic, but without building the whole invoice (a hundred thousand of them).
 */
function ledgerRowOf(inputs: InvoiceInputs, basis: ChargeBasis): LedgerRow {
  const { currency, plan } = basis;
  const subtotal = basis.baseFee + additionalGbFee(inputs.usedGb, plan) + basis.machines;
  const credit = inputs.credit === 0 ? 0 : Math.min(subtotal, toMinor(inputs.credit, currency));
  const net = subtotal - credit;
  const vat = basis.reverseCharge ? 0 : percentOf(net, basis.vatRate);
  return {
    id: inputs.id,
    number: invoiceNumber(inputs.month, inputs.id),
    account_id: inputs.workspace.id,
    month: inputs.month,
    plan_id: plan.id,
    currency,
    subtotal: fromMinor(subtotal, currency),
    vat: fromMinor(vat, currency),
    credit: fromMinor(credit, currency),
    total_fee: fromMinor(net + vat, currency),
    paid: inputs.paid,
    created: issuedAt(inputs.month),
    payment_failed: inputs.paymentFailed,
  };
}

/** The invoice number invoiceFor gives. */
const invoiceNumber = (month: string, id: number) => `INV-${month}-${String(id).padStart(5, '0')}`;

function generatedLedger(backend: FleetHolder): LedgerRow[] {
  const cache = cacheOf(backend);
  if (!cache.ledger) {
    const bases = new Map<number, ChargeBasis>();
    cache.ledger = invoiceInputs(backend).map((inputs) => {
      let basis = bases.get(inputs.workspace.id);
      if (!basis) {
        basis = chargeBasis(inputs.workspace);
        bases.set(inputs.workspace.id, basis);
      }
      return ledgerRowOf(inputs, basis);
    });
  }
  return cache.ledger;
}

function invoiceInputs(backend: FleetHolder): InvoiceInputs[] {
  const cache = cacheOf(backend);
  cache.inputs ??= generatedInvoiceInputs(backend);
  return cache.inputs;
}

function ownLedgerRow(backend: FleetHolder, invoice: Invoice): LedgerRow {
  const failed = backend.state.billing.payments.some(
    (payment) => payment.invoice_id === invoice.id && !payment.success,
  );
  return {
    id: invoice.id,
    number: invoice.number,
    account_id: invoice.account_id,
    month: invoice.month,
    plan_id: invoice.plan_id,
    currency: invoice.currency === 'EUR' || invoice.currency === 'GBP' ? invoice.currency : 'USD',
    subtotal: invoice.subtotal,
    vat: invoice.vat,
    credit: invoice.credit,
    total_fee: invoice.total_fee,
    paid: invoice.paid,
    created: issuedAt(invoice.month),
    payment_failed: failed && !invoice.paid,
  };
}

function ledgerView(backend: FleetHolder): NonNullable<FleetCache['ledgerView']> {
  const cache = cacheOf(backend);
  const own = backend.state.billing;
  const key = `${fleetState(backend).revision}:${own.invoices.length}:${own.payments.length}:${own.invoices.filter((invoice) => invoice.paid).length}`;
  if (cache.ledgerView?.key === key) return cache.ledgerView;
  const edits = fleetState(backend).ledgerEdits;
  const rows: LedgerRow[] = own.invoices.map((invoice) => ownLedgerRow(backend, invoice));
  for (const row of generatedLedger(backend)) {
    const edit = edits[row.id];
    rows.push(edit ? { ...row, ...edit } : row);
  }
  cache.ledgerView = { key, rows, byId: new Map(rows.map((row) => [row.id, row])) };
  return cache.ledgerView;
}

/**
 * Compact invoice ledger: one row per invoice of the last 24 months for the paying workspaces (a few thousand
 * of them), in USD, EUR and GBP (by country), some unpaid, some failed payments. Kept compact (no robot lines)
 * so 50k workspaces stay light in a browser; full Invoice objects are built on demand. The backend's own
 * invoices (state.billing) come first, as they are now.
 */
export function fleetLedger(backend: FleetHolder): readonly LedgerRow[] {
  return ledgerView(backend).rows;
}

/** The full Invoice (schemas/invoice.ts) for a ledger row, built with the billing store's invoice builder. */
export function fleetInvoice(backend: FleetHolder, invoiceId: number): Invoice | undefined {
  const own = backend.state.billing.invoices.find((invoice) => invoice.id === invoiceId);
  if (own) return own;
  const row = ledgerView(backend).byId.get(invoiceId);
  const inputs = invoiceInputs(backend)[invoiceId - FLEET_FIRST_INVOICE_ID];
  if (!row || inputs?.id !== invoiceId) return undefined;
  const invoice = invoiceFor({
    id: row.id,
    accountId: row.account_id,
    month: row.month,
    plan: cachedPlan(row.plan_id, row.currency),
    usedGb: inputs.usedGb,
    to: issuedToOf(inputs.workspace),
    credit: inputs.credit,
    usesInvoicing: inputs.workspace.uses_invoicing,
    paid: row.paid,
  });
  // An edit (a credit applied, marked paid) shows on the full invoice as on its row.
  return { ...invoice, paid: row.paid, credit: row.credit, total_fee: row.total_fee };
}

/**
 * Changes a generated ledger row as an admin does (marks it paid, applies a credit). The backend's own invoices
 * live in state.billing and are changed there. Gives the row as it is now.
 */
export function editFleetLedgerRow(
  backend: FleetHolder,
  invoiceId: number,
  patch: FleetState['ledgerEdits'][string],
): LedgerRow | undefined {
  if (invoiceId < FLEET_FIRST_INVOICE_ID || !ledgerView(backend).byId.has(invoiceId)) return undefined;
  const state = fleetState(backend);
  state.ledgerEdits[invoiceId] = { ...state.ledgerEdits[invoiceId], ...patch };
  state.revision += 1;
  return ledgerView(backend).byId.get(invoiceId);
}

/** Ids of the workspaces with an unpaid invoice now: the backend's own flagged ones and the fleet's. */
export function fleetUnpaidWorkspaceIds(backend: FleetHolder): ReadonlySet<number> {
  const cache = cacheOf(backend);
  const key = viewKey(backend);
  if (unpaidCache.get(backend)?.key === key) return unpaidCache.get(backend)?.ids ?? new Set();
  const ids = new Set(backend.state.unpaidInvoiceWorkspaceIds);
  const edits = fleetState(backend).ledgerEdits;
  const settled = Object.keys(edits).length > 0;
  if (!settled) {
    for (const [id, fact] of cache.generated.facts) if (fact.unpaidInvoices > 0) ids.add(id);
  } else {
    for (const row of fleetLedger(backend)) {
      if (!row.paid && row.account_id >= FLEET_FIRST_ID) ids.add(row.account_id);
    }
  }
  unpaidCache.set(backend, { key, ids });
  return ids;
}

const unpaidCache = new WeakMap<FleetHolder, { key: string; ids: Set<number> }>();

/** Sums amounts exactly: in integer cents, never adding decimals. */
export function sumCents(amounts: Iterable<number>, currency = 'USD'): number {
  let cents = 0;
  for (const amount of amounts) cents += toMinor(amount, currency);
  return cents;
}
