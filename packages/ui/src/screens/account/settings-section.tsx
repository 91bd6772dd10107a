import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';

export type SectionProps = {
  title: string;
  description: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A settings card that is its own landmark-free section, named by its h2. */
export function Section({ title, description, children, className }: SectionProps) {
  const titleId = useId();
  return (
    <Card asChild className={className}>
      <section aria-labelledby={titleId}>
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
