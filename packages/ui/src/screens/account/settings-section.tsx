import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';

export type SectionProps = {
  /** The h2's text; a loading page may put a `Skeleton shape="text"` where a word comes with the data. */
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * The address fragment that opens the page at this section (`billing#invoices`, where a banner sends people to
   * act). The router scrolls to it when it is there on arrival; a section that mounts later scrolls itself.
   */
  id?: string;
};

/** A settings card that is its own landmark-free section, named by its h2. */
export function Section({ title, description, children, className, id }: SectionProps) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (id !== undefined && window.location.hash === `#${id}`) section.current?.scrollIntoView();
  }, [id]);
  return (
    <Card asChild className={cn(id === undefined ? undefined : 'scroll-mt-20', className)}>
      <section ref={section} id={id} aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}
