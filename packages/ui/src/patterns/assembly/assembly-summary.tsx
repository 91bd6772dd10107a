import type { AssemblyDetailReply, AssemblyListItem } from '@console/api';
import { Link } from 'react-router';
import { href } from '../../lib/paths';
import { Button } from '../../primitives/button';
import { type KeyValueItem, KeyValueList } from '../key-value-list';
import { ExactTime, RelativeTime } from '../relative-time';
import { AssemblyIdLink } from './assembly-id-link';
import type { AssemblyHref } from './assembly-replays';

/** The summary's terms, in the order `summaryItems` lists them. */
export const SUMMARY_TERMS = [
  'Template',
  'Region',
  'Cluster',
  'Created',
  'API key ID',
  'Smart CDN',
  'Notify URL',
] as const;

export function summaryItems(slug: string, assembly: AssemblyListItem) {
  return [
    {
      term: 'Template',
      value:
        assembly.template_id === null ? (
          <span className="text-fg-muted">No template</span>
        ) : assembly.template_name === null ? (
          <span className="text-fg-muted">Deleted template</span>
        ) : (
          <Button asChild variant="link" size="sm">
            <Link to={href.template(slug, assembly.template_id)}>{assembly.template_name}</Link>
          </Button>
        ),
    },
    { term: 'Region', value: assembly.region },
    { term: 'Cluster', value: assembly.cluster, mono: true },
    {
      term: 'Created',
      value: (
        <>
          <ExactTime value={assembly.created} />{' '}
          <RelativeTime value={assembly.created} className="text-fg-muted" />
        </>
      ),
    },
    {
      term: 'API key ID',
      value:
        assembly.api_auth_key_id === null ? (
          <span className="text-fg-muted">None</span>
        ) : (
          String(assembly.api_auth_key_id)
        ),
      mono: assembly.api_auth_key_id !== null,
    },
    { term: 'Smart CDN', value: assembly.is_urltransform ? 'Yes, started by a Smart CDN URL' : 'No' },
    assembly.notify_url === null
      ? { term: 'Notify URL', value: <span className="text-fg-muted">None</span> }
      : { term: 'Notify URL', value: assembly.notify_url, mono: true, copyValue: assembly.notify_url },
  ];
}

/**
 * What would otherwise be a card of one line (no warnings, no fields, not replayed; the assembly this one replays)
 * as lines of the summary. Whatever is longer keeps a card of its own under it.
 */
export function oneLineItems(
  slug: string,
  { assembly, warnings, fields, replays }: AssemblyDetailReply,
  assemblyHref?: AssemblyHref,
): KeyValueItem[] {
  const none = (text: string) => <span className="text-fg-muted">{text}</span>;
  return [
    ...(assembly.parent_id === null
      ? []
      : [
          {
            term: 'Replay of',
            value: (
              <AssemblyIdLink slug={slug} id={assembly.parent_id} to={assemblyHref?.(assembly.parent_id)} />
            ),
          },
        ]),
    ...(warnings.length === 0 ? [{ term: 'Warnings', value: none('None') }] : []),
    ...(fields.length === 0 ? [{ term: 'Assembly fields', value: none('None sent') }] : []),
    ...(replays.length === 0 ? [{ term: 'Replays', value: none('Not replayed') }] : []),
  ];
}

/** A key-value list in two columns side by side on a wide card, the first taking the odd line; one on a narrow one. */
export function SplitKeyValueList({ items }: { items: readonly KeyValueItem[] }) {
  const half = Math.ceil(items.length / 2);
  return (
    <div className="grid items-start gap-x-8 @4xl:grid-cols-2">
      <KeyValueList items={items.slice(0, half)} />
      <KeyValueList items={items.slice(half)} className="border-border border-t @4xl:border-t-0" />
    </div>
  );
}
