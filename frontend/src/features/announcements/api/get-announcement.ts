// GET /api/school-settings/announcements/{id}/ (404 for one the caller may not see).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ANNOUNCEMENTS_PATH } from './get-announcements';
import type { Announcement } from './types';

export const getAnnouncement = (id: string) => api.get<Announcement>(`${ANNOUNCEMENTS_PATH}${id}/`);

export const announcementQuery = (id: string) =>
  queryOptions({ queryKey: ['announcements', 'one', id], queryFn: () => getAnnouncement(id) });

export function useAnnouncement(id: string | null) {
  return useQuery({ ...announcementQuery(id ?? ''), enabled: Boolean(id) });
}
