import { Compass } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageName } from '../lib/page-title';
import { Button } from '../primitives/button';
import { CenteredMessage, type CenteredMessageProps } from './centered-message';

export type NotFoundScreenProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  Pick<CenteredMessageProps, 'layout'> & {
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
  ...props
}: NotFoundScreenProps) {
  // Whatever route it stands in for, the page is this.
  usePageName(title);
  return (
    <CenteredMessage
      data-slot="not-found-screen"
      icon={<Compass />}
      title={title}
      description={
        description !== undefined ? (
          description
        ) : path === undefined || path === '' ? (
          'The page you are looking for does not exist or has moved.'
        ) : (
          <>
            There is no page at <InlineCode>{path}</InlineCode>. It may have moved, or the link may be
            mistyped.
          </>
        )
      }
      actions={
        <Button asChild>
          <Link to={homeHref}>{homeLabel}</Link>
        </Button>
      }
      {...props}
    />
  );
}

/** A path or a slug quoted in running text, so a typo in it is easy to spot. */
export function InlineCode({ children }: { children: ReactNode }) {
  return (
    <code className="break-all rounded-sm bg-surface-sunken px-1 py-0.5 font-mono text-fg text-sm">
      {children}
    </code>
  );
}
