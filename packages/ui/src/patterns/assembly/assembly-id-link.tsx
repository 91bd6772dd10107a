import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { href } from '../../lib/paths';
import { buttonVariants } from '../../primitives/button';
import { CopyButton } from '../copy-button';
import { shortAssemblyId } from './assembly-format';

export type AssemblyIdLinkProps = {
  slug: string;
  id: string;
  /** Adds a button that copies the whole id, for lists people take ids from into logs and support requests. */
  copyable?: boolean;
  /** Where the link goes, when not the workspace's assembly page (the admin area's own). */
  to?: string;
};

// Worked out once rather than per render: the assembly list shows one of these in each of its rows.
const idLinkClass = cn(buttonVariants({ variant: 'link', size: 'sm' }), 'font-mono');

/** An assembly's short id as a link to its page, in the monospace people compare ids in. */
export function AssemblyIdLink({ slug, id, copyable = false, to }: AssemblyIdLinkProps) {
  const linkId = useId();
  const link = (
    <Link id={linkId} to={to ?? href.assembly(slug, id)} title={id} className={idLinkClass}>
      {shortAssemblyId(id)}
    </Link>
  );
  if (!copyable) return link;
  // The button's name stays the same from row to row and its description says which id it copies: a list's next
  // page then changes only the value behind each button, not the button (see CopyButton).
  return (
    <span className="flex items-center gap-1">
      {link}
      <CopyButton iconOnly value={id} label="Copy assembly ID" aria-describedby={linkId} />
    </span>
  );
}
