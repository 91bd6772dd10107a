import { RequestError } from '@console/api';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useToast } from '../primitives/toast';

/** A refusal of the server that names one of the form's fields (`meta.field`), in the server's words. */
export type FieldRefusal = { field: string; message: string };

export type ServerWriteOptions = {
  /** The success toast's title when the reply has no `meta.message` of its own; no toast without it. */
  success?: string;
  /** Places the server's refusal beside the field it is about; false when it is about no field (the banner shows it). */
  onRefusal?: (refusal: RequestError) => boolean;
  /** After any failure, banner or field: where focus goes when the form wants it somewhere of its own. */
  onFailure?: (error: unknown) => void;
};

/** The refusal's `meta.field` with the server's words, when it names a field. */
export function fieldRefusal(error: RequestError): FieldRefusal | null {
  const field = error.meta?.field;
  return field ? { field, message: error.serverMessage } : null;
}

function messageOf(reply: unknown): string | undefined {
  if (typeof reply !== 'object' || reply === null || !('meta' in reply)) return undefined;
  const meta = (reply as { meta?: { message?: string | null } }).meta;
  return meta?.message || undefined;
}

/**
 * One write of a form that is not built on react-hook-form (or one button's write): while it runs `busy` is true;
 * on success the toast gives the server's words (or `success`); on failure the error is kept in `serverError` for
 * the ServerErrorBanner, unless `onRefusal` put it beside its field. `run` says whether the write succeeded.
 */
export function useServerWrite() {
  const { toast } = useToast();
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, options: ServerWriteOptions = {}): Promise<boolean> => {
    setServerError(null);
    setBusy(true);
    try {
      const reply = await write();
      if (options.success !== undefined) {
        toast({ variant: 'success', title: messageOf(reply) ?? options.success });
      }
      return true;
    } catch (error) {
      if (!(error instanceof RequestError && options.onRefusal?.(error))) setServerError(error);
      options.onFailure?.(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { serverError, setServerError, busy, run };
}

/**
 * A react-hook-form form's answer from the server: a refusal that names one of the form's fields (`meta.field`, or
 * the field `fieldOf` finds for it) goes beside that field, which takes focus; any other failure goes into
 * `serverError`, for the ServerErrorBanner above the form. What was typed stays either way.
 */
export function useServerForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: ReadonlyArray<{ name: Path<T> }>,
  options: {
    fieldOf?: (refusal: RequestError) => Path<T> | undefined;
    onFailure?: (error: unknown) => void;
  } = {},
) {
  const { serverError, setServerError, run } = useServerWrite();
  const onRefusal = (refusal: RequestError) => {
    const name = options.fieldOf
      ? options.fieldOf(refusal)
      : fields.find((candidate) => candidate.name === refusal.meta?.field)?.name;
    if (name === undefined) return false;
    form.setError(name, { type: 'server', message: refusal.serverMessage }, { shouldFocus: true });
    return true;
  };

  /**
   * The form's submit handler: validates, then sends through `save`; on success the toast says the `meta.message`
   * of the reply `save` returns, or `success` (no toast without it); what else success does (reset, navigate) is
   * `save`'s own.
   */
  const submitWith = (save: (values: T) => Promise<unknown>, success?: string) =>
    form.handleSubmit(async (values) => {
      await run(() => save(values), {
        onRefusal,
        ...(success === undefined ? {} : { success }),
        ...(options.onFailure ? { onFailure: options.onFailure } : {}),
      });
    });

  return { serverError, setServerError, submitWith };
}
