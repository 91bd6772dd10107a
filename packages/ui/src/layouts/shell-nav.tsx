import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';
import { usePrefetch, usePrefetchWhenIdle } from '../lib/prefetch';

export type ShellNavItem = {
  /** The in-app path the item links to; the item shows as current while the location is on or under it. */
  to: string;
  /** The link's text, also its accessible name. */
  label: string;
  /** Drawn before the label; decorative, so it is hidden from assistive technology. */
  icon: LucideIcon;
  /** Active only on this exact path, for index pages whose children have their own item. */
  end?: boolean;
};

export type ShellNavSection = {
  /** Short caption over the group; the first group of a nav usually has none. */
  label?: string;
  /** The links of the group, in the order they are listed. */
  items: ShellNavItem[];
};

const navLinkClasses = cn(
  'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-fg-muted text-sm',
  'transition-colors duration-fast ease-standard hover:bg-surface-sunken hover:text-fg',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-text',
  '[&_svg]:size-4 [&_svg]:shrink-0',
);

type ShellNavProps = {
  label: string;
  sections: ShellNavSection[];
  onNavigate?: () => void;
};

function ShellNavGroup({ section, onNavigate }: { section: ShellNavSection; onNavigate?: () => void }) {
  const captionId = useId();
  const prefetch = usePrefetch();
  return (
    <div className="grid gap-1">
      {section.label === undefined ? null : (
        <p id={captionId} className="px-3 pt-2 font-medium text-fg-muted text-xs uppercase tracking-wide">
          {section.label}
        </p>
      )}
      <ul className="grid gap-0.5" aria-labelledby={section.label === undefined ? undefined : captionId}>
        {section.items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              onPointerEnter={() => prefetch(to, { intent: true })}
              onFocus={() => prefetch(to, { intent: true })}
              className={navLinkClasses}
            >
              <Icon aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sidebar's link list; NavLink marks the item of the current page with aria-current="page". */
export function ShellNav({ label, sections, onNavigate }: ShellNavProps) {
  usePrefetchWhenIdle(sections.flatMap((section) => section.items.map((item) => item.to)));
  return (
    <nav aria-label={label} className="grid gap-4">
      {sections
        .filter((section) => section.items.length > 0)
        .map((section) => (
          <ShellNavGroup
            key={section.label ?? section.items[0]?.to}
            section={section}
            onNavigate={onNavigate}
          />
        ))}
    </nav>
  );
}
