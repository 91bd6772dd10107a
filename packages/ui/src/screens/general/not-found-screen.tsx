import { cva, type VariantProps } from 'class-variance-authority';
import { Compass } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { usePageName } from '../../lib/page-title';
import { Button } from '../../primitives/button';

const notFoundScreenVariants = cva('flex flex-col items-center bg-bg px-4 text-center font-sans text-fg', {
  variants: {
    layout: {
      /** The whole window, for unknown paths outside any shell. */
      page: 'min-h-dvh justify-center py-16',
      /** Inside a shell's main landmark: the workspace catch-all page. */
      embedded: 'py-16',
    },
  },
  defaultVariants: { layout: 'page' },
});

export type NotFoundScreenProps = HTMLAttributes<HTMLElement> &
  VariantProps<typeof notFoundScreenVariants> & {
    /** The path that matched nothing, echoed so a mistyped link is easy to spot. */
    path?: string;
    /** Where the way-back link goes; a router path, so the app's basename applies. */
    homeHref?: string;
    /** Text of the way-back link, for pages whose home is not the dashboard. */
    homeLabel?: string;
    /** For a thing that is missing rather than a page ("Workspace not found"). */
    title?: string;
    /** Replaces the text about the path, for a thing that is missing rather than a page. */
    description?: ReactNode;
  };

/** The page for a path that matches no route. Uses the router's Link, so it renders inside a router. */
export function NotFoundScreen({
  path,
  homeHref = '/',
  homeLabel = 'Go to the dashboard',
  title = 'Page not found',
  description,
  layout,
  className,
  ...props
}: NotFoundScreenProps) {
  const titleId = useId();
  // Whatever route it stands in for, the page is this.
  usePageName(title);
  // Embedded in a shell that already has its <main>, it is a labelled region; a <div> would drop the label.
  const Root = layout === 'embedded' ? 'section' : 'main';
  return (
    <Root
      data-slot="not-found-screen"
      aria-labelledby={titleId}
      className={cn(notFoundScreenVariants({ layout }), className)}
      {...props}
    >
      <div className="flex w-full max-w-lg flex-col items-center gap-4">
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-surface-sunken text-fg-muted [&_svg]:size-6"
        >
          <Compass />
        </div>
        <h1 id={titleId} className="font-semibold text-2xl text-fg">
          {title}
        </h1>
        <p className="text-base text-fg-muted">
          {description !== undefined ? (
            description
          ) : path === undefined || path === '' ? (
            'The page you are looking for does not exist or has moved.'
          ) : (
            <>
              There is no page at{' '}
              <code className="break-all rounded-sm bg-surface-sunken px-1 py-0.5 font-mono text-fg text-sm">
                {path}
              </code>
              . It may have moved, or the link may be mistyped.
            </>
          )}
        </p>
        <Button asChild className="mt-2">
          <Link to={homeHref}>{homeLabel}</Link>
        </Button>
      </div>
    </Root>
  );
}
