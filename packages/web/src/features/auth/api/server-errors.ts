import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiClientError, errorMessage } from '../../../lib/api-client';

/**
 * Puts the server's per-field messages (djoser shape, e.g. `newPassword: [...]`) on the form's
 * fields and returns the rest as a list for the form's error summary.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  if (!(error instanceof ApiClientError) || !error.fields) return [errorMessage(error)];
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.fields)) {
    const known = fields.find((f) => f === field);
    // All messages in one string; the field splits them back into a list.
    if (known) setError(known, { type: 'server', message: messages.join('\n') });
    else rest.push(...messages);
  }
  return rest;
}

/** A field error as one message or the server's list of them. */
export const fieldError = (message: string | undefined): string[] | undefined => message?.split('\n');
