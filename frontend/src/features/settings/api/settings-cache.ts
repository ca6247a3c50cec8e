// One way for new settings to reach every holder: the query cache of this client, and the
// 'settings-updated' browser event for every other provider (spec §4 "Settings").
import type { QueryClient } from '@tanstack/react-query';

import { SCHOOL_SETTINGS_KEY } from './get-school-settings';
import type { SettingsResponse } from './types';

export const SETTINGS_UPDATED_EVENT = 'settings-updated';

/** Replaces the cached settings with `settings` and tells the other providers. */
export function publishSettings(client: QueryClient, settings: SettingsResponse) {
  client.setQueryData(SCHOOL_SETTINGS_KEY, settings);
  window.dispatchEvent(new CustomEvent(SETTINGS_UPDATED_EVENT, { detail: settings }));
}
