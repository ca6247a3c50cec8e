// Failed calls as sentences for people, built on api-client's `errorMessage` (the server's
// `detail`, else a fallback): a failed load, a bulk call's per-item problems, the fields of a
// refusal. The server answers `{detail, code, fields}` (product.md §1); every screen words what
// it shows about a failure through here, so every screen words it the same way.
import { ApiError, errorMessage } from './api-client';

/** `text` ending with one full stop, to put before another sentence. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The sentence for data that could not be loaded: 'The teachers could not be loaded: The server
 * is busy. Check your connection, then try again.' `next` is what to do, when there is no Try
 * again button beside the sentence ('Reload the page to try again.').
 */
export function loadFailure(
  what: string,
  error: unknown,
  next = 'Check your connection, then try again.',
): string {
  return `${what} could not be loaded: ${asSentence(errorMessage(error, 'the server did not answer'))} ${next}`;
}

/** The server's messages for each field of a refused request (`fields`), or null. */
export function serverFieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data;
  const fields = typeof data === 'object' && data !== null && 'fields' in data ? data.fields : null;
  if (typeof fields !== 'object' || fields === null) return null;
  const result: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fields)) {
    result[key] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * A bulk call's per-item problems (`fields` keyed `items.{index}.{field}`, product.md §1) as
 * sentences naming the item: 'Ngozi Okafor: Another teacher has this e-mail address.' Problems
 * of the whole call (`items`) come first, then the items in the order they were sent. Empty
 * when the answer has no `fields`.
 */
export function itemErrors(error: unknown, itemName: (index: number) => string): string[] {
  const fields = serverFieldErrors(error);
  if (!fields) return [];
  const found = Object.entries(fields).map(([key, messages]) => {
    const match = /^items\.(\d+)(?:\.|$)/.exec(key);
    const text = messages.join(' ');
    return match
      ? { order: Number(match[1]), text: `${itemName(Number(match[1]))}: ${text}` }
      : { order: -1, text };
  });
  return found.sort((a, b) => a.order - b.order).map((f) => f.text);
}
