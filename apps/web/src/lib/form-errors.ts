import { withLimit } from '@skyparcel/domain/limit-wording';
import { camelCase } from 'es-toolkit';
import i18n, { type TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './api-client-error.ts';

/** A field's label from the shared catalogue, capitalised to stand on its own. */
export function fieldLabel(t: TFunction, field: string): string {
  const label = t(`fields.${field}`);
  return label.charAt(0).toLocaleUpperCase() + label.slice(1);
}

const SENTINEL = '\u0000';

/**
 * Form errors carry a stable code (the domain schemas' issue messages, or a server
 * field code); the text comes from `validation.<code>` with the field's label.
 * A message that is not a code (a server's own text) is shown as it is.
 */
export function fieldErrorText(
  t: TFunction,
  field: string,
  message: string | undefined,
  limits: { max?: number } = {},
): string | undefined {
  if (!message) return undefined;
  const named = `validation.${withLimit(message, limits)}`;
  const key = t(named, { defaultValue: '' }) ? named : `validation.${message}`;
  if (!t(key, { defaultValue: '' })) return message;
  // A label that opens the sentence starts with a capital letter, as on the server.
  const opensSentence = t(key, { field: SENTINEL }).startsWith(SENTINEL);
  const label = opensSentence ? fieldLabel(t, field) : t(`fields.${field}`);
  return t(key, { field: label, ...limits });
}

/** Puts a VALIDATION_ERROR's field errors (snake_case fields) back on the form's camelCase fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): boolean {
  let hasApplied = false;
  for (const fieldError of error.fieldErrors) {
    const name = camelCase(fieldError.field);
    if (!knownFields.includes(name)) continue;
    const isKnownCode = i18n.exists(`validation.${fieldError.code}`);
    setError(name as Path<T>, { type: 'server', message: isKnownCode ? fieldError.code : fieldError.message });
    hasApplied = true;
  }
  return hasApplied;
}
