import type { Plan, Workspace } from '@console/api';
import { slugify } from '@console/api';
import { type BillingState, COUNTRIES } from './billing-store';
import { buildPlan } from './factories/plan';
import { pick, seededRandom, seedNowMs } from './factories/seed';
import {
  CANCEL_REASONS,
  CITIES,
  COUNTRY_WEIGHT_SUM,
  COUNTRY_WEIGHTS,
  LOCAL_PARTS,
  NAME_FIRST,
  NAME_KIND,
  NAME_SECOND,
  PARTNERS,
  REFERERS,
  UTM_CAMPAIGNS,
  UTM_MEDIUMS,
  UTM_SOURCES,
} from './fleet-vocabulary';

/** The backend as the fleet sees it: the parts of its state the fleet's views read and admins' edits write. */
export type FleetHolder = {
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

/** Everything a generated invoice is computed from, so the ledger row and the full invoice agree. */
export interface InvoiceInputs {
  id: number;
  workspace: Workspace;
  month: string;
  monthsBack: number;
  usedGb: number;
  credit: number;
  paid: boolean;
  paymentFailed: boolean;
}

export interface FleetCache {
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

export function cacheOf(backend: FleetHolder): FleetCache {
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
export function cachedPlan(planId: number, currency: LedgerRow['currency'] = 'USD'): Plan {
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
