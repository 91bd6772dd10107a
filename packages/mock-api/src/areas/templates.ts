import type { Workspace } from '@console/api';
import {
  TEMPLATE_MESSAGES,
  TEMPLATES_PER_PAGE,
  type Template,
  type TemplateInput,
  TemplateInputSchema,
  TemplateListQuerySchema,
  type TemplateSort,
  TemplateUpdateInputSchema,
  validateTemplateForSave,
} from '@console/api';
import { z } from 'zod/mini';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { nowOf } from '../clock';
import type { MockArea } from '../contract';
import { hexId } from '../factories/seed';
import { buildTemplate } from '../factories/template';
import { byText, type ListRules, listReply } from '../list-page';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';

/*
 * The templates of every workspace: list (search, sort, pages), read, create, update (refused when someone saved
 * in between), duplicate, delete. The rows live in `backend.state.templates`, so demo mode keeps them.
 */

// --- seeding ---

/**
 * Names for the templates after the five buildTemplate presets, one list per preset pipeline: the nth template
 * of a workspace runs preset `(n - 1) % 5` and takes the next free name of its list.
 */
const NAMES_BY_PRESET = [
  [
    'course-videos-hls',
    'trailers-hls',
    'webinar-recordings',
    'livestream-archive',
    'product-demos-hls',
    'user-clips-mobile',
    'vod-catalog',
    'ads-15s-hls',
    'news-clips',
    'onboarding-videos',
    'event-highlights',
  ],
  [
    'profile-photos',
    'team-headshots',
    'forum-avatars',
    'cover-images',
    'listing-photos',
    'app-icons',
    'author-portraits',
    'speaker-photos',
    'chat-stickers',
    'badge-images',
    'seller-logos',
  ],
  [
    'episode-posters',
    'trailer-stills',
    'clip-previews',
    'storyboard-frames',
    'lesson-thumbnails',
    'match-highlight-stills',
    'shorts-covers',
    'vlog-thumbnails',
    'keynote-stills',
    'recipe-video-frames',
    'gallery-previews',
  ],
  [
    'catalog-heroes',
    'banner-images',
    'blog-images',
    'newsletter-images',
    'marketplace-photos',
    'press-kit-images',
    'landing-page-art',
    'menu-photos',
    'real-estate-photos',
    'lookbook-images',
    'social-cards',
  ],
  [
    'invoices-to-pdf',
    'contracts-archive',
    'slides-to-pdf',
    'reports-to-pdf',
    'resumes-to-pdf',
    'manuals-to-pdf',
    'receipts-archive',
    'forms-to-pdf',
    'spreadsheets-to-pdf',
    'letters-to-pdf',
    'briefs-to-pdf',
  ],
] as const;
const PRESETS = NAMES_BY_PRESET.length;

/**
 * Gives a workspace `count` templates; the first five are buildTemplate's presets, so the assembly fixtures'
 * template ids (presetTemplateId) name templates that exist. Ids are `hexId('template', n)` with n counting every
 * seeded template, so the first workspace seeded keeps the fixtures' ids and no two workspaces share one.
 */
export function seedTemplates(backend: MockBackend, workspace: Workspace, count: number): void {
  const first = backend.state.templates.length;
  const templates = Array.from({ length: count }, (_, index) => {
    const seq = first + index + 1;
    const preset = buildTemplate({}, index + 1);
    const round = Math.floor(index / PRESETS);
    const name = round === 0 ? preset.name : NAMES_BY_PRESET[index % PRESETS]?.[round - 1];
    if (name === undefined) throw new Error(`No name left for a workspace's template number ${index + 1}`);
    // The seq drives the settings and dates, so each workspace's copies of a preset differ in those.
    return buildTemplate(
      { id: hexId('template', seq), account_id: workspace.id, name, json: preset.json },
      seq,
    );
  });
  backend.state.templates.push(...templates);
}

// --- reading ---

const templatesOf = (backend: MockBackend, workspace: Workspace) =>
  backend.state.templates.filter((template) => template.account_id === workspace.id);

const findTemplate = (backend: MockBackend, workspace: Workspace, id: string) =>
  templatesOf(backend, workspace).find((template) => template.id === id);

/** Null (never used) sorts as the oldest. */
const instant = (timestamp: string | null) =>
  timestamp === null ? Number.NEGATIVE_INFINITY : Date.parse(timestamp);
const byNumber = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Template, b: Template) => byText(a.name, b.name);

/** The list's rules: the last modified first; a search looks in the name and the id. */
const TEMPLATE_LIST: ListRules<Template, TemplateSort> = {
  sort: 'modified',
  dir: 'desc',
  perPage: TEMPLATES_PER_PAGE,
  orders: {
    name: byName,
    last_used: (a, b) => byNumber(instant(a.last_used), instant(b.last_used)),
    modified: (a, b) => byNumber(instant(a.modified), instant(b.modified)),
  },
  texts: (template) => [template.name, template.id],
  tie: (a, b) => byName(a, b) || a.id.localeCompare(b.id),
};

