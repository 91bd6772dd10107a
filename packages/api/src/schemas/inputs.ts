import { z } from 'zod/mini';

/*
 * Building blocks of the request schemas. The forms show these messages beside the field, and the mock backend
 * answers a bad body with the first of them, so every failure is a sentence a person can act on: what is missing,
 * what has the wrong type, or what is wrong with the value. Internal to the schemas, like fields.ts.
 */

export interface TextMessages {
  /** The field is absent or empty: what to fill in. */
  missing: string;
  /** The field is there but is not a string, which only a caller other than the console's forms can send. */
  notText: string;
}

/** A required text field: `missing` when it is absent or empty (after trimming, with `trim`), `notText` for a non-string. */
export function requiredText(messages: TextMessages, options: { trim?: boolean } = {}) {
  const text = z.string({
    error: (issue) => (issue.input === undefined ? messages.missing : messages.notText),
  });
  // abort: an empty field gets "fill this in", not also every check of the value that follows.
  const filled = z.minLength(1, { error: messages.missing, abort: true });
  return options.trim ? text.check(z.trim(), filled) : text.check(filled);
}

/** The messages of a field that says the same whether it is missing or not text. */
export function sameFor(message: string): TextMessages {
  return { missing: message, notText: message };
}

/** A text field that may be empty; only a missing or non-string value is refused. */
export function anyText(message: string) {
  return z.string({ error: message });
}

/** The message for a body that is not a JSON object at all, naming the fields the call expects. */
export function expectedObject(fields: string): { error: string } {
  return { error: `Send a JSON object with ${fields}.` };
}
