import { Bell } from 'lucide-react';
import { lazy, useState } from 'react';
import { LazyBodyDialog } from '../../patterns/lazy-body-dialog';
import { IconButton } from '../../primitives/icon-button';

/** The bell's accessible name: the badge is drawn for the eye, the count is said here. */
export function bellLabel(unread: number): string {
  return unread === 0 ? 'Announcements' : `Announcements, ${unread} unread`;
}

const loadPanel = () => import('./announcements-panel');
// The panel (its list, the Markdown renderer) loads when someone reaches for the bell, not with every page.
const AnnouncementsPanel = lazy(async () => ({ default: (await loadPanel()).AnnouncementsPanel }));

/** The bell button with its unread count, and the dialog it opens (AnnouncementsBell loads it with the list). */
export function AnnouncementsDialog({ workspace, unread }: { workspace: string; unread: number }) {
  const [open, setOpen] = useState(false);
  return (
    <LazyBodyDialog
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
      loadingLabel="Loading the announcements"
      placeholder={['h-14', 'h-14']}
    >
      <AnnouncementsPanel workspace={workspace} />
    </LazyBodyDialog>
  );
}
