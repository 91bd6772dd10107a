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
  /**
   * Shows the id's first characters in a fixed width with no ellipsis, as a list's column of ids lines up (a short
   * commit hash); the whole id is in the title and what the copy button copies.
   */
  fixedWidth?: boolean;
};

// Worked out once rather than per render: the assembly list shows one of these in each of its rows.
const idLinkClass = cn(buttonVariants({ variant: 'link', size: 'sm' }), 'font-mono');
const fixedIdLinkClass = cn(idLinkClass, 'w-[12ch] justify-start px-0');

/** As many characters as tell an id apart in a workspace's list, as a short commit hash does. */
const FIXED_ID_LENGTH = 12;

/** An assembly's short id as a link to its page, in the monospace people compare ids in. */
export function AssemblyIdLink({ slug, id, copyable = false, to, fixedWidth = false }: AssemblyIdLinkProps) {
  const linkId = useId();
  const link = (
    <Link
      id={linkId}
      to={to ?? href.assembly(slug, id)}
      title={id}
      className={fixedWidth ? fixedIdLinkClass : idLinkClass}
    >
      {fixedWidth ? id.slice(0, FIXED_ID_LENGTH) : shortAssemblyId(id)}
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
