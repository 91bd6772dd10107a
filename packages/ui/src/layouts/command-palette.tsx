import { errorMessage } from '@console/api';
import { Building2, KeyRound, Moon, Plus, Search, Sun, UserCog, UserPlus, Workflow } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../lib/cn';
import { href } from '../lib/paths';
import { useTheme } from '../lib/theme';
import { DialogOverlay } from '../primitives/dialog';
import type { CommandPaletteData } from './command-palette-data';
import { ASSEMBLY_ID, type Command, type PaletteGroup, useListCommands } from './command-palette-search';

export type CommandPaletteProps = CommandPaletteData & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The query is part of the command's label or (a workspace's) address, or begins one of its other words: "switch"
 * finds the workspaces, while a single letter does not find every command through its other words.
 */
function matches(query: string, command: Command): boolean {
  const q = query.toLowerCase();
  const texts = [command.label, command.group === 'Workspaces' ? command.to : undefined];
  const keywords = command.keywords?.toLowerCase() ?? '';
  return (
    texts.some((text) => text?.toLowerCase().includes(q)) ||
    keywords.startsWith(q) ||
    keywords.split(' ').some((word) => word.startsWith(q))
  );
}

/** What can be done from anywhere in the workspace on screen, besides going to its pages. */
function actionCommands(slug: string | null, dark: boolean, setDark: (dark: boolean) => void): Command[] {
  const inWorkspace: Command[] =
    slug === null
      ? []
      : [
          {
            id: 'new-template',
            group: 'Actions',
            label: 'New template',
            to: href.templateNew(slug),
            icon: Plus,
          },
          {
            id: 'invite-people',
            group: 'Actions',
            label: 'Invite people',
            keywords: 'collaborators team',
            to: `${href.collaborators(slug)}?invite`,
            icon: UserPlus,
          },
          {
            id: 'create-auth-key',
            group: 'Actions',
            label: 'Create auth key',
            keywords: 'api credentials new',
            to: href.authKeyCreate(slug),
            icon: KeyRound,
          },
        ];
  return [
    ...inWorkspace,
    {
      id: 'switch-theme',
      group: 'Actions',
      label: dark ? 'Switch to light theme' : 'Switch to dark theme',
      keywords: 'theme appearance mode',
      run: () => setDark(!dark),
      icon: dark ? Sun : Moon,
    },
  ];
}

/**
 * Ctrl+K / ⌘K: jump to a page, a workspace, a template of the workspace on screen (by the templates call) or an
 * assembly by its id or the start of one (by the assemblies call), or do one of a few actions (a new template,
 * an invitation, an auth key, the other theme). An ARIA combobox: the input keeps focus, arrows move the active option, Enter opens it,
 * Escape closes the palette and focus returns to where it was.
 */
