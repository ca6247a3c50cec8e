// PUT (replace) and PATCH (change some fields) /api/school-settings/announcements/{id}/.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ANNOUNCEMENTS_PATH } from './get-announcements';
import type { Announcement, AnnouncementForm, AnnouncementPatch } from './types';

export const replaceAnnouncement = (id: string, body: AnnouncementForm) =>
  api.put<Announcement>(`${ANNOUNCEMENTS_PATH}${id}/`, body);

export const patchAnnouncement = (id: string, body: AnnouncementPatch) =>
  api.patch<Announcement>(`${ANNOUNCEMENTS_PATH}${id}/`, body);

export function useReplaceAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnnouncementForm }) =>
      replaceAnnouncement(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}

export function usePatchAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnnouncementPatch }) =>
      patchAnnouncement(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}
