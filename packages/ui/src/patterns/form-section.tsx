import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../primitives/button';
import { Card, CardContent } from '../primitives/card';
import { Skeleton } from '../primitives/skeleton';
import { Section, type SectionProps } from './section';
import { ServerErrorBanner } from './server-error-banner';

export type FormSectionProps = Omit<SectionProps, 'children'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last write's failure that no field took, shown above the fields. */
  serverError: unknown;
  /** Names the form for assistive technology, where a page holds several. */
  formLabel?: string;
  /** What stands between the server's error and the buttons: notices, the error summary, the fields. */
  children: ReactNode;
} & (
    | {
        /** The form's buttons, under its fields. */
        footer: ReactNode;
      }
    | {
        /** The one button, which submits the form: its verb, and whether the write is under way. */
        submitLabel: string;
        submitting: boolean;
      }
  );

/** A section of a page that is one form of its own: the server's refusal on top, then the fields, then its buttons. */
export function FormSection({ onSubmit, serverError, formLabel, children, ...props }: FormSectionProps) {
  const { title, description, actions, className, id } = props;
  return (
    <Section title={title} description={description} actions={actions} className={className} id={id}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={formLabel}>
        <ServerErrorBanner error={serverError} />
        {children}
        {'footer' in props ? (
          props.footer
        ) : (
          <div>
            <Button type="submit" loading={props.submitting}>
              {props.submitLabel}
            </Button>
          </div>
        )}
      </form>
    </Section>
  );
}

/**
 * Placeholder cards in the shape of a settings page's form sections while it loads: a title, then a label and a
 * box for each field. `fields` holds one count a card.
 */
export function FormSectionsSkeleton({ fields }: { fields: readonly number[] }) {
  return (
    <>
      {fields.map((rows, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <Card key={card}>
          <CardContent className="grid gap-5">
            <Skeleton className="h-5 w-40" />
            {Array.from({ length: rows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
              <div key={row} className="grid gap-2">
                <Skeleton className="w-28" />
                <Skeleton className="h-9" />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </>
  );
}
