// The pages `npm run lighthouse` measures, from the route registry (packages/ui/src/lib/page-registry/): each page's
// address with the stand-in's sample parameters, and who is signed in to open it.
import {
  entryOf,
  PAGE_IDS,
  type PageId,
  type RegistryEntry,
} from '../../packages/ui/src/lib/page-registry/index.ts';
import type { ScenarioName } from './stand-in-api.ts';

/**
 * The pages a person lands on first (a link from a notification or an e-mail, a bookmark), measured when no page is
 * named. The other pages are measured by name, or all of them with `all`.
 */
export const LANDING_PAGES: readonly PageId[] = [
  'login',
  'workspace',
  'templates',
  'template',
  'templateNew',
  'assemblies',
  'assembly',
  'templateCredentials',
  'authKeyEdit',
  'settings',
  'collaborators',
  'billing',
  'invoice',
  'addons',
  'userSettings',
  'adminDashboard',
  'adminWorkspaces',
  'adminWorkspace',
  'adminInvoice',
];

export type Page = { id: PageId; name: string; path: string; scenario: ScenarioName; entry: RegistryEntry };

/** A page's name on the command line and in the table: its id in kebab case; the workspace's index is the dashboard. */
export const pageName = (id: PageId) =>
  id === 'workspace' ? 'dashboard' : id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Who opens it: nobody on a public page, Ada (an admin) in the admin area, Jane (a member) elsewhere. */
function scenarioOf(entry: RegistryEntry): ScenarioName {
  if (entry.shell === 'public') return 'loggedOut';
  return entry.shell === 'admin' ? 'admin' : 'member';
}

/** The page's address under /c, or undefined when the samples lack one of its parameters. */
function pathOf(entry: RegistryEntry, params: Record<string, string>): string | undefined {
  let missing = false;
  const path = entry.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : `/c${path === '/' ? '' : path}`;
}

/** The pages `names` asks for (landing pages when empty, `all` for every page the samples can fill in). */
export function pagesToMeasure(
  names: string[],
  workspace: string,
  samples: Record<string, Record<string, string>>,
): Page[] {
  const pageOf = (id: PageId): Page | undefined => {
    const entry = entryOf(id);
    const path = pathOf(entry, { workspace, ...samples[id] });
    return path === undefined
      ? undefined
      : { id, name: pageName(id), path, scenario: scenarioOf(entry), entry };
  };
  if (names.includes('all')) return PAGE_IDS.flatMap((id) => pageOf(id) ?? []);
  if (names.length === 0) return LANDING_PAGES.flatMap((id) => pageOf(id) ?? []);
  return names.map((name) => {
    const id = PAGE_IDS.find((candidate) => pageName(candidate) === name || candidate === name);
    if (!id) throw new Error(`no page called ${name}: ${PAGE_IDS.map(pageName).join(', ')}`);
    const page = pageOf(id);
    if (!page) throw new Error(`${name}: the stand-in has no sample for its address's parameters`);
    return page;
  });
}
