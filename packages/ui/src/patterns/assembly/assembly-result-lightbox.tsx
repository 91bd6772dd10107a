import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog';
import type { ResultEntry } from './assembly-result-files';

/** Whether a result can be looked at larger: an image or a video with an address to show it from. */
export function opensInLightbox(file: ResultEntry): boolean {
  return (file.kind === 'image' || file.kind === 'video') && file.previewUrl !== null;
}

export type ResultLightboxProps = {
  /** The results it pages through, in the grid's order. */
  files: readonly ResultEntry[];
  /** Which of them shows; null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes on close: the tile of the result last shown, which may not be the one it opened from. */
  returnFocus: (file: ResultEntry) => void;
  /** The result's type, size and what the service measured, as its tile says them. */
  facts: (file: ResultEntry) => string;
};

/**
 * Images and videos of an assembly, one at a time and large: the arrow keys (and the buttons) move between them,
 * Escape closes it, and focus goes back to the tile of the one last shown.
 */
export function ResultLightbox({ files, index, onIndexChange, returnFocus, facts }: ResultLightboxProps) {
  const file = index === null ? undefined : files[index];
  const content = useRef<HTMLDivElement>(null);
  // Closing clears the index before focus moves back, so the last result shown is kept here.
  const lastShown = useRef<ResultEntry | null>(null);
  if (file) lastShown.current = file;
  const move = (by: number) => {
    if (index === null || files.length === 0) return;
    onIndexChange((index + by + files.length) % files.length);
  };
  function onKeyDown(event: KeyboardEvent) {
    // A video's own controls use the arrows to seek while they have focus.
    if (event.target instanceof HTMLMediaElement) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  }
  return (
    <Dialog
      open={file !== undefined}
      onOpenChange={(open) => (open ? undefined : onIndexChange(null))}
      title={file?.name ?? ''}
      description={
        file ? `${file.step} · ${facts(file)} · ${(index ?? 0) + 1} of ${files.length}` : undefined
      }
      className="max-w-5xl"
      ref={content}
      onKeyDown={onKeyDown}
      // The dialog itself takes focus, not a video's controls, so the arrows page through results from the start.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        content.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        if (!lastShown.current) return;
        event.preventDefault();
        returnFocus(lastShown.current);
      }}
    >
      {file?.previewUrl ? (
        <div className="grid gap-3">
          <div
            data-slot="lightbox-stage"
            className="flex aspect-video items-center justify-center overflow-hidden rounded-md bg-surface-sunken"
          >
            {file.kind === 'video' ? (
              // biome-ignore lint/a11y/useMediaCaption: a result is whatever the customer's template made; the service gives no captions for it.
              <video
                key={file.key}
                src={file.previewUrl}
                poster={file.posterUrl ?? undefined}
                controls
                preload="none"
                aria-label={`Play ${file.name}`}
                className="size-full object-contain"
              />
            ) : (
              <img
                key={file.key}
                src={file.previewUrl}
                alt={`Preview of ${file.name}`}
                className="size-full object-contain"
              />
            )}
          </div>
          {files.length > 1 ? (
            <div className="flex justify-between gap-2">
              <Button variant="secondary" size="sm" onClick={() => move(-1)}>
                <ChevronLeft aria-hidden />
                Previous
              </Button>
              <Button variant="secondary" size="sm" onClick={() => move(1)}>
                Next
                <ChevronRight aria-hidden />
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
