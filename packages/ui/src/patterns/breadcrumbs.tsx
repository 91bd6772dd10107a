import { Link } from 'react-router';
import { textLink } from '../primitives/text-link';

export type BreadcrumbsProps = {
  /** The list the page sits under: where it leads and its name. */
  parent: { to: string; label: string };
  /** The page itself: "New template", a template's name. */
  current: string;
};

/** {parent} / {current}: the way back to a list from the pages below it. */
export function Breadcrumbs({ parent, current }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li className="flex items-center gap-1.5">
          <Link to={parent.to} className={textLink({ tone: 'quiet' })}>
            {parent.label}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <span aria-hidden>/</span>
          <span aria-current="page" className="truncate text-fg">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
