import { supportedTimeZones } from '@console/api';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useMemo } from 'react';
import { cn } from '../../lib/cn';
import { selectVariants } from '../../primitives/select';

type TimeZoneOption = { value: string; label: string };
type TimeZoneGroup = { region: string; zones: TimeZoneOption[] };

const readable = (part: string) => part.replaceAll('_', ' ');

/** "America/Argentina/Buenos_Aires" reads "Buenos Aires, Argentina"; "UTC" stays itself. */
function placeOf(zone: string): string {
  const [, ...rest] = zone.split('/');
  return rest.length === 0 ? zone : rest.reverse().map(readable).join(', ');
}

/**
 * The zones grouped by region, each labelled by its place. Offsets are left out of the labels: a formatter per
 * zone costs most of a second for four hundred zones. The current value is kept even when this browser's list
 * lacks it (an old alias saved elsewhere), so opening the settings never changes it silently.
 */
function timeZoneGroups(current: string): TimeZoneGroup[] {
  const known = supportedTimeZones();
  const zones = current === '' || known.includes(current) ? known : [current, ...known];
  const groups = new Map<string, TimeZoneOption[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? readable(zone.split('/')[0] ?? zone) : 'Universal';
    const group = groups.get(region) ?? [];
    group.push({ value: zone, label: placeOf(zone) });
    groups.set(region, group);
  }
  return [...groups].map(([region, options]) => ({ region, zones: options }));
}

export type TimeZoneSelectProps = ComponentProps<'select'>;

/**
 * Every IANA time zone, grouped by region; typing a place's first letters jumps to it. A native select on
 * purpose: the Radix-based Select mounts a component per item, which takes seconds for four hundred zones,
 * while a native one lists them at once and brings the platform's own picker on phones. It wears the Select's
 * styles so it looks like the other controls.
 */
export function TimeZoneSelect({ className, value, defaultValue, ...props }: TimeZoneSelectProps) {
  const current = typeof value === 'string' ? value : typeof defaultValue === 'string' ? defaultValue : '';
  const groups = useMemo(() => timeZoneGroups(current), [current]);
  return (
    <div data-slot="time-zone-select" className="relative">
      <select
        value={value}
        defaultValue={defaultValue}
        className={cn(selectVariants(), 'appearance-none pr-9', className)}
        {...props}
      >
        {groups.map((group) => (
          <optgroup key={group.region} label={group.region}>
            {group.zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}

/** What a zone means right now, for the hint under the select: "It is 13:00 there now (GMT+1)." */
export function timeZoneNow(zone: string, now: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'shortOffset',
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `It is ${part('hour')}:${part('minute')} there now (${part('timeZoneName')}).`;
  } catch {
    // An unknown zone (typed into a saved profile elsewhere) has no clock to show.
    return null;
  }
}
