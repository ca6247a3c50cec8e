// /api/notifications/ (decision 015): the signed-in person's in-app messages and unread count,
// and for admins holding settings.change the outbox of every e-mail, SMS and in-app message.
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

type Schemas = components['schemas'];

export type NotificationBody = Schemas['NotificationBody'];
export type OutboxMessage = Schemas['OutboxMessageBody'];
export type OutboxCounts = Schemas['OutboxCountsBody'];
export type OutboxStatus = Schemas['StatusName'];
export type OutboxChannel = Schemas['ChannelName'];
export type OutboxEvent = Schemas['EventName'];

/** Tells the bell to count again (it lives outside the pages' query client). */
export const NOTIFICATIONS_CHANGED = 'notifications-changed';

function changed() {
  window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
}

export type InboxParams = { unread?: boolean; page?: number; page_size?: number };

export function useInbox(params: InboxParams) {
  return useQuery(
    queryOptions({
      queryKey: ['notifications', 'inbox', params],
      queryFn: () => api.get<Paginated<NotificationBody>>('/api/notifications/', params),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<void>(`/api/notifications/${encodeURIComponent(id)}/read/`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['notifications', 'inbox'] });
      changed();
    },
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>('/api/notifications/read_all/'),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['notifications', 'inbox'] });
      changed();
    },
  });
}

export type OutboxParams = {
  status?: OutboxStatus;
  channel?: OutboxChannel;
  event?: OutboxEvent;
  search?: string;
  page?: number;
  page_size?: number;
};

export function useOutbox(params: OutboxParams) {
  return useQuery(
    queryOptions({
      queryKey: ['notifications', 'outbox', params],
      queryFn: () => api.get<Paginated<OutboxMessage>>('/api/notifications/outbox/', params),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useOutboxCounts(enabled = true) {
  return useQuery({
    queryKey: ['notifications', 'outbox', 'counts'],
    queryFn: () => api.get<OutboxCounts>('/api/notifications/outbox/counts/'),
    enabled,
    staleTime: 30_000,
  });
}

function outboxAction(action: 'retry' | 'cancel') {
  return function useAction() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (id: string) =>
        api.post<OutboxMessage>(`/api/notifications/outbox/${encodeURIComponent(id)}/${action}/`),
      onSuccess: () => void client.invalidateQueries({ queryKey: ['notifications', 'outbox'] }),
    });
  };
}

export const useRetryMessage = outboxAction('retry');
export const useCancelMessage = outboxAction('cancel');
