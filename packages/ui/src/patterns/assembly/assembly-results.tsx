import { RESULT_TEXT_PREVIEW_BYTES, readResultText } from '@console/api';
import { ChevronRight, Download, FileText, Film, ImageOff, Maximize2, Music, Play } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatBytes } from '../../lib/format';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../primitives/card';
import { formatDuration, type ResultEntry, statusResults } from './assembly-result-files';
import { opensInLightbox, ResultLightbox } from './assembly-result-lightbox';

/** Results shown before "Show all": a page of cards, so a thousand thumbnails do not all mount at once. */
export const RESULTS_SHOWN_FIRST = 12;

/** Why a preview is missing, where the service gives no address or the file did not load. */
function NoPreview({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-fg-muted text-sm [&_svg]:size-6">
      <span aria-hidden>{icon}</span>
      {children}
    </div>
  );
}

const FAILED = 'The preview did not load; the file may have expired. The download link still tries it.';

function ImagePreview({ file, url }: { file: ResultEntry; url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <NoPreview icon={<ImageOff />}>{FAILED}</NoPreview>;
  return (
    <img
      src={url}
      alt={`Preview of ${file.name}`}
      loading="lazy"
      decoding="async"
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      onError={() => setFailed(true)}
      className="size-full object-contain"
    />
  );
}

function MediaPreview({ file, url }: { file: ResultEntry; url: string }) {
  const [failed, setFailed] = useState(false);
  // A video without a still shows a quiet tile with a Play button until asked: the browser's own player, having
  // fetched nothing, is a black box.
  const [playing, setPlaying] = useState(false);
  if (failed) return <NoPreview icon={<ImageOff />}>{FAILED}</NoPreview>;
  if (file.kind === 'video')
    return (
      <div className="relative size-full">
        {file.posterUrl === null && !playing ? (
          <div className="flex size-full flex-col items-center justify-center gap-3 text-fg-muted">
            <Film aria-hidden className="size-6" />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setPlaying(true)}
              aria-label={`Play ${file.name}`}
            >
              <Play aria-hidden />
              Play
            </Button>
          </div>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: a result is whatever the customer's template made; the service gives no captions for it.
          <video
            src={url}
            poster={file.posterUrl ?? undefined}
            controls
            autoPlay={playing}
            // Nothing is fetched until someone presses play.
            preload="none"
            aria-label={`Play ${file.name}`}
            onError={() => setFailed(true)}
            className="size-full object-contain"
          />
        )}
        {file.duration === null ? null : (
          <span
            aria-hidden
            className="pointer-events-none absolute top-2 right-2 rounded-sm border border-border bg-surface px-1.5 py-0.5 font-medium text-fg text-xs tabular-nums shadow-sm"
          >
            {formatDuration(file.duration)}
          </span>
        )}
      </div>
    );
  return (
    <div className="flex size-full flex-col items-center justify-center gap-4 p-4 text-fg-muted [&_svg]:size-8">
      <Music aria-hidden />
      {/* biome-ignore lint/a11y/useMediaCaption: as for video, the service gives no captions for a result. */}
      <audio
        src={url}
        controls
        preload="none"
        aria-label={`Play ${file.name}`}
        onError={() => setFailed(true)}
        className="w-full"
      />
    </div>
  );
}

type TextState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; text: string; truncated: boolean };

