import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../primitives/card';

export type SectionProps = {
  /** The h2's text; a loading page may put a `Skeleton shape="text"` where a word comes with the data. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons for the whole section, at the header's end (they wrap under the title on a narrow screen). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * The address fragment that opens the page at this section (`billing#invoices`, where a banner sends people to
   * act). The router scrolls to it when it is there on arrival; a section that mounts later scrolls itself.
   */
  id?: string;
};

/** A card that is one part of a page (a settings group, a block of an assembly's details), named by its h2. */
export function Section({ title, description, actions, children, className, id }: SectionProps) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (id !== undefined && window.location.hash === `#${id}`) section.current?.scrollIntoView();
  }, [id]);
  const heading = (
    <>
      <CardTitle asChild>
        <h2 id={titleId}>{title}</h2>
      </CardTitle>
      {!description ? null : <CardDescription>{description}</CardDescription>}
    </>
  );
  return (
    <Card asChild className={cn('min-w-0', id === undefined ? undefined : 'scroll-mt-20', className)}>
      <section ref={section} id={id} aria-labelledby={titleId}>
        {!actions ? (
          <CardHeader>{heading}</CardHeader>
        ) : (
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1.5">{heading}</div>
            <div className="flex flex-wrap gap-2">{actions}</div>
          </CardHeader>
        )}
        <CardContent className="min-w-0">{children}</CardContent>
      </section>
    </Card>
  );
}
