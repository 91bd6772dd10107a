import { href, patterns, WorkspaceSettingsScreen, withBasename } from '@console/ui';
import { fn } from 'storybook/test';
import { PERSONAS, type Persona, startAs } from './settings-shared';

/** What every story file of the settings screen shares: the component, Jane's Acme Media, and its arguments. */
export const settingsMeta = {
  component: WorkspaceSettingsScreen,
  parameters: { route: withBasename(href.settings('acme-media')), path: withBasename(patterns.settings) },
  args: { workspace: 'acme-media', onCancelled: fn() },
  beforeEach: startAs,
};

/** A story's parameters and arguments for another persona's workspace. */
export function as(persona: Persona, extra: Record<string, unknown> = {}) {
  const { slug } = PERSONAS[persona];
  return {
    parameters: { route: withBasename(href.settings(slug)), persona, ...extra },
    args: { workspace: slug },
  };
}
