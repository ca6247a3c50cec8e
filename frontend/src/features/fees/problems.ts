// A refused or failed call as the sentence to show: the server's messages for the fields not
// shown beside their own inputs (a validation answer's `detail` only says to correct the fields),
// else its `detail`, else `fallback`, which says what to do next.
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/errors';

export function problemText(
  error: unknown,
  fallback: string,
  shownOnFields: readonly string[] = [],
): string {
  const fields = serverFieldErrors(error);
  if (fields) {
    const shown = (key: string) =>
      shownOnFields.some((field) => key === field || key.startsWith(`${field}.`));
    const rest = Object.entries(fields)
      .filter(([key]) => !shown(key))
      .flatMap(([, messages]) => messages);
    return rest.join(' ');
  }
  return errorMessage(error, fallback);
}

/** The server's sentences for `field` (and its items, `due_dates.1`), or undefined. */
export function fieldProblem(error: unknown, field: string): string | undefined {
  const fields = serverFieldErrors(error);
  if (!fields) return undefined;
  const messages = Object.entries(fields)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, m]) => m);
  return messages.length > 0 ? messages.join(' ') : undefined;
}
