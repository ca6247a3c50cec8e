// PUT /api/school-settings/school-settings/: the changed fields and the version they were read
// at (decision 007), with spec §8's messages when it fails.
import { ApiError, api } from '@/lib/api-client';

import { SCHOOL_SETTINGS_PATH, readSettings } from './get-school-settings';
import type { SettingsResponse } from './types';

export const UPDATE_FAILED = 'Failed to update school settings';

function fieldsOf(data: unknown): Record<string, string[]> | null {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
  return fields as Record<string, string[]>;
}

/**
 * The message of a failed update (spec §8): 'Validation errors:' and a line per field when the
 * server names fields, else its detail or raw answer, else 'Failed to update school settings'.
 */
export function updateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPDATE_FAILED;
  const fields = fieldsOf(error.data);
  if (fields && Object.keys(fields).length) {
    const lines = Object.entries(fields).map(
      ([field, messages]) =>
        `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`,
    );
    return ['Validation errors:', ...lines].join('\n');
  }
  const detail = (error.data as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string' && detail) return detail;
  if (typeof error.data === 'string' && error.data.trim()) return error.data;
  return UPDATE_FAILED;
}

/** Sends `fields` with `version` (when known); the answer is the whole settings, as GET's. */
export async function updateSchoolSettings(
  fields: Record<string, unknown>,
  version: number | null,
): Promise<SettingsResponse> {
  try {
    const body = typeof version === 'number' ? { ...fields, version } : fields;
    return readSettings(await api.put<unknown>(SCHOOL_SETTINGS_PATH, body));
  } catch (error) {
    // The status and the body stay on the error, so that forms can place field errors.
    if (error instanceof ApiError) {
      throw new ApiError(updateErrorMessage(error), error.status, error.statusText, error.data);
    }
    throw new Error(UPDATE_FAILED, { cause: error });
  }
}
