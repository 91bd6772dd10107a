import type { SavedCredentialType } from '@console/api';
import { Globe, type LucideIcon, Server, SquareTerminal } from 'lucide-react';
import {
  type SimpleIcon,
  siBackblaze,
  siBox,
  siCloudflare,
  siDigitalocean,
  siDropbox,
  siGooglecloudstorage,
  siGoogledrive,
  siMinio,
  siOpenstack,
  siSupabase,
  siVimeo,
  siWasabi,
  siYoutube,
} from 'simple-icons';

/*
 * Each service's mark, so a service is found by its look as well as its name. Brand marks come from Simple Icons
 * (one import each, so only these reach the picker's chunk); services it has no mark for (its owners asked for
 * theirs to be removed) show their initials, and the three kinds of server a plain symbol.
 */
type Mark = { brand: SimpleIcon } | { symbol: LucideIcon } | { initials: string };

const MARKS: Record<SavedCredentialType, Mark> = {
  s3: { initials: 'S3' },
  gcs: { brand: siGooglecloudstorage },
  azure: { initials: 'Az' },
  backblaze: { brand: siBackblaze },
  digitalocean: { brand: siDigitalocean },
  wasabi: { brand: siWasabi },
  minio: { brand: siMinio },
  cloudflare: { brand: siCloudflare },
  tigris: { initials: 'Ti' },
  supabase: { brand: siSupabase },
  swift: { brand: siOpenstack },
  rackspace: { initials: 'Rs' },
  ftp: { symbol: Server },
  sftp: { symbol: SquareTerminal },
  http: { symbol: Globe },
  dropbox: { brand: siDropbox },
  box: { brand: siBox },
  'google-drive': { brand: siGoogledrive },
  youtube: { brand: siYoutube },
  vimeo: { brand: siVimeo },
};

/** A service's mark on a small tile; decorative, since the service's name is beside it. */
export function ServiceMark({ type }: { type: SavedCredentialType }) {
  const mark = MARKS[type];
  return (
    <span
      aria-hidden
      data-mark={type}
      className="flex size-9 shrink-0 items-center justify-center rounded-md border border-border bg-surface-raised font-semibold text-fg-muted text-xs"
    >
      {'brand' in mark ? (
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill={`#${mark.brand.hex}`}>
          <path d={mark.brand.path} />
        </svg>
      ) : 'symbol' in mark ? (
        <mark.symbol className="size-5" />
      ) : (
        mark.initials
      )}
    </span>
  );
}
