import { type AdminWorkspaceStatus, formatMoney } from '@console/api';
import { Link } from 'react-router';
import { href } from '../../lib/paths';
import { invoiceStatus } from '../../patterns/invoice-status-badge';
import { Badge, type BadgeTone } from '../../primitives/badge';
import { textLink } from '../../primitives/text-link';

/** How each status reads, in the filter, the badges and the page titles. */
export const STATUS_LABELS: Record<AdminWorkspaceStatus, string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  deleted: 'Deleted',
  'plan-exceeded': 'Plan exceeded',
  'bill-limit-reached': 'Bill limit reached',
  unpaid: 'Unpaid',
  invoicing: 'On invoicing',
};

const STATUS_TONES: Record<AdminWorkspaceStatus, BadgeTone> = {
  active: 'success',
  cancelled: 'neutral',
  deleted: 'danger',
  'plan-exceeded': 'warning',
  'bill-limit-reached': 'warning',
  // Unpaid reads in the one tone the invoices' own badge gives it, wherever it is shown.
  unpaid: invoiceStatus({ paid: false }).tone,
  invoicing: 'info',
};

/** A workspace's statuses as badges on one line. */
export function StatusBadges({ statuses }: { statuses: readonly AdminWorkspaceStatus[] }) {
  return (
    <span className="flex flex-nowrap gap-1">
      {statuses.map((status) => (
        <Badge key={status} tone={STATUS_TONES[status]}>
          {STATUS_LABELS[status]}
        </Badge>
      ))}
    </span>
  );
}

/**
 * A workspace's first status and how many more it has (all of them named in the title and to assistive
 * technology): a row keeps one line and the column its width; the workspace's page lists them all.
 */
export function FirstStatus({ statuses }: { statuses: readonly AdminWorkspaceStatus[] }) {
  const [first, ...others] = statuses;
  if (first === undefined || others.length === 0) return <StatusBadges statuses={statuses} />;
  const names = others.map((status) => STATUS_LABELS[status]).join(', ');
  return (
    <span
      className="flex flex-nowrap gap-1"
      title={statuses.map((status) => STATUS_LABELS[status]).join(', ')}
    >
      <StatusBadges statuses={[first]} />
      <Badge aria-hidden>+{others.length}</Badge>
      <span className="sr-only">, also {names}</span>
    </span>
  );
}
/** A monthly revenue forecast in the workspace's currency; none for free and cancelled workspaces. */
export const formatForecast = (amount: number | null, currency: string) =>
  amount === null ? '—' : `${formatMoney(amount, currency)}/mo`;

/**
 * The workspace a record belongs to, inside a sentence: its name, underlined as a link to its admin page, and its
 * slug after it, which is what admins search and type.
 */
export function WorkspaceMention({ slug, name }: { slug: string; name: string }) {
  return (
    <>
      <Link to={href.adminWorkspace(slug)} className={textLink({ className: 'underline' })}>
        {name}
      </Link>{' '}
      ({slug})
    </>
  );
}
