import { useAnnouncements } from '@console/api';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/prefetch';
import { Dialog } from '../../primitives/dialog';
import { IconButton } from '../../primitives/icon-button';
import { Skeleton } from '../../primitives/skeleton';

const loadPanel = () => import('./announcements-panel');
// The panel (its list, the Markdown renderer) loads when someone reaches for the bell, not with every page.
const AnnouncementsPanel = lazy(async () => ({ default: (await loadPanel()).AnnouncementsPanel }));

export type AnnouncementsBellProps = {
  /** The workspace the shell shows; the list is read there, for the signed-in person. */
  workspace: string;
};

/** The bell's accessible name: the badge is drawn for the eye, the count is said here. */
export function bellLabel(unread: number): string {
  return unread === 0 ? 'Announcements' : `Announcements, ${unread} unread`;
}

/**
 * The announcements bell of the workspace shell: how many published announcements the person has not read, and a
 * panel listing them all, newest first. It asks for them once the page has painted and the browser is idle, and
 * shows nothing until they are there (nor when there are none, or they could not be read): the page never waits
 * for it.
 */
export function AnnouncementsBell({ workspace }: AnnouncementsBellProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const { data } = useAnnouncements(idle ? workspace : null);
  const [open, setOpen] = useState(false);
  if (!data || data.announcements.length === 0) return null;
  const unread = data.unread_count;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Announcements"
      description="News from the team, newest first."
      trigger={
        <IconButton
          label={bellLabel(unread)}
          data-slot="announcements-bell"
          className="relative"
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <Bell />
          {unread === 0 ? null : (
            <span
              data-slot="announcements-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 font-semibold text-[0.625rem] text-danger-fg tabular-nums leading-none"
            >
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </IconButton>
      }
    >
      <Suspense fallback={<PanelSkeleton />}>
        <AnnouncementsPanel workspace={workspace} />
      </Suspense>
    </Dialog>
  );
}

function PanelSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-2">
      <span className="sr-only">Loading the announcements</span>
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
    </div>
  );
}
