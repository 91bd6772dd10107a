import { useAnnouncements } from '@console/api';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/prefetch';

// The bell's button and dialog (Radix, its tooltip) load with the list, once the browser is idle: a shell's first
// paint waits for none of it, and the bell shows nothing before its list is there anyway.
const AnnouncementsDialog = lazy(async () => ({
  default: (await import('./announcements-dialog')).AnnouncementsDialog,
}));

export type AnnouncementsBellProps = {
  /** The workspace the shell shows; the list is read there, for the signed-in person. */
  workspace: string;
};

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
  if (!data || data.announcements.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementsDialog workspace={workspace} unread={data.unread_count} />
    </Suspense>
  );
}
