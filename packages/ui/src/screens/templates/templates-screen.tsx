import {
  errorMessage,
  preloadTemplates,
  TEMPLATE_SORTS,
  TEMPLATES_PER_PAGE,
  type Template,
  type TemplateSort,
  useTemplateActions,
  useTemplates,
} from '@console/api';
import { Copy, FileCode, ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { listQuery, readListView } from '../../lib/url-view';
import { createDataTableColumnHelper } from '../../patterns/data-table';
import { RelativeTime } from '../../patterns/relative-time';
import { LastUsedTime } from '../../patterns/resource-list-last-used';
import {
  ResourceListSection,
  type ResourceListViewOptions,
  useResourceListView,
} from '../../patterns/resource-list-section';
import { ShortId } from '../../patterns/short-id';
import { Badge } from '../../primitives/badge';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { textLink } from '../../primitives/text-link';
import { useToast } from '../../primitives/toast';

export type TemplatesScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/templates). */
  workspace: string;
};

/**
 * The list's view as the URL holds it (`?q=&sort=&dir=&page=`), so a link or Back reproduces it: by default the
 * server's own order, the templates someone worked on last first. A chosen column without a direction runs
 * ascending, as a first click on its header does.
 */
const TEMPLATES_VIEW: ResourceListViewOptions<TemplateSort> = {
  sorts: TEMPLATE_SORTS,
  fallback: { sort: 'modified', dir: 'desc' },
  chosenDir: 'asc',
  perPage: TEMPLATES_PER_PAGE,
};

/** Fetches the page of templates a link with this query string shows, before the person follows it. */
export function preloadTemplatesScreen(slug: string, search: URLSearchParams): void {
  preloadTemplates(slug, listQuery(readListView(search, TEMPLATES_VIEW), TEMPLATES_PER_PAGE));
}

/**
 * The workspace's templates: search by name or id, sort, page, duplicate and delete, with a way to the editor of
 * each and to a new one. Every part of the view lives in the URL.
 */
export function TemplatesScreen({ workspace: slug }: TemplatesScreenProps) {
  const list = useResourceListView(TEMPLATES_VIEW);
  const source = useTemplates(slug, list.query);
  const { toast } = useToast();
  const { duplicate, remove } = useTemplateActions(slug);
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

  // A refused delete says why in a toast rather than in the dialog, which closes either way.
  const deleteTemplate = async (template: Template, deleted: () => void) => {
    try {
      await remove(template.id);
      deleted();
      toast({ variant: 'success', title: 'Template deleted', description: `“${template.name}” is gone.` });
    } catch (caught) {
      toast({
        variant: 'error',
        title: `“${template.name}” was not deleted`,
        description: errorMessage(caught),
      });
    }
  };

  return (
    <PageFrame kind="list" data-slot="templates-screen">
      <ResourceListSection
        level="page"
        title="Templates"
        description="Saved processing steps. Uploads and API requests name a template by its id to be processed with its steps."
        list={list}
        source={source}
        table={{
          columns,
          rowsOf: (data) => data.templates,
          getRowId: (template) => template.id,
          getRowLabel: (template) => template.name,
        }}
        rowMenu={{
          editHref: (template) => href.template(slug, template.id),
          more: (template) => [
            {
              label: 'Duplicate',
              icon: <Copy aria-hidden />,
              onSelect: () => void duplicateTemplate(template),
            },
          ],
          destroyLabel: 'Delete',
        }}
        confirm={(menu) => (
          <ConfirmDialog
            open={menu.confirming !== null}
            onOpenChange={(open) => {
              if (!open) menu.close();
            }}
            title={`Delete template “${menu.confirming?.name ?? ''}”?`}
            description="Uploads and API requests that name its id will fail. Assemblies that already ran keep their results. This cannot be undone."
            confirmLabel="Delete template"
            onConfirm={() =>
              menu.confirming ? deleteTemplate(menu.confirming, menu.markDestroyed) : undefined
            }
          />
        )}
        create={{ to: href.templateNew(slug), label: 'New template' }}
        empty={{
          icon: <FileCode />,
          title: 'No templates yet',
          description:
            'A template keeps your processing steps on the server, so every upload that names it is processed the same way.',
          action: 'Create your first template',
        }}
        noun={{ one: 'template', many: 'templates' }}
        searchPlaceholder="Search by name or id"
        noMatch={(q) => `No template name or id contains “${q}”.`}
      />
    </PageFrame>
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
      cell: ({ getValue }) => <LastUsedTime value={getValue()} />,
    }),
    helper.accessor('modified', {
      header: 'Modified',
      cell: ({ getValue }) => <RelativeTime value={getValue()} className="text-fg-muted" />,
    }),
  ]);
}