export function CommandPalette({
  open,
  onOpenChange,
  sections,
  workspaces,
  currentSlug,
}: CommandPaletteProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  // Opened by a shortcut, the palette has no trigger for Radix to give focus back to: it goes back to what had it.
  const openerRef = useRef<HTMLElement | null>(null);
  const lists = useListCommands(currentSlug, query);
  const { resolvedTheme, setTheme } = useTheme();

  const commands = useMemo(() => {
    const q = query.trim();
    const account: Command[] = [
      {
        id: 'page-user-settings',
        group: 'Pages',
        label: 'User settings',
        to: href.userSettings(),
        icon: UserCog,
      },
      {
        id: 'page-create-workspace',
        group: 'Pages',
        label: 'Create workspace',
        to: href.createWorkspace(),
        icon: Plus,
      },
    ];
    const spaces: Command[] = workspaces.map((workspace) => ({
      id: `workspace-${workspace.slug}`,
      group: 'Workspaces',
      label: workspace.name,
      keywords: 'switch workspace',
      hint: workspace.slug === currentSlug ? 'Current workspace' : undefined,
      to: href.workspace(workspace.slug),
      icon: Building2,
    }));
    // The account shell's sidebar lists the account pages and the workspaces under the same names as these
    // commands; the commands, with their group and hint, stand for those links.
    const key = (to: string, label: string) => `${to} ${label}`;
    const listed = new Set([...account, ...spaces].map((command) => key(command.to ?? '', command.label)));
    const pages: Command[] = sections.flatMap((section) =>
      section.items
        .filter((item) => !listed.has(key(item.to, item.label)))
        .map((item) => ({
          id: `page-${item.to}`,
          group: 'Pages' as const,
          label: item.label,
          hint: section.label,
          to: item.to,
          icon: item.icon,
        })),
    );
    const assembly: Command[] =
      currentSlug !== null && ASSEMBLY_ID.test(q)
        ? [
            {
              id: 'assembly',
              group: 'Assembly',
              label: `Open assembly ${q.toLowerCase()}`,
              to: href.assembly(currentSlug, q.toLowerCase()),
              icon: Workflow,
            },
          ]
        : [];
    const actions = actionCommands(currentSlug, resolvedTheme === 'dark', (dark) =>
      setTheme(dark ? 'dark' : 'light'),
    );
    const found = [...pages, ...account, ...spaces, ...actions].filter(
      (command) => q === '' || matches(q, command),
    );
    return [...assembly, ...found, ...lists.commands];
  }, [query, sections, workspaces, currentSlug, lists.commands, resolvedTheme, setTheme]);

  const activeIndex = Math.min(active, Math.max(0, commands.length - 1));
  const activeCommand = commands[activeIndex];
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  function close() {
    onOpenChange(false);
    setQuery('');
    setActive(0);
  }

  function go(command: Command) {
    close();
    if (command.run) command.run();
    else navigate(command.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = commands.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (last < 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + commands.length) % commands.length);
    } else if ((event.key === 'Home' || event.key === 'End') && event.ctrlKey) {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : Math.max(0, last));
    } else if (event.key === 'Enter' && activeCommand) {
      event.preventDefault();
      go(activeCommand);
    }
  }

  const groups = [...new Set(commands.map((command) => command.group))];
  const empty = commands.length === 0 && !lists.loading && lists.error === undefined;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          data-slot="command-palette"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            // After a jump the new page decides where focus goes.
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className={cn(
            'fixed top-[12vh] left-1/2 z-50 grid max-h-[76dvh] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2',
            'grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden rounded-lg border border-border bg-surface-raised text-fg shadow-lg',
            'transition-opacity duration-normal ease-standard fade-in',
          )}
        >
          <DialogPrimitive.Title className="sr-only">Search and jump</DialogPrimitive.Title>
          {/* The field draws no outline of its own inside the panel's edge; its row is underlined in the focus
              colour while it has focus, so the indicator is never only the caret. */}
          <div className="flex items-center gap-2 border-border border-b px-4 focus-within:shadow-[inset_0_-2px_0_var(--color-focus)]">
            <Search aria-hidden className="size-4 shrink-0 text-fg-muted" />
            <input
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeCommand ? optionId(activeIndex) : undefined}
              aria-label="Search pages, workspaces, templates or an assembly ID"
              placeholder="Search pages, workspaces, templates or an assembly ID"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-12 min-w-0 flex-1 bg-transparent text-fg text-sm outline-none placeholder:text-fg-muted"
            />
          </div>
          <div className="overflow-y-auto p-2">
            <div id={listId} role="listbox" aria-label="Results" className="grid gap-2">
              {groups.map((group) => (
                <PaletteGroupList
                  key={group}
                  group={group}
                  commands={commands}
                  activeIndex={activeIndex}
                  optionId={optionId}
                  onActivate={setActive}
                  onChoose={go}
                />
              ))}
            </div>
            <PaletteStatus loading={lists.loading} error={lists.error} empty={empty} query={query.trim()} />
          </div>
          <p className="border-border border-t px-4 py-2 text-fg-muted text-xs">
            <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move,{' '}
            <kbd className="font-sans">Enter</kbd> to open, <kbd className="font-sans">Esc</kbd> to close
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function PaletteGroupList({
  group,
  commands,
  activeIndex,
  optionId,
  onActivate,
  onChoose,
}: {
  group: PaletteGroup;
  commands: Command[];
  activeIndex: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (command: Command) => void;
}) {
  const headingId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox; a fieldset is for form controls.
    <div role="group" aria-labelledby={headingId}>
      <div id={headingId} className="px-2 pt-1 pb-1 font-medium text-fg-muted text-xs">
        {group}
      </div>
      {commands.map((command, index) =>
        command.group === group ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys for every option (aria-activedescendant), as the ARIA pattern asks.
          <div
            key={command.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // The input keeps focus while a pointer picks an option.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onActivate(index)}
            onClick={() => onChoose(command)}
            className="flex min-h-9 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm aria-selected:bg-primary-soft aria-selected:text-primary-text [&_svg]:size-4 [&_svg]:shrink-0"
          >
            {command.icon ? <command.icon aria-hidden /> : null}
            <span className="min-w-0 flex-1 truncate">{command.label}</span>
            {command.hint ? (
              <span className="max-w-48 shrink-0 truncate font-mono text-fg-muted text-xs">
                {command.hint}
              </span>
            ) : null}
          </div>
        ) : null,
      )}
    </div>
  );
}

function PaletteStatus({
  loading,
  error,
  empty,
  query,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  query: string;
}) {
  return (
    <output className="block px-2 text-fg-muted text-sm empty:hidden">
      {loading ? <p className="py-2">Searching…</p> : null}
      {error === undefined || error === null ? null : (
        <p className="py-2 text-danger-text">The search failed: {errorMessage(error)}</p>
      )}
      {empty ? <p className="py-6 text-center">Nothing matches “{query}”.</p> : null}
    </output>
  );
}
