import type { Template, TemplateInput } from '@console/api';
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

/** What the form edits of a template. */
export function inputOf(template: Template): TemplateInput {
  return {
    name: template.name,
    json: template.json,
    require_signature_auth: template.require_signature_auth,
    transcoding_result_expiry: template.transcoding_result_expiry,
    assembly_status_expiry: template.assembly_status_expiry,
  };
}

/** Whether two inputs save the same template (a name differs only in its outer spaces). */
export function sameInput(a: TemplateInput, b: TemplateInput): boolean {
  return (
    a.name.trim() === b.name.trim() &&
    a.json === b.json &&
    a.require_signature_auth === b.require_signature_auth &&
    a.transcoding_result_expiry === b.transcoding_result_expiry &&
    a.assembly_status_expiry === b.assembly_status_expiry
  );
}
