// /api/conversations/ and /api/messages/ (issue 19, decisions/023): the signed-in person's
// conversations, whom they may write to, a thread that follows new messages by asking "after"
// its cursor every few seconds, and the moderators' queue.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiUpload } from '@/lib/api-client';
import type { components } from '@/types/api.gen';

type Schemas = components['schemas'];

export type Inbox = Schemas['InboxBody'];
export type InboxLine = Schemas['InboxLine'];
export type Contact = Schemas['ContactBody'];
export type Thread = Schemas['ThreadBody'];
export type Message = Schemas['MessageBody'];
export type ConversationBody = Schemas['ConversationBody'];
export type Waiting = Schemas['WaitingBody'];
export type Started = Schemas['StartedBody'];

/** How often an open thread asks for what is new, and an inbox for its counts. */
export const THREAD_POLL_MS = 3000;
export const INBOX_POLL_MS = 20000;

const conversation = (id: string) => `/api/conversations/${encodeURIComponent(id)}/`;

export function useConversations() {
  return useQuery(
    queryOptions({
      queryKey: ['messages', 'inbox'],
      queryFn: () => api.get<Inbox>('/api/conversations/'),
      refetchInterval: INBOX_POLL_MS,
    }),
  );
}

export function useContacts(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['messages', 'contacts'],
      queryFn: () => api.get<Contact[]>('/api/conversations/contacts/'),
      enabled,
      staleTime: 60_000,
    }),
  );
}

/** `next`'s messages laid over `prev`'s: a message decided on since replaces its old copy. */
export function mergeThread(prev: Thread, next: Thread): Thread {
  const byId = new Map(prev.messages.map((m) => [m.id, m]));
  for (const m of next.messages) byId.set(m.id, m);
  const messages = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    conversation: next.conversation,
    messages,
    cursor: Math.max(prev.cursor, next.cursor),
  };
}

const threadKey = (id: string) => ['messages', 'thread', id] as const;

/**
 * A thread, then every few seconds what changed after its cursor (the database's, so a
 * message committed late or approved since is never skipped), while the page is visible.
 */
export function useThread(id: string) {
  const client = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: threadKey(id),
      queryFn: async () => {
        const prev = client.getQueryData<Thread>(threadKey(id));
        if (!prev) return api.get<Thread>(conversation(id));
        const next = await api.get<Thread>(conversation(id), { after: prev.cursor });
        if (next.messages.some((m) => !m.mine)) {
          void client.invalidateQueries({ queryKey: ['messages', 'inbox'] });
        }
        // Over what the cache holds now: a message sent while this poll waited stays.
        return mergeThread(client.getQueryData<Thread>(threadKey(id)) ?? prev, next);
      },
      refetchInterval: THREAD_POLL_MS,
      refetchIntervalInBackground: false,
    }),
  );
}

/** A message to send: its text, and a file where one is attached. */
export interface Outgoing {
  body: string;
  file?: File | null;
}

export function useSend(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file }: Outgoing) => {
      if (!file) return api.post<Message>(`${conversation(id)}messages/`, { body });
      const form = new FormData();
      form.append('body', body);
      form.append('file', file, file.name);
      return apiUpload<Message>(`${conversation(id)}attachments/`, form);
    },
    onSuccess: (message) => {
      client.setQueryData<Thread>(threadKey(id), (prev) =>
        prev ? mergeThread(prev, { ...prev, messages: [message], cursor: prev.cursor }) : prev,
      );
      void client.invalidateQueries({ queryKey: ['messages', 'inbox'] });
    },
  });
}

export interface StartInput {
  to: string;
  about?: string | null;
  body: string;
}

export function useStart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StartInput) => api.post<Started>('/api/conversations/', input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['messages', 'inbox'] });
    },
  });
}

export function useWaiting(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['messages', 'waiting'],
      queryFn: () => api.get<Waiting[]>('/api/messages/'),
      enabled,
      refetchInterval: INBOX_POLL_MS,
    }),
  );
}

export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reject?: string }) =>
      input.reject === undefined
        ? api.post<Message>(`/api/messages/${encodeURIComponent(input.id)}/approve/`)
        : api.post<Message>(`/api/messages/${encodeURIComponent(input.id)}/reject/`, {
            reason: input.reject,
          }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['messages'] });
    },
  });
}

/** Saves a message's file: fetched with the session's token, which a plain link would not send. */
export async function saveAttachment(message: Message): Promise<void> {
  const { download } = await import('@/lib/download');
  await download(
    `/api/messages/${encodeURIComponent(message.id)}/attachment/`,
    undefined,
    message.attachment?.name ?? 'attachment',
  );
}
