import { MOCK_API_BASE_URL } from '@console/mock-api';
import { type CommandPaletteData, href } from '@console/ui';
import { LayoutDashboard, Settings, Users, Workflow } from 'lucide-react';
import { expect, within } from 'storybook/test';

/** A workspace shell's pages and Jane's workspaces, as the palette gets them. */
export const paletteData: CommandPaletteData = {
  sections: [
    { items: [{ to: href.workspace('acme-media'), label: 'Dashboard', icon: LayoutDashboard }] },
    {
      label: 'Processing',
      items: [{ to: href.assemblies('acme-media'), label: 'Assemblies', icon: Workflow }],
    },
    {
      label: 'Manage',
      items: [
        { to: href.collaborators('acme-media'), label: 'Collaborators', icon: Users },
        { to: href.settings('acme-media'), label: 'Settings', icon: Settings },
      ],
    },
  ],
  workspaces: [
    { slug: 'acme-media', name: 'Acme Media' },
    { slug: 'globex-studio', name: 'Globex Studio' },
  ],
  currentSlug: 'acme-media',
};

/** The address of Acme Media's template list call, which the palette searches. */
export const TEMPLATES_CALL = `${MOCK_API_BASE_URL}/acme-media/api/templates.json`;

/** The open palette, wherever it is portalled. */
export async function palette() {
  const dialog = await within(document.body).findByRole(
    'dialog',
    { name: 'Search and jump' },
    { timeout: 5000 },
  );
  return { dialog, scope: within(dialog), input: within(dialog).getByRole('combobox') };
}

/** The group names in the order shown, each with its options' names. */
export function groupsOf(dialog: HTMLElement): Record<string, string[]> {
  return Object.fromEntries(
    within(dialog)
      .queryAllByRole('group')
      .map((group) => [
        group.getAttribute('aria-labelledby')
          ? (document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')
          : '',
        within(group)
          .getAllByRole('option')
          .map((option) => option.textContent ?? ''),
      ]),
  );
}

/** The option the combobox points at. */
export async function expectActive(input: HTMLElement, text: string | RegExp) {
  const id = input.getAttribute('aria-activedescendant');
  await expect(id).not.toBeNull();
  const option = document.getElementById(id ?? '');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(option).toHaveTextContent(text);
}
