// One way for new settings to reach every holder: the 'settings-updated' browser event, which
// every settings provider listens to and takes as its copy (spec §4 "Settings").
import type { SettingsResponse } from './types';

export const SETTINGS_UPDATED_EVENT = 'settings-updated';

/** Tells every settings provider to replace its settings with `settings`. */
export function publishSettings(settings: SettingsResponse) {
  window.dispatchEvent(new CustomEvent(SETTINGS_UPDATED_EVENT, { detail: settings }));
}
