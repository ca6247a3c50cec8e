// POST /api/school-settings/announcements/ (needs `announcements.manage`).
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ANNOUNCEMENTS_PATH } from './get-announcements';
import type { CreatedAnnouncement, NewAnnouncementForm } from './types';

export const createAnnouncement = (body: NewAnnouncementForm) =>
  api.post<CreatedAnnouncement>(ANNOUNCEMENTS_PATH, body);

export function useCreateAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}
