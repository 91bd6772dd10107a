import type { Workspace } from '@console/api';
import { type ReactNode, useEffect } from 'react';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { FieldErrorSummary, type FormFieldRef } from '../../patterns/form-field-errors';
import { FormSection } from '../../patterns/form-section';
import { useFieldForm } from '../../patterns/use-field-form';
import { Button } from '../../primitives/button';
import { useToast } from '../../primitives/toast';

/** A problem the form finds before asking the server, beside the field it is about. */
export type FieldProblem<T extends FieldValues> = { field: Path<T>; message: string };

export type SettingsFormOptions<T extends FieldValues> = {
  /** The section's name, in the toast ("General saved") and the unsaved-changes question. */
  title: string;
  /** The workspace as stored, whose values the form starts from. */
  workspace: Workspace;
  /** The section's values of a workspace: of the stored one to start, of the saved one after a save. */
  valuesOf: (workspace: Workspace) => T;
  resolver: Resolver<T>;
  /**
   * The section's fields in the order they appear, for the error summary and for a server error's `meta.field`;
   * a module constant, so the list keeps its identity. `bind(name)` gives a field's control its form, name and id.
   */
  names: readonly Path<T>[];
  /** Sends the values; its reply holds the workspace as now stored. */
  save: (values: T) => Promise<{ workspace: Workspace }>;
  /** Rules that need more than the schema (the VAT id needs the country list). */
  check?: (values: T) => FieldProblem<T> | null;
  /** Told whenever the section gains or loses unsaved changes, so the page can guard them all at once. */
  onDirtyChange: (title: string, dirty: boolean) => void;
};

/**
 * One settings section's form: validation by its schema, the server's refusal beside the field it names (or above
 * the form), what was typed kept on any failure, a toast on success, and its unsaved changes reported to the page.
 */
export function useSettingsForm<T extends FieldValues>(options: SettingsFormOptions<T>) {
  const { title, workspace, valuesOf, resolver, names, save, check, onDirtyChange } = options;
  const { form, fields, bind, serverError, submitWith } = useFieldForm<T>({
    resolver,
    defaultValues: valuesOf(workspace) as DefaultValues<T>,
    names,
  });
  const { toast } = useToast();
  const { isDirty, isSubmitting } = form.formState;

  useEffect(() => {
    onDirtyChange(title, isDirty && !isSubmitting);
  }, [onDirtyChange, title, isDirty, isSubmitting]);
  useEffect(() => () => onDirtyChange(title, false), [onDirtyChange, title]);

  const submit = submitWith(async (input) => {
    const problem = check?.(input);
    if (problem) {
      form.setError(problem.field, { type: 'validate', message: problem.message }, { shouldFocus: true });
      return;
    }
    const reply = await save(input);
    form.reset(valuesOf(reply.workspace) as DefaultValues<T>);
    toast({ variant: 'success', title: `${title} saved` });
  });

  return { form, bind, section: { title, form, fields, submit, serverError } };
}

export type SettingsSectionProps<T extends FieldValues> = {
  /** What useSettingsForm gives the section's card. */
  section: {
    title: string;
    form: UseFormReturn<T>;
    fields: FormFieldRef<T>[];
    submit: () => void;
    serverError: unknown;
  };
  description: ReactNode;
  /** False for someone whose role may not change this section: the fields show, disabled, without Save. */
  editable: boolean;
  children: ReactNode;
};

/** The card of one section: its own form, errors on top, its fields, and its own Save. */
export function SettingsSection<T extends FieldValues>({
  section: { title, form, fields, submit, serverError },
  description,
  editable,
  children,
}: SettingsSectionProps<T>) {
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <FormSection
      title={title}
      description={description}
      onSubmit={submit}
      serverError={serverError}
      formLabel={title}
      footer={
        editable ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={isSubmitting}>
              Save changes
            </Button>
            {isDirty ? <span className="text-fg-muted text-sm">Unsaved changes</span> : null}
          </div>
        ) : null
      }
    >
      <FieldErrorSummary errors={errors} fields={fields} />
      <fieldset disabled={!editable} className="grid min-w-0 gap-5">
        {children}
      </fieldset>
    </FormSection>
  );
}
