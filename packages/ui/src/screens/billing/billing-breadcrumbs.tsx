import { href } from '../../lib/paths';
import { Breadcrumbs } from '../../patterns/breadcrumbs';

/** Billing / {current}: the way back from an invoice's pages. */
export function BillingBreadcrumbs({ slug, current }: { slug: string; current: string }) {
  return <Breadcrumbs parent={{ to: href.billing(slug), label: 'Billing' }} current={current} />;
}
