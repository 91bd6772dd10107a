import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';
import { Skeleton } from '../../primitives/skeleton';

/** The editor and its loading placeholder share one height, so nothing below moves when CodeMirror arrives. */
export const EDITOR_HEIGHT = 'h-[32rem]';

export function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description === undefined ? null : <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function EditorSkeleton() {
  return (
    <div aria-busy="true" className={EDITOR_HEIGHT}>
      <span className="sr-only">Loading the editor</span>
      <Skeleton shape="block" className="h-full" />
    </div>
  );
}

/** Placeholders in the shape of the editor and the panels beside it. */
export function EditorPageSkeleton() {
  return (
    <div aria-busy="true" className="grid items-start gap-6 @5xl:grid-cols-[minmax(0,1fr)_24rem]">
      <Skeleton shape="block" className={EDITOR_HEIGHT} />
      <div className="grid gap-6">
        <Skeleton shape="block" className="h-64" />
        <Skeleton shape="block" className="h-40" />
      </div>
    </div>
  );
}
