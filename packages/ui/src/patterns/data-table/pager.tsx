import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '../../lib/format';
import { Button } from '../../primitives/button';
import { IconButton } from '../../primitives/icon-button';
import { Select } from '../../primitives/select';

/** How many pages either side of the current one get a button of their own. */
const PAGE_NEIGHBOURS = 1;

/**
 * The page buttons of a pager: the first and last page and the current one's neighbours; a gap of one page shows
 * that page rather than an ellipsis that would hide only one.
 */
function pageWindow(pageIndex: number, pageCount: number) {
  const shown = new Set([0, pageCount - 1]);
  for (let index = pageIndex - PAGE_NEIGHBOURS; index <= pageIndex + PAGE_NEIGHBOURS; index++) {
    if (index >= 0 && index < pageCount) shown.add(index);
  }
  const entries: Array<{ kind: 'page'; index: number } | { kind: 'gap'; after: number }> = [];
  let previous = -1;
  for (const index of [...shown].sort((a, b) => a - b)) {
    if (index - previous === 2) entries.push({ kind: 'page', index: previous + 1 });
    else if (index - previous > 2) entries.push({ kind: 'gap', after: previous });
    entries.push({ kind: 'page', index });
    previous = index;
  }
  return entries;
}

/** The table's footer: which rows are shown, rows per page, and the way to other pages. */
export function DataTablePager({
  pageIndex,
  pageSize,
  pageCount,
  rowCount,
  rowsOnPage,
  canPrevious,
  canNext,
  pageSizeOptions,
  pageNumbers,
  onPage,
  onPrevious,
  onNext,
  onPageSize,
}: {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  /** Null when the server only knows the number of pages. */
  rowCount: number | null;
  rowsOnPage: number;
  canPrevious: boolean;
  canNext: boolean;
  pageSizeOptions?: readonly number[];
  pageNumbers: boolean;
  onPage: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: number) => void;
}) {
  const first = rowsOnPage === 0 ? 0 : pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + rowsOnPage;
  const pages = Math.max(pageCount, 1);
  return (
    <div
      data-slot="data-table-pager"
      className="flex flex-wrap items-center justify-between gap-3 border-border border-t px-4 py-2.5 text-fg-muted text-sm"
    >
      <p>
        {rowCount !== null && rowCount > 0
          ? `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(rowCount)}`
          : `Page ${formatCount(pageIndex + 1)}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {pageSizeOptions && pageSizeOptions.length > 0 ? (
          <div className="flex items-center gap-2">
            <span aria-hidden>Rows per page</span>
            <Select
              aria-label="Rows per page"
              size="sm"
              className="w-20"
              value={String(pageSize)}
              onValueChange={(value) => onPageSize(Number(value))}
              options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
            />
          </div>
        ) : null}
        {pages > 1 ? (
          <p aria-live="polite">
            Page {formatCount(pageIndex + 1)} of {formatCount(pages)}
          </p>
        ) : null}
        {/* One page (shown for its page size choice): no arrows that cannot move, no lone "1". */}
        {pages > 1 || pageIndex > 0 ? (
          <div className="flex flex-wrap items-center gap-1">
            <IconButton
              label="Previous page"
              variant="secondary"
              size="sm"
              disabled={!canPrevious}
              onClick={onPrevious}
            >
              <ChevronLeft />
            </IconButton>
            {pageNumbers
              ? pageWindow(pageIndex, pages).map((entry) =>
                  entry.kind === 'gap' ? (
                    <span key={`gap-after-${entry.after}`} aria-hidden className="px-1">
                      …
                    </span>
                  ) : (
                    <Button
                      key={`page-${entry.index}`}
                      variant={entry.index === pageIndex ? 'primary' : 'ghost'}
                      size="sm"
                      aria-label={`Page ${formatCount(entry.index + 1)}`}
                      aria-current={entry.index === pageIndex ? 'page' : undefined}
                      // No colour transition: moving to a page would otherwise repaint the pager for a dozen frames.
                      className="min-w-8 px-2 tabular-nums transition-none"
                      onClick={() => onPage(entry.index)}
                    >
                      {formatCount(entry.index + 1)}
                    </Button>
                  ),
                )
              : null}
            <IconButton label="Next page" variant="secondary" size="sm" disabled={!canNext} onClick={onNext}>
              <ChevronRight />
            </IconButton>
          </div>
        ) : null}
      </div>
    </div>
  );
}
