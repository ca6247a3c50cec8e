// POST /api/newsletter/ with {"email"}: stores the address for the school's newsletter. The
// server answers 201 {"email", "detail"} (detail is the sentence to show) or 422 with the reason
// in `fields.email`. Subscribing an address twice is not an error.
import { ApiError, api } from '@/lib/api-client';
import type { components } from '@/types/api.gen';

export const NEWSLETTER_PATH = '/api/newsletter/';

export type NewsletterSubscription = components['schemas']['SubscribeResponse'];

export function subscribeToNewsletter(email: string): Promise<NewsletterSubscription> {
  return api.post<NewsletterSubscription>(NEWSLETTER_PATH, { email });
}

/** The server's message about the address in a 422 answer, if it sent one. */
export function emailFieldError(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const fields = (error.data as { fields?: Record<string, unknown> } | null)?.fields;
  const messages = fields?.email;
  if (Array.isArray(messages) && messages.length > 0) return messages.join(' ');
  return error.message;
}
