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

interface EarlySettings {
  answer: Promise<SettingsResponse>;
  /** The answer, once it has arrived. */
  settings?: SettingsResponse;
}

let early: EarlySettings | null = null;

/**
 * Starts the settings' read as the script starts (main.tsx), not when the application first
 * renders: every page needs them, and on a phone's slow connection the answer then arrives while
 * the page's code downloads. The provider's first render takes them when they are in, so the
 * page draws once with the school's own settings instead of twice (the defaults, then the
 * school's: a second render of every page, which on a phone held it for a tenth of a second).
 */
export function readSettingsEarly() {
  const read: EarlySettings = { answer: getSchoolSettings() };
  read.answer.then(
    (settings) => {
      read.settings = settings;
    },
    () => undefined,
  );
  early = read;
}

/**
 * The read readSettingsEarly started, for the provider that mounts first (however long the
 * page's code took: nothing can save the settings on this page before it mounts); `forget` lets
 * it go, so that a provider mounted later reads the server.
 */
export function earlySettings(forget = false): EarlySettings | null {
  const read = early;
  if (forget) early = null;
  return read;
}
