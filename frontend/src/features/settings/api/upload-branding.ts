// The logo and favicon uploads of spec §7: multipart, the bearer token, and the `csrftoken`
// cookie as X-CSRFToken (decision 007: accepted, not needed). The answer is the settings.
import { useMutation } from '@tanstack/react-query';

import { ApiError, apiUpload } from '@/lib/api-client';

import { SCHOOL_SETTINGS_PATH, readSettings } from './get-school-settings';
import { publishSettings } from './settings-cache';
import type { SettingsResponse } from './types';

export type BrandingImage = 'logo' | 'favicon';

/** The `csrftoken` cookie, when the page has one. */
export function csrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrftoken') return decodeURIComponent(rest.join('='));
  }
  return null;
}

function bodyText(data: unknown): string {
  if (data === null || data === undefined) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** Uploads the school's logo or favicon; fails with 'Failed to upload {image}: {status} - {body}'. */
export async function uploadBrandingImage(
  image: BrandingImage,
  file: File,
): Promise<SettingsResponse> {
  const form = new FormData();
  form.append(image, file);
  const token = csrfToken();
  try {
    const answer = await apiUpload<unknown>(
      `${SCHOOL_SETTINGS_PATH}upload-${image}/`,
      form,
      token ? { 'X-CSRFToken': token } : {},
    );
    return readSettings(answer);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(
        `Failed to upload ${image}: ${error.status} - ${bodyText(error.data)}`,
        error.status,
        error.statusText,
        error.data,
      );
    }
    throw error;
  }
}

/** Uploads, then gives the answer to every settings provider. */
export function useUploadBrandingImage() {
  return useMutation({
    mutationFn: ({ image, file }: { image: BrandingImage; file: File }) =>
      uploadBrandingImage(image, file),
    onSuccess: (settings) => publishSettings(settings),
  });
}
