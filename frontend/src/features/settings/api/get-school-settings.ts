import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { SchoolSettings } from '../defaults';

export const SCHOOL_SETTINGS_PATH = '/api/school-settings/school-settings/';

/** Reads the school settings, past every cache (spec §7), and refuses an answer that is not them. */
export async function getSchoolSettings(): Promise<SchoolSettings> {
  const settings = await api.get<unknown>(
    SCHOOL_SETTINGS_PATH,
    { _t: Date.now() },
    { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } },
  );
  // A proxy or a misrouted request can answer an HTML page with status 200 (spec §8).
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) {
    throw new Error('The server did not answer the school settings as JSON.');
  }
  return settings as SchoolSettings;
}

export const schoolSettingsQuery = () =>
  queryOptions({
    queryKey: ['school-settings'],
    queryFn: getSchoolSettings,
    staleTime: 5 * 60_000,
  });
