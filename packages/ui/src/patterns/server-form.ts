import { RequestError } from '@console/api';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A form's answer from the server: a refusal that names one of the form's fields (`meta.field`) goes beside that
 * field, which takes focus; any other failure goes into `serverError`, for the ServerErrorBanner above the form.
 * What was typed stays either way.
 */
export function useServerForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: ReadonlyArray<{ name: Path<T> }>,
) {
  const [serverError, setServerError] = useState<unknown>(null);

  /** The form's submit handler: validates, then sends through `save`, whose success (toast, reset) is its own. */
  const submitWith = (save: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        await save(values);
      } catch (error) {
        const field = error instanceof RequestError ? error.meta?.field : undefined;
        const named = fields.find((candidate) => candidate.name === field);
        if (named && error instanceof RequestError) {
          form.setError(named.name, { type: 'server', message: error.serverMessage }, { shouldFocus: true });
        } else {
          setServerError(error);
        }
      }
    });

  return { serverError, setServerError, submitWith };
}
