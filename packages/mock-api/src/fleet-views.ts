import type { Workspace } from '@console/api';
import { cacheOf, FLEET_FIRST_ID, type FleetCache, type FleetHolder, fleetState } from './fleet';

// The fleet's workspaces as admins see them: the generated ones with their edits laid over, and the backend's own,
// indexed by id and slug and cached until an edit or a new workspace changes them.

/** A key that changes whenever what the views show may have changed. */
export function viewKey(backend: FleetHolder): string {
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
