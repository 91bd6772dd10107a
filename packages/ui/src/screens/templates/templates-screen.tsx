import {
  errorMessage,
  preloadTemplates,
  TEMPLATE_SORTS,
  TEMPLATES_PER_PAGE,
  type Template,
  type TemplateListQuery,
  type TemplateListReply,
  type TemplateSort,
  type TemplateSortDirection,
  useTemplateActions,
  useTemplates,
} from '@console/api';
import { Copy, FileCode, Pencil, Plus, Search, ShieldCheck, Trash } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { type ListView, listQuery, readListView, useLastPageClamp, useUrlView } from '../../lib/url-view';
import { currentData, shownData, useServerList } from '../../lib/use-server-list';
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableRowAction,
  type SortingState,
} from '../../patterns/data-table';
import { EmptyState } from '../../patterns/empty-state';
import { PageHeader } from '../../patterns/page-header';
import { RelativeTime } from '../../patterns/relative-time';
import { SearchBox } from '../../patterns/search-box';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { ShortId } from '../../patterns/short-id';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { textLink } from '../../primitives/text-link';
import { useToast } from '../../primitives/toast';

export type TemplatesScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/templates). */
  workspace: string;
};

/** The server's own default order: the templates someone worked on last come first. */
const DEFAULT_SORT: { sort: TemplateSort; dir: TemplateSortDirection } = { sort: 'modified', dir: 'desc' };

const LIST_TEXTS = {
  loading: 'Loading the templates',
  failed: 'The templates could not be loaded',
  stale: 'The templates could not be refreshed',
};

const isEmpty = (reply: TemplateListReply) => reply.total === 0;

/** The list's view as the URL holds it (`?q=&sort=&dir=&page=`), so a link or Back reproduces it. */
const viewFrom = (params: URLSearchParams) =>
  // A chosen column without a direction runs ascending, as a first click on its header does.
  readListView(params, { sorts: TEMPLATE_SORTS, fallback: DEFAULT_SORT, chosenDir: 'asc' });

const queryFor = (view: ListView<TemplateSort>): TemplateListQuery => listQuery(view, TEMPLATES_PER_PAGE);

/** Fetches the page of templates a link with this query string shows, before the person follows it. */
export function preloadTemplatesScreen(slug: string, search: URLSearchParams): void {
  preloadTemplates(slug, queryFor(viewFrom(search)));
}

/**
 * The workspace's templates: search by name or id, sort, page, duplicate and delete, with a way to the editor of
 * each and to a new one. Every part of the view lives in the URL.
 */
export function TemplatesScreen({ workspace: slug }: TemplatesScreenProps) {
  const { params, changeView, changePage } = useUrlView();
  const view = viewFrom(params);
  const query = queryFor(view);
  // A search narrows the list: only an empty answer without one says the workspace has no templates.
  const list = useServerList(useTemplates(slug, query), { isEmpty, filtered: view.q !== '' });
  const shown = shownData(list);
  const searchRef = useRef<HTMLInputElement>(null);
  const createFirstRef = useRef<HTMLAnchorElement>(null);

  useLastPageClamp(view.page, currentData(list)?.total, TEMPLATES_PER_PAGE, changeView);

  const neverCreated = list.kind === 'empty' && !list.filtered;

  return (
    <PageFrame kind="list" data-slot="templates-screen">
      <PageHeader
        title="Templates"
        description="Saved processing steps. Uploads and API requests name a template by its id to be processed with its steps."
        actions={
          neverCreated ? null : (
            <Button asChild>
              <Link to={href.templateNew(slug)}>
                <Plus aria-hidden />
                New template
              </Link>
            </Button>
          )
        }
      />
      <div className="grid gap-4">
        {/* The search stays when a search fails to load, so the words typed can be changed or cleared. */}
        {neverCreated ? null : (
          <SearchBox
            label="Search templates"
            placeholder="Search by name or id"
            inputRef={searchRef}
            value={view.q}
            onSearch={(q) => changeView({ q: q === '' ? null : q, page: null }, true)}
          />
        )}
        <ServerListFrame list={list} texts={LIST_TEXTS} className="grid gap-4">
          {neverCreated ? (
            <EmptyState
              framed
              icon={<FileCode />}
              title="No templates yet"
              description="A template keeps your processing steps on the server, so every upload that names it is processed the same way."
              action={
                <Button asChild>
                  <Link ref={createFirstRef} to={href.templateNew(slug)}>
                    Create your first template
                  </Link>
                </Button>
              }
            />
          ) : (
            <TemplateTable
              slug={slug}
              templates={shown?.templates ?? []}
              total={shown?.total ?? 0}
              // The page of the rows on screen: while the next page loads, the pager still says where they are from.
              page={shown?.page ?? view.page}
              sorting={[{ id: view.sort, desc: view.dir === 'desc' }]}
              loading={list.kind === 'loading'}
              search={view.q}
              onClearSearch={() => {
                changeView({ q: null, page: null });
                searchRef.current?.focus();
              }}
              onSortingChange={(sort, dir) => changeView({ sort, dir, page: null })}
              onPageChange={changePage}
              afterDelete={() => (searchRef.current ?? createFirstRef.current)?.focus()}
            />
          )}
        </ServerListFrame>
      </div>
    </PageFrame>
  );
}

