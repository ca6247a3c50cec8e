// GET /api/school-settings/announcements/: one page of the announcements the caller may see
// (the server filters by audience, decision 008). A failure, or an answer without a list, gives
// an empty page (spec §8).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { Announcement, AnnouncementPage, Audience, Priority } from './types';

export const ANNOUNCEMENTS_PATH = '/api/school-settings/announcements/';

export interface AnnouncementListParams {
  search?: string;
  priority?: Priority;
  target_audience?: Audience;
  is_active?: boolean;
  /** `created_at`, `priority`, `expires_at` or `title`, each with `-` for descending. */
  ordering?: string;
  page?: number;
  page_size?: number;
  [key: string]: string | number | boolean | undefined;
}

export const EMPTY_PAGE: AnnouncementPage = { count: 0, next: null, previous: null, results: [] };

export async function getAnnouncements(
  params: AnnouncementListParams = {},
): Promise<AnnouncementPage> {
  try {
    const page = await api.get<Partial<AnnouncementPage> | null>(ANNOUNCEMENTS_PATH, params);
    if (!page || !Array.isArray(page.results)) return EMPTY_PAGE;
    const results = page.results as Announcement[];
    return {
      count: typeof page.count === 'number' ? page.count : results.length,
      next: page.next ?? null,
      previous: page.previous ?? null,
      results,
    };
  } catch {
    return EMPTY_PAGE;
  }
}

export const announcementsQuery = (params: AnnouncementListParams = {}) =>
  queryOptions({
    queryKey: ['announcements', params],
    queryFn: () => getAnnouncements(params),
    placeholderData: keepPreviousData,
  });

export function useAnnouncements(params: AnnouncementListParams = {}) {
  return useQuery(announcementsQuery(params));
}