function list(access: WorkspaceAccess, backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(TemplateListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  return listReply('templates', templatesOf(backend, access.workspace), read.query, TEMPLATE_LIST);
}

// --- writing ---

/** The write's fields, checked by the request schema except the JSON, which validateTemplateForSave judges below. */
const WriteSchema = z.extend(TemplateInputSchema, { json: z.string() });
const UpdateSchema = z.extend(TemplateUpdateInputSchema, { json: z.string() });

function nameTaken(backend: MockBackend, workspace: Workspace, name: string, except: string | null): boolean {
  const wanted = name.toLowerCase();
  return templatesOf(backend, workspace).some(
    (template) => template.id !== except && template.name.toLowerCase() === wanted,
  );
}

/** The refusal a write's name or JSON earns, if any. */
function refusalOf(
  backend: MockBackend,
  workspace: Workspace,
  input: TemplateInput,
  except: string | null,
): MockReply | null {
  if (nameTaken(backend, workspace, input.name, except)) {
    return failure(400, TEMPLATE_MESSAGES.nameTaken(input.name));
  }
  const error = validateTemplateForSave(input.json).find((issue) => issue.severity === 'error');
  return error ? failure(400, error.message) : null;
}

/**
 * When a save happens: now by the backend's clock (FIXTURE_NOW unless set, the real time in demo mode), or a second
 * after the template's previous save when that is later, so every save of a template gets its own `modified` and
 * an update based on an older one is always caught.
 */
function savedAfter(backend: MockBackend, previous: string | null): string {
  const at = Math.max(nowOf(backend), previous === null ? 0 : Date.parse(previous) + 1000);
  return new Date(at).toISOString();
}

/** Adds a template as the create call does (also how stories and tests seed one). */
export function addTemplate(backend: MockBackend, workspace: Workspace, input: TemplateInput): Template {
  backend.state.counter += 1;
  const template: Template = {
    ...input,
    // A prefix of its own, so a created template's id never meets a seeded one's.
    id: hexId('created-template', backend.state.counter),
    account_id: workspace.id,
    encryption_version: 1,
    last_used: null,
    modified: savedAfter(backend, null),
  };
  backend.state.templates.push(template);
  return template;
}

function create(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const input = WriteSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? 'Check the template.');
  const refusal = refusalOf(backend, access.workspace, input.data, null);
  if (refusal) return refusal;
  return ok({ template: addTemplate(backend, access.workspace, input.data) }, 'Template created.');
}

function update(access: WorkspaceAccess, backend: MockBackend, id: string, body: unknown): MockReply {
  const template = findTemplate(backend, access.workspace, id);
  if (!template) return failure(404, TEMPLATE_MESSAGES.notFound);
  const parsed = UpdateSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'Check the template.');
  const { base_modified, ...input } = parsed.data;
  if (Date.parse(base_modified) !== Date.parse(template.modified)) {
    return failure(409, TEMPLATE_MESSAGES.conflict);
  }
  const refusal = refusalOf(backend, access.workspace, input, template.id);
  if (refusal) return refusal;
  Object.assign(template, input, { modified: savedAfter(backend, template.modified) });
  return ok({ template }, 'Template saved.');
}

/** `{name}-copy`, or `{name}-copy-2`, `-3`, … when that is taken. */
function copyName(backend: MockBackend, workspace: Workspace, name: string): string {
  const base = `${name}-copy`;
  let candidate = base;
  for (let n = 2; nameTaken(backend, workspace, candidate, null); n++) candidate = `${base}-${n}`;
  return candidate;
}

function duplicate(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const source = findTemplate(backend, access.workspace, id);
  if (!source) return failure(404, TEMPLATE_MESSAGES.notFound);
  const copy = addTemplate(backend, access.workspace, {
    name: copyName(backend, access.workspace, source.name),
    json: source.json,
    require_signature_auth: source.require_signature_auth,
    transcoding_result_expiry: source.transcoding_result_expiry,
    assembly_status_expiry: source.assembly_status_expiry,
  });
  return ok({ template: copy }, `Template “${copy.name}” created as a copy of “${source.name}”.`);
}

function remove(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const template = findTemplate(backend, access.workspace, id);
  if (!template) return failure(404, TEMPLATE_MESSAGES.notFound);
  backend.state.templates = backend.state.templates.filter((stored) => stored !== template);
  return ok({}, `Template “${template.name}” deleted.`);
}

// --- handlers ---

/** The templates' calls; every one needs a member of the workspace (or an admin), writes also the CSRF token. */
export const area: MockArea = ({ backend, post, memberGet }) => [
  memberGet('/:slug/api/templates.json', (access, search) => list(access, backend, search)),
  memberGet('/:slug/api/templates/:id.json', (access, _search, params) => {
    const template = findTemplate(backend, access.workspace, String(params.id));
    return template ? ok({ template }) : failure(404, TEMPLATE_MESSAGES.notFound);
  }),
  // Before the update route, whose `:id` would otherwise take "create".
  post('/:slug/api/templates/create.json', (body, csrfToken, params) =>
    backend.inWorkspace(String(params.slug), csrfToken, (access) => create(access, backend, body)),
  ),
  post('/:slug/api/templates/:id/duplicate.json', (_body, csrfToken, params) =>
    backend.inWorkspace(String(params.slug), csrfToken, (access) =>
      duplicate(access, backend, String(params.id)),
    ),
  ),
  post('/:slug/api/templates/:id/delete.json', (_body, csrfToken, params) =>
    backend.inWorkspace(String(params.slug), csrfToken, (access) =>
      remove(access, backend, String(params.id)),
    ),
  ),
  post('/:slug/api/templates/:id.json', (body, csrfToken, params) =>
    backend.inWorkspace(String(params.slug), csrfToken, (access) =>
      update(access, backend, String(params.id), body),
    ),
  ),
];