type TemplateTableProps = {
  slug: string;
  templates: Template[];
  total: number;
  page: number;
  sorting: SortingState;
  loading: boolean;
  search: string;
  onClearSearch: () => void;
  onSortingChange: (sort: TemplateSort, dir: TemplateSortDirection) => void;
  onPageChange: (page: number) => void;
  /** Where focus goes once a deleted template's row (and its menu button) is gone. */
  afterDelete: () => void;
};

function TemplateTable({
  slug,
  templates,
  total,
  page,
  sorting,
  loading,
  search,
  onClearSearch,
  onSortingChange,
  onPageChange,
  afterDelete,
}: TemplateTableProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { duplicate, remove } = useTemplateActions(slug);
  // The template to delete, and the menu button it was chosen from, which gets focus back when nothing is deleted.
  const [deleting, setDeleting] = useState<{ template: Template; opener: HTMLElement | null } | null>(null);
  const deleted = useRef(false);
  const columns = useMemo(() => templateColumns(slug), [slug]);

  const duplicateTemplate = async (template: Template) => {
    try {
      const reply = await duplicate(template.id);
      toast({
        variant: 'success',
        title: 'Template duplicated',
        description: `“${reply.template.name}” is a copy of “${template.name}”.`,
      });
    } catch (caught) {
      toast({
        variant: 'error',
        title: `“${template.name}” was not duplicated`,
        description: errorMessage(caught),
      });
    }
  };

  const deleteTemplate = async (template: Template) => {
    try {
      await remove(template.id);
      deleted.current = true;
      toast({ variant: 'success', title: 'Template deleted', description: `“${template.name}” is gone.` });
    } catch (caught) {
      toast({
        variant: 'error',
        title: `“${template.name}” was not deleted`,
        description: errorMessage(caught),
      });
    }
  };

  const rowActions = (template: Template): DataTableRowAction[] => [
    {
      label: 'Edit',
      icon: <Pencil aria-hidden />,
      onSelect: () => navigate(href.template(slug, template.id)),
    },
    { label: 'Duplicate', icon: <Copy aria-hidden />, onSelect: () => void duplicateTemplate(template) },
    {
      label: 'Delete',
      icon: <Trash aria-hidden />,
      variant: 'danger',
      // The dialog opens while the menu is still closing, so it cannot see the button to return focus to.
      onSelect: () =>
        setDeleting({
          template,
          opener: document.querySelector<HTMLElement>('[aria-haspopup="menu"][data-state="open"]'),
        }),
    },
  ];

  return (
    <>
      <DataTable
        caption="Templates"
        columns={columns}
        data={templates}
        getRowId={(template) => template.id}
        getRowLabel={(template) => template.name}
        loading={loading}
        manualSorting
        sorting={sorting}
        onSortingChange={(next) => {
          const current = sorting[0];
          // Headers switch between ascending and descending; there is no unsorted list to go back to.
          const chosen = next[0] ?? (current ? { id: current.id, desc: !current.desc } : null);
          const key = TEMPLATE_SORTS.find((sortKey) => sortKey === chosen?.id);
          if (chosen && key) onSortingChange(key, chosen.desc ? 'desc' : 'asc');
        }}
        pagination={{
          mode: 'server',
          pageIndex: page - 1,
          pageSize: TEMPLATES_PER_PAGE,
          rowCount: total,
          filtered: search !== '',
          onPaginationChange: (next) => onPageChange(next.pageIndex + 1),
        }}
        rowActions={rowActions}
        empty={{
          icon: <Search />,
          title: 'No templates match',
          description: `No template name or id contains “${search}”.`,
          action: (
            <Button variant="secondary" size="sm" onClick={onClearSearch}>
              Show all templates
            </Button>
          ),
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (open) return;
          const opener = deleting?.opener;
          setDeleting(null);
          // Once the dialog is gone: its opener, or, when that left with the deleted row, the search box.
          const next = deleted.current ? afterDelete : () => opener?.focus();
          deleted.current = false;
          window.setTimeout(next, 0);
        }}
        title={`Delete template “${deleting?.template.name ?? ''}”?`}
        description="Uploads and API requests that name its id will fail. Assemblies that already ran keep their results. This cannot be undone."
        confirmLabel="Delete template"
        onConfirm={() => (deleting ? deleteTemplate(deleting.template) : undefined)}
      />
    </>
  );
}

function templateColumns(slug: string) {
  const helper = createDataTableColumnHelper<Template>();
  return helper.columns([
    helper.accessor('name', {
      header: 'Name',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <Link
            to={href.template(slug, row.original.id)}
            title={row.original.name}
            className={textLink({ className: 'block min-w-0 max-w-72 truncate font-medium' })}
          >
            {row.original.name}
          </Link>
          {row.original.require_signature_auth ? (
            <Badge tone="info">
              <ShieldCheck aria-hidden />
              Signature required
            </Badge>
          ) : null}
        </span>
      ),
    }),
    helper.accessor('id', {
      header: 'Template ID',
      enableSorting: false,
      meta: { mono: true },
      cell: ({ row }) => (
        <ShortId value={row.original.id} label={`Copy template id of ${row.original.name}`} />
      ),
    }),
    helper.accessor('last_used', {
      header: 'Last used',
      cell: ({ getValue }) => {
        const lastUsed = getValue();
        return lastUsed === null ? (
          <span className="text-fg-muted">Never</span>
        ) : (
          <RelativeTime value={lastUsed} className="text-fg-muted" />
        );
      },
    }),
    helper.accessor('modified', {
      header: 'Modified',
      cell: ({ getValue }) => <RelativeTime value={getValue()} className="text-fg-muted" />,
    }),
  ]);
}
