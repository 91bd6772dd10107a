import {
  type CustomerAnnouncement,
  errorMessage,
  useAnnouncements,
  useMarkAnnouncementRead,
} from '@console/api';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Markdown, markdownPlainText } from '../../lib/markdown';
import { DayTime } from '../../patterns/relative-time';
import { Button } from '../../primitives/button';
import { useToast } from '../../primitives/toast';

function PublishedOn({ value }: { value: string }) {
  return <DayTime value={value} className="shrink-0 whitespace-nowrap text-fg-muted text-xs" />;
}

export type AnnouncementsPanelProps = {
  /** The workspace the list was read in (the bell's). */
  workspace: string;
};

/**
 * The bell's panel: every published announcement, newest first, the unread ones marked; opening one shows it in
 * full and records that the person read it. Back returns to the list, with focus on the one just read.
 */
export function AnnouncementsPanel({ workspace }: AnnouncementsPanelProps) {
  const { data } = useAnnouncements(workspace);
  const markRead = useMarkAnnouncementRead(workspace);
  const { toast } = useToast();
  const [openId, setOpenId] = useState<number | null>(null);
  const returnTo = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const announcements = data?.announcements ?? [];
  const opened = announcements.find((announcement) => announcement.id === openId) ?? null;

  useEffect(() => {
    if (opened !== null || returnTo.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-announcement="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [opened]);

  const open = (announcement: CustomerAnnouncement) => {
    setOpenId(announcement.id);
    if (announcement.read) return;
    markRead(announcement.id).catch((error: unknown) =>
      toast({
        variant: 'error',
        title: 'This announcement is still marked unread',
        description: errorMessage(error),
      }),
    );
  };

  if (opened) {
    return (
      <AnnouncementView
        announcement={opened}
        onBack={() => {
          returnTo.current = opened.id;
          setOpenId(null);
        }}
      />
    );
  }
  return (
    <ul ref={listRef} aria-label="Announcements, newest first" className="-mx-2 grid gap-1">
      {announcements.map((announcement) => (
        <li key={announcement.id}>
          <button
            type="button"
            data-announcement={announcement.id}
            onClick={() => open(announcement)}
            className={cn(
              'grid w-full min-w-0 gap-0.5 rounded-md px-2 py-2 text-left transition-colors duration-fast ease-standard',
              'hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            )}
          >
            <span className="flex min-w-0 items-center gap-2">
              {announcement.read ? null : (
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
              )}
              <span
                className={cn('min-w-0 truncate', announcement.read ? 'text-fg' : 'font-semibold text-fg')}
              >
                {announcement.title}
              </span>
              {announcement.read ? null : <span className="sr-only">(unread)</span>}
            </span>
            <span className="flex min-w-0 items-center gap-2">
              <PublishedOn value={announcement.published} />
              <span className="min-w-0 truncate text-fg-muted text-xs">
                {markdownPlainText(announcement.body)}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function AnnouncementView({
  announcement,
  onBack,
}: {
  announcement: CustomerAnnouncement;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening one replaces the list under the focused button: focus goes to what is read next.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <article aria-labelledby={`announcement-${announcement.id}`} className="grid min-w-0 gap-3">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden />
          All announcements
        </Button>
      </div>
      <div className="grid gap-1">
        <h3
          id={`announcement-${announcement.id}`}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-base text-fg outline-none"
        >
          {announcement.title}
        </h3>
        <PublishedOn value={announcement.published} />
      </div>
      <Markdown source={announcement.body} />
    </article>
  );
}
