// The newsletter's subscribers, for admins who manage announcements: GET /api/newsletter/
// (a page, newest first, `?search=` part of an address), DELETE /api/newsletter/{id}/, and the
// confirmed addresses as CSV (GET /api/newsletter/export/) for the school's own mailing tool.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';

// Not imported from ./subscribe: that module is the public pages' (in their chunk), and this
// one, with TanStack Query, is a signed-in page's alone (vite.config.ts, PUBLIC_SITE).
const NEWSLETTER_PATH = '/api/newsletter/';

export type Subscriber = components['schemas']['SubscriberBody'];

export interface SubscriberParams {
  search?: string;
  page: number;
  page_size: number;
}

const subscribersKey = ['newsletter', 'subscribers'] as const;

export function useSubscribers(params: SubscriberParams) {
  return useQuery(
    queryOptions({
      queryKey: [...subscribersKey, params],
      queryFn: () => api.get<Paginated<Subscriber>>(NEWSLETTER_PATH, { ...params }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useRemoveSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${NEWSLETTER_PATH}${encodeURIComponent(id)}/`),
    onSettled: () => void client.invalidateQueries({ queryKey: subscribersKey }),
  });
}

/** Downloads the confirmed subscribers as `newsletter-subscribers-{today}.csv`. */
export async function exportSubscribers(today: string): Promise<void> {
  const { download } = await import('@/lib/download');
  await download(`${NEWSLETTER_PATH}export/`, undefined, `newsletter-subscribers-${today}.csv`);
}
