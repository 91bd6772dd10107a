import {
  type Announcement,
  type AnnouncementRead,
  AnnouncementReadSchema,
  AnnouncementSchema,
} from '@console/api';
import { presetFor } from './catalogue';
import { between, daysAgo, minutesAgo, seededRandom } from './seed';

const ANNOUNCEMENT_PRESETS = [
  {
    title: 'Faster video encoding in eu-west-1',
    body: 'Assemblies using **/video/encode** in `eu-west-1` now run on newer machines and finish up to 30% sooner. No template changes are needed.',
  },
  {
    title: 'Scheduled maintenance on January 20',
    body: 'Between 02:00 and 02:30 UTC, new uploads may be queued for a few minutes. Running assemblies are not affected.',
  },
  {
    title: 'ffmpeg_stack v5 is deprecated',
    body: 'Templates that pin `ffmpeg_stack: "v5.0.0"` will move to v6 on March 1. [Read the migration notes](https://transloadit.com/docs/).',
  },
] as const;

export function buildAnnouncement(overrides: Partial<Announcement> = {}, seq = 1): Announcement {
  const random = seededRandom(seq);
  const preset = presetFor(ANNOUNCEMENT_PRESETS, seq);
  const defaults: Announcement = {
    id: seq,
    title: preset.title,
    body: preset.body,
    read_count: between(random, 0, 2_500),
    created: daysAgo(seq * 9 + 1),
    published: daysAgo(seq * 9),
  };
  return AnnouncementSchema.parse({ ...defaults, ...overrides });
}

/** User 1 having read the announcement with the same seq. */
export function buildAnnouncementRead(overrides: Partial<AnnouncementRead> = {}, seq = 1): AnnouncementRead {
  const defaults: AnnouncementRead = {
    announcement_id: seq,
    user_id: 1,
    created: minutesAgo(seq * 90),
  };
  return AnnouncementReadSchema.parse({ ...defaults, ...overrides });
}
