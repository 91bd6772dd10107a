import { shortId } from '../lib/format';
import { CopyButton } from './copy-button';

export type ShortIdProps = {
  /** The whole id, in the tooltip and what the button copies. */
  value: string;
  /** The copy button's name ("Copy template id of Encode video"). */
  label: string;
  length?: number;
};

/** The start of a long id in a table cell, with a button that copies all of it. */
export function ShortId({ value, label, length }: ShortIdProps) {
  return (
    <span className="flex items-center gap-1">
      <span title={value}>{shortId(value, length)}</span>
      <CopyButton iconOnly value={value} label={label} />
    </span>
  );
}
