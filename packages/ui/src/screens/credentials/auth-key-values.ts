import {
  AUTH_KEY_MESSAGES,
  AUTH_KEY_SCOPES,
  type AuthKey,
  type AuthKeyScope,
  dayInTimeZone,
  endOfDayInTimeZone,
} from '@console/api';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

// The auth key forms' values, their checks and their way to the wire; the fields themselves are auth-key-form.tsx.

const DAY_MS = 86_400_000;

export const EXPIRY_PRESETS = ['never', '30', '90', '365', 'date'] as const;
export type ExpiryPreset = (typeof EXPIRY_PRESETS)[number];

/** The key form's values as people edit them; `toExpires` turns the expiry choice into the wire's instant. */
export type AuthKeyFormValues = {
  description: string;
  scope: AuthKeyScope[];
  expiry: ExpiryPreset;
  /** `YYYY-MM-DD`, read when `expiry` is 'date': the key works until the end of that day in the person's zone. */
  expiry_date: string;
  signature_algo: AuthKey['signature_algo'];
  is_allowed_for_smartcdn: boolean;
  is_active: boolean;
};

/**
 * The instant the key stops working, from the form's choice; null never. A date left as the saved key's own keeps
 * its exact instant, so saving an unchanged form never moves (or refuses) the expiry.
 */
export function toExpires(
  values: Pick<AuthKeyFormValues, 'expiry' | 'expiry_date'>,
  now: Date,
  zone: string,
  kept: string | null = null,
): string | null {
  if (values.expiry === 'never') return null;
  if (values.expiry === 'date') {
    if (kept !== null && dayInTimeZone(Date.parse(kept), zone) === values.expiry_date) return kept;
    return new Date(endOfDayInTimeZone(values.expiry_date, zone) - 1000).toISOString();
  }
  return new Date(now.getTime() + Number(values.expiry) * DAY_MS).toISOString();
}

/** A stored key as the form's values: an expiry becomes its day in `zone`, so saving keeps it as it is. */
export function formValuesOf(key: AuthKey, zone: string): AuthKeyFormValues {
  return {
    description: key.description,
    // No scope means no limits: every box is ticked.
    scope:
      key.scope.length === 0 ? [...AUTH_KEY_SCOPES] : AUTH_KEY_SCOPES.filter((s) => key.scope.includes(s)),
    expiry: key.expires === null ? 'never' : 'date',
    expiry_date: key.expires === null ? '' : dayInTimeZone(Date.parse(key.expires), zone),
    signature_algo: key.signature_algo,
    is_allowed_for_smartcdn: key.is_allowed_for_smartcdn,
    is_active: key.is_active,
  };
}

export const NEW_KEY_VALUES: AuthKeyFormValues = {
  description: '',
  scope: [...AUTH_KEY_SCOPES],
  expiry: '90',
  expiry_date: '',
  signature_algo: 'sha384',
  is_allowed_for_smartcdn: false,
  is_active: true,
};

/**
 * Checks the values the way the server will, with its words; `keptExpires` is the expiry a saved key already has,
 * which may stay as it is even once past (to deactivate an expired key, say).
 */
export function authKeyResolver(
  now: () => Date,
  zone: string,
  keptExpires: string | null = null,
): Resolver<AuthKeyFormValues> {
  return async (values): Promise<ResolverResult<AuthKeyFormValues>> => {
    const errors: FieldErrors<AuthKeyFormValues> = {};
    const description = values.description.trim();
    if (description === '')
      errors.description = { type: 'required', message: AUTH_KEY_MESSAGES.descriptionMissing };
    else if (description.length > 200) {
      errors.description = { type: 'maxLength', message: AUTH_KEY_MESSAGES.descriptionLength };
    }
    if (values.scope.length === 0) {
      errors.scope = { type: 'required', message: 'Choose at least one scope, or “All scopes”.' };
    }
    if (values.expiry === 'date') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expiry_date)) {
        errors.expiry_date = { type: 'required', message: 'Choose the last day the key works.' };
      } else {
        const expires = toExpires(values, now(), zone, keptExpires);
        if (expires !== keptExpires && expires !== null && Date.parse(expires) <= now().getTime()) {
          errors.expiry_date = { type: 'validate', message: AUTH_KEY_MESSAGES.expiresPast };
        }
      }
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors }
      : { values: { ...values, description }, errors: {} };
  };
}

/** The scopes to send: every one ticked is the same as none, a key without limits. */
export function scopeToSend(scope: AuthKeyScope[]): AuthKeyScope[] {
  return AUTH_KEY_SCOPES.every((known) => scope.includes(known)) ? [] : scope;
}

/**
 * The fields a refusal of the server may name (`meta.field`) that the form has under the same name; an expiry
 * refused goes above the form, since the form asks for a day, not the wire's instant.
 */
export const AUTH_KEY_SERVER_FIELDS = [{ name: 'description' }, { name: 'scope' }] as const;
