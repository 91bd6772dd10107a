import { ERROR_PAGE_TEXT } from '@console/api';
import { cva, type VariantProps } from 'class-variance-authority';
import { LifeBuoy, RotateCw, TriangleExclamationPoint } from 'lucide-react';
import { type HTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { usePageName } from '../../lib/page-title';
import { Button } from '../../primitives/button';

const errorScreenVariants = cva('flex flex-col items-center bg-bg px-4 text-center font-sans text-fg', {
  variants: {
    layout: {
      /** The whole window: the router's error element when nothing else could render. */
      page: 'min-h-dvh justify-center py-16',
      /** Inside a shell's main landmark, under the header and sidebar. */
      embedded: 'py-16',
    },
  },
  defaultVariants: { layout: 'page' },
});

/** A thrown router response (`throw data(…, { status: 404 })`, an unmatched route) or anything shaped like one. */
function isResponseLike(value: unknown): value is { status: number; statusText: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    'statusText' in value &&
    typeof value.statusText === 'string'
  );
}

/** The text worth showing for whatever was thrown, or null when there is nothing readable. */
export function errorMessageOf(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null;
  if (isResponseLike(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message.trim() || null;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message.trim() || null;
  }
  return null;
}

export type ErrorScreenProps = HTMLAttributes<HTMLElement> &
  VariantProps<typeof errorScreenVariants> & {
    /** Whatever was thrown: an Error, a string or a router error response; its message is shown as plain text. */
    error?: unknown;
    /** Runs "Reload page"; defaults to reloading the window. */
    onReload?: () => void;
    /** Target of "Contact support". */
    supportHref?: string;
  };

/**
 * The console's error page (spec §2). It is the last line of defence, so it needs no router, provider or data:
 * the app's error boundary can render it when everything else failed.
 */
export function ErrorScreen({
  error,
  onReload = () => window.location.reload(),
  supportHref = 'mailto:support@transloadit.com',
  layout,
  className,
  ...props
}: ErrorScreenProps) {
  const titleId = useId();
  const message = errorMessageOf(error);
  // Its heading's words, without the exclamation mark a tab's or a window's name does not need.
  usePageName('Unexpected Application Error');
  // Embedded in a shell that already has its <main>, it is a labelled region; a <div> would drop the label.
  const Root = layout === 'embedded' ? 'section' : 'main';
  return (
    <Root
      data-slot="error-screen"
      aria-labelledby={titleId}
      className={cn(errorScreenVariants({ layout }), className)}
      {...props}
    >
      <div className="flex w-full max-w-lg flex-col items-center gap-4">
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger-text [&_svg]:size-6"
        >
          <TriangleExclamationPoint />
        </div>
        <h1 id={titleId} className="font-semibold text-2xl text-fg">
          Unexpected Application Error!
        </h1>
        <p className="text-base text-fg-muted">{ERROR_PAGE_TEXT}</p>
        {message === null ? null : (
          <div className="grid w-full gap-1 text-left">
            <p className="font-medium text-fg-muted text-xs">Error message</p>
            <pre
              data-slot="error-message"
              className="max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-surface-sunken px-3 py-2 font-mono text-fg text-sm"
            >
              {message}
            </pre>
          </div>
        )}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button onClick={onReload}>
            <RotateCw aria-hidden="true" />
            Reload page
          </Button>
          <Button asChild variant="secondary">
            <a href={supportHref}>
              <LifeBuoy aria-hidden="true" />
              Contact support
            </a>
          </Button>
        </div>
      </div>
    </Root>
  );
}
