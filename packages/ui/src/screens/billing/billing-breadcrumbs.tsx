import { Link } from 'react-router';
import { href } from '../../lib/paths';

/** Billing / {current}: the way back from an invoice's pages. */
export function BillingBreadcrumbs({ slug, current }: { slug: string; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li className="flex items-center gap-1.5">
          <Link
            to={href.billing(slug)}
            className="rounded-sm hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
          >
            Billing
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
