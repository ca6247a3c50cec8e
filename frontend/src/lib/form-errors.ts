// Puts the server's `fields` messages (product.md §1) on the matching form inputs.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { serverFieldErrors } from './errors';

/** Sets each server field error on the form; answers whether any was set. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): boolean {
  const fields = serverFieldErrors(error);
  if (!fields) return false;
  let set = false;
  for (const [name, messages] of Object.entries(fields)) {
    if ((known as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message: messages.join(' ') });
      set = true;
    }
  }
  return set;
}
