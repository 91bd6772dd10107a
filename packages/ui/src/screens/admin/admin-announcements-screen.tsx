import {
  type Announcement,
  type AnnouncementListReply,
  errorMessage,
  useAdminAnnouncements,
  useAnnouncementActions,
} from '@console/api';
import { Megaphone, Pencil, Plus, Send, Undo2 } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { formatCount } from '../../lib/format';
import { useServerList } from '../../lib/use-server-list';
import { DialogSkeleton } from '../../patterns/busy-placeholder';
import { createDataTableColumnHelper, DataTable, type DataTableRowAction } from '../../patterns/data-table';
import { EmptyState } from '../../patterns/empty-state';
import { PageHeader } from '../../patterns/page-header';
import { DayTime } from '../../patterns/relative-time';
import { rowDeleteAction } from '../../patterns/row-delete-action';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { StatusBadge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { Dialog } from '../../primitives/dialog';
import { useToast } from '../../primitives/toast';
import { listTexts } from './admin-format';

// The editor (its form library and the preview) loads when it first opens: the list alone is what most visits need.
const AnnouncementEditor = lazy(async () => ({
  default: (await import('./announcement-editor')).AnnouncementEditor,
}));

const LIST_TEXTS = listTexts('the announcements');

const isEmpty = (reply: AnnouncementListReply) => reply.announcements.length === 0;

/** Which announcement the editor is open on: a new one, or one to change. */
type Editing = { mode: 'create' } | { mode: 'edit'; announcement: Announcement } | null;

/**
 * The admin's announcements: every one with when it was published and how many people read it; write one with a
 * live preview, publish and unpublish it, and delete it after a confirmation.
 */
export function AdminAnnouncementsScreen() {
  const swr = useAdminAnnouncements();
  const list = useServerList(swr, { isEmpty });
  const [editing, setEditing] = useState<Editing>(null);
  const newButton = (
    <Button onClick={() => setEditing({ mode: 'create' })}>
      <Plus aria-hidden />
      New announcement
    </Button>
  );
  return (
    <PageFrame kind="list" data-slot="admin-announcements-screen">
      <PageHeader
        title="Announcements"
        description="News every customer sees under the bell in their console. A draft stays here until it is published."
        actions={list.kind === 'empty' ? null : newButton}
      />
      <ServerListFrame list={list} texts={LIST_TEXTS} className="grid gap-4">
        {list.kind === 'empty' ? (
          <EmptyState
            framed
            icon={<Megaphone />}
            title="No announcements yet"
            description="Write one to tell every customer about a new feature, a change or planned maintenance."
            action={newButton}
          />
        ) : (
          <AnnouncementTable
            announcements={'data' in list ? list.data.announcements : []}
            loading={list.kind === 'loading'}
            onEdit={(announcement) => setEditing({ mode: 'edit', announcement })}
          />
        )}
      </ServerListFrame>
      <Dialog
        size="lg"
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing?.mode === 'edit' ? 'Edit announcement' : 'New announcement'}
        description="Markdown: **bold**, *italic*, `code`, [links](https://…), lists and # headings. The preview shows what customers will see."
      >
        {editing === null ? null : (
          <Suspense
            fallback={<DialogSkeleton label="Loading the editor" bodyHeight="h-48" className="gap-5" />}
          >
            <AnnouncementEditor
              announcement={editing.mode === 'edit' ? editing.announcement : null}
              onSaved={() => setEditing(null)}
            />
          </Suspense>
        )}
      </Dialog>
    </PageFrame>
  );
}

type AnnouncementTableProps = {
  announcements: Announcement[];
  loading: boolean;
  onEdit: (announcement: Announcement) => void;
};

function AnnouncementTable({ announcements, loading, onEdit }: AnnouncementTableProps) {
  const { toast } = useToast();
  const { publish, unpublish, remove } = useAnnouncementActions();
  const [deleting, setDeleting] = useState<{ announcement: Announcement; opener: HTMLElement | null } | null>(
    null,
  );
  const deleted = useRef(false);
  const columns = useMemo(announcementColumns, []);

  const run = async (announcement: Announcement, action: 'publish' | 'unpublish') => {
    try {
      const reply = await (action === 'publish' ? publish : unpublish)(announcement.id);
      toast({ variant: 'success', title: reply.meta.message ?? 'Saved' });
    } catch (caught) {
      toast({
        variant: 'error',
        title: `“${announcement.title}” was not ${action}ed`,
        description: errorMessage(caught),
      });
    }
  };

  const rowActions = (announcement: Announcement): DataTableRowAction[] => [
    { label: 'Edit', icon: <Pencil aria-hidden />, onSelect: () => onEdit(announcement) },
    announcement.published === null
      ? { label: 'Publish', icon: <Send aria-hidden />, onSelect: () => void run(announcement, 'publish') }
      : {
          label: 'Unpublish',
          icon: <Undo2 aria-hidden />,
          onSelect: () => void run(announcement, 'unpublish'),
        },
    rowDeleteAction((opener) => setDeleting({ announcement, opener })),
  ];

  return (
    <>
      <DataTable
        caption="Announcements"
        columns={columns}
        data={announcements}
        getRowId={(announcement) => String(announcement.id)}
        getRowLabel={(announcement) => `announcement ${announcement.title}`}
        loading={loading}
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (open) return;
          const opener = deleting?.opener;
          setDeleting(null);
          // The row's menu button left with a deleted row: focus goes to the page's main area instead.
          const next = deleted.current
            ? () => document.getElementById('main')?.focus()
            : () => opener?.focus();
          deleted.current = false;
          window.setTimeout(next, 0);
        }}
        title={`Delete “${deleting?.announcement.title ?? ''}”?`}
        description="Customers no longer see it, and who read it is forgotten. This cannot be undone."
        confirmLabel="Delete announcement"
        onConfirm={async () => {
          if (!deleting) return;
          await remove(deleting.announcement.id);
          deleted.current = true;
          toast({ variant: 'success', title: 'Announcement deleted' });
        }}
      />
    </>
  );
}

function announcementColumns() {
  const helper = createDataTableColumnHelper<Announcement>();
  return helper.columns([
    helper.accessor('title', {
      header: 'Title',
      cell: ({ getValue }) => (
        <span title={getValue()} className="block min-w-0 max-w-[28rem] truncate font-medium">
          {getValue()}
        </span>
      ),
    }),
    helper.accessor((announcement) => announcement.published !== null, {
      id: 'status',
      header: 'Status',
      cell: ({ getValue }) =>
        getValue() ? (
          <StatusBadge tone="success" label="Published" />
        ) : (
          <StatusBadge tone="neutral" label="Draft" />
        ),
    }),
    helper.accessor('published', {
      header: 'Published',
      cell: ({ getValue }) => {
        const published = getValue();
        return published === null ? (
          <span className="text-fg-muted">Not yet</span>
        ) : (
          <DayTime value={published} className="whitespace-nowrap" />
        );
      },
    }),
    helper.accessor('read_count', {
      header: 'Read by',
      meta: { align: 'end', className: 'tabular-nums' },
      cell: ({ getValue }) => formatCount(getValue()),
    }),
  ]);
}