/** JSON indented for reading; anything that does not parse (or was cut off) stays as it came. */
function readable(text: string, json: boolean, truncated: boolean): string {
  if (!json || truncated) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A text or JSON result, read only when asked and only its first 64 KB. */
function TextPreview({ file, url }: { file: ResultEntry; url: string }) {
  const [text, setText] = useState<TextState>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function load() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setText({ state: 'loading' });
    try {
      const read = await readResultText(url, { signal: controller.signal });
      setText({ state: 'loaded', ...read });
    } catch {
      if (!controller.signal.aborted) setText({ state: 'failed' });
    }
  }

  if (text.state === 'loaded') {
    return (
      <div className="grid size-full grid-rows-[minmax(0,1fr)_auto]">
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
          tabIndex={0}
          aria-label={`Contents of ${file.name}`}
          className="overflow-auto focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2"
        >
          <pre className="p-3 text-left font-mono text-fg text-xs leading-5">
            {readable(text.text, file.kind === 'json', text.truncated)}
          </pre>
        </section>
        {text.truncated ? (
          <p className="border-border border-t px-3 py-1.5 text-fg-muted text-xs">
            The first {formatBytes(RESULT_TEXT_PREVIEW_BYTES)}
            {file.size === null ? '' : ` of ${formatBytes(file.size)}`}; download the file for the rest.
          </p>
        ) : null}
      </div>
    );
  }
  const capped = file.size !== null && file.size > RESULT_TEXT_PREVIEW_BYTES;
  return (
    <NoPreview icon={<FileText />}>
      {text.state === 'failed' ? <span role="alert">The contents could not be loaded.</span> : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={load}
        disabled={text.state === 'loading'}
        aria-label={`${text.state === 'failed' ? 'Try again to show' : 'Show'} the contents of ${file.name}`}
      >
        {text.state === 'loading'
          ? 'Loading…'
          : text.state === 'failed'
            ? 'Try again'
            : capped
              ? `Show the first ${formatBytes(RESULT_TEXT_PREVIEW_BYTES)}`
              : 'Show contents'}
      </Button>
    </NoPreview>
  );
}

function Preview({ file }: { file: ResultEntry }) {
  const url = file.previewUrl;
  if (url === null)
    return (
      <NoPreview icon={<ImageOff />}>The status gives no secure address to preview this file from.</NoPreview>
    );
  switch (file.kind) {
    case 'image':
      return <ImagePreview file={file} url={url} />;
    case 'video':
    case 'audio':
      return <MediaPreview file={file} url={url} />;
    case 'text':
    case 'json':
      return <TextPreview file={file} url={url} />;
    default:
      return <NoPreview icon={<FileText />}>No preview for this type of file.</NoPreview>;
  }
}

/** Type, size and what the service measured, joined into one quiet line. */
function facts(file: ResultEntry): string {
  return [
    file.mime ?? 'Unknown type',
    file.size === null ? null : formatBytes(file.size),
    file.width !== null && file.height !== null ? `${file.width} × ${file.height}` : null,
    file.duration === null ? null : formatDuration(file.duration),
  ]
    .filter(Boolean)
    .join(' · ');
}

type ResultCardProps = {
  file: ResultEntry;
  /** Opens the lightbox on this result, for an image or a video. */
  onOpen?: () => void;
  /** The tile's "View" button, so focus can come back to it when the lightbox closes. */
  openerRef?: (element: HTMLButtonElement | null) => void;
};

function ResultCard({ file, onOpen, openerRef }: ResultCardProps) {
  return (
    <li
      data-slot="result"
      data-kind={file.kind}
      className="grid min-w-0 content-start gap-3 rounded-md border border-border p-3"
    >
      <div className="aspect-video overflow-hidden rounded-sm bg-surface-sunken">
        <Preview file={file} />
      </div>
      <div className="flex min-w-0 items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="truncate font-mono text-fg-muted text-xs">{file.step}</span>
          <span title={file.name} className="truncate font-medium text-fg text-sm">
            {file.name}
          </span>
          <span className="truncate text-fg-muted text-xs tabular-nums">{facts(file)}</span>
        </div>
        <div className="flex shrink-0 gap-2">
          {onOpen ? (
            <Button
              ref={openerRef}
              variant="secondary"
              size="sm"
              onClick={onOpen}
              aria-label={`View ${file.name}`}
            >
              <Maximize2 aria-hidden />
              View
            </Button>
          ) : null}
          {file.downloadUrl === null ? null : (
            <Button asChild variant="secondary" size="sm">
              {/* The file lives on another host, which ignores `download`; a new tab keeps the console open. */}
              <a
                href={file.downloadUrl}
                download={file.name}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Download ${file.name}`}
              >
                <Download aria-hidden />
                Download
              </a>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

const GRID = 'grid grid-cols-[minmax(0,1fr)] gap-3 @xl:grid-cols-2 @5xl:grid-cols-3';

/**
 * The result files of an assembly in one grid of tiles, each with a preview, its step, type and size, and a download
 * link; images and videos open large in a lightbox. With more than a page of results they group by step, each group
 * folding away.
 */
export function AssemblyResults({ status, busy }: { status: Record<string, unknown>; busy: boolean }) {
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const results = useMemo(() => statusResults(status), [status]);
  const shown = showAll ? results : results.slice(0, RESULTS_SHOWN_FIRST);
  const viewable = useMemo(() => shown.filter(opensInLightbox), [shown]);
  const grouped = results.length > RESULTS_SHOWN_FIRST;
  const steps = [...new Set(shown.map((file) => file.step))];
  const headingId = useId();
  const card = (file: ResultEntry) => {
    const index = viewable.indexOf(file);
    return (
      <ResultCard
        key={file.key}
        file={file}
        onOpen={index === -1 ? undefined : () => setOpen(index)}
        openerRef={(element) => {
          if (element) openers.current.set(file.key, element);
          else openers.current.delete(file.key);
        }}
      />
    );
  };
  return (
    <Card data-slot="assembly-results">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId} className="flex items-center gap-2">
            Results {results.length > 0 ? <Badge>{results.length}</Badge> : null}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {results.length === 0 ? (
          <p className="text-fg-muted text-sm">
            {busy ? 'Results appear here as the steps finish.' : 'This assembly made no result files.'}
          </p>
        ) : grouped ? (
          steps.map((step) => {
            const files = shown.filter((file) => file.step === step);
            return (
              <details key={step} open data-slot="result-group" className="group grid gap-3">
                <summary className="flex w-fit cursor-pointer items-center gap-2 rounded-sm font-medium text-fg text-sm focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2">
                  <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
                  <span className="font-mono">{step}</span>
                  <span className="text-fg-muted">
                    {files.length} {files.length === 1 ? 'file' : 'files'}
                  </span>
                </summary>
                <ul aria-label={`Results of step ${step}`} className={cn(GRID, 'mt-3')}>
                  {files.map(card)}
                </ul>
              </details>
            );
          })
        ) : (
          <ul aria-label="Result files" className={GRID}>
            {shown.map(card)}
          </ul>
        )}
        {results.length > shown.length ? (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setShowAll(true)}>
              Show all {results.length} results
            </Button>
          </div>
        ) : null}
        <ResultLightbox
          files={viewable}
          index={open}
          onIndexChange={setOpen}
          facts={facts}
          returnFocus={(file) => openers.current.get(file.key)?.focus()}
        />
      </CardContent>
    </Card>
  );
}
