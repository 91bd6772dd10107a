import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../primitives/button';
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
