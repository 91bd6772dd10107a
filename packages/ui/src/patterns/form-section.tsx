import type { FormEventHandler, ReactNode } from 'react';
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
  /** The form's buttons, under its fields. */
  footer: ReactNode;
};

/** A section of a page that is one form of its own: the server's refusal on top, then the fields, then its buttons. */
export function FormSection({
  onSubmit,
  serverError,
  formLabel,
  children,
  footer,
  ...section
}: FormSectionProps) {
  return (
    <Section {...section}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={formLabel}>
        <ServerErrorBanner error={serverError} />
        {children}
        {footer}
      </form>
    </Section>
  );
}
