import { api } from '@/lib/api-client';

import type { SettingsResponse } from './types';

export const SCHOOL_SETTINGS_PATH = '/api/school-settings/school-settings/';

/** Refuses an answer that is not a settings object: a proxy can answer an HTML page (spec §8). */
export function readSettings(settings: unknown): SettingsResponse {
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) {
    throw new Error('The server did not answer the school settings as JSON.');
  }
  return settings as SettingsResponse;
}

/** Reads the school settings and their version, past every cache (spec §7). */
export async function getSchoolSettings(): Promise<SettingsResponse> {
  const settings = await api.get<unknown>(
    SCHOOL_SETTINGS_PATH,
    { _t: Date.now() },
    { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } },
  );
  return readSettings(settings);
}
