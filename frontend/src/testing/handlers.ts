// MSW answers many component tests need.
import { http, HttpResponse } from 'msw';

import { DEFAULT_SETTINGS } from '@/features/settings/defaults';

/** The school settings at version 1, with `extra` over the defaults. */
export function schoolSettings(extra: Record<string, unknown> = {}) {
  return http.get('*/api/school-settings/school-settings/', () =>
    HttpResponse.json({ ...DEFAULT_SETTINGS, version: 1, ...extra }),
  );
}
