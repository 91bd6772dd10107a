import { Link } from 'react-router';
import { href } from '../../lib/paths';

export type TemplateBreadcrumbsProps = {
  slug: string;
  /** The page below the template list: "New template" or the template's name. */
  current: string;
};

/** Templates / {current}: the way back to the list from the pages below it. */
export function TemplateBreadcrumbs({ slug, current }: TemplateBreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li className="flex items-center gap-1.5">
          <Link
            to={href.templates(slug)}
            className="rounded-sm hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
          >
            Templates
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
