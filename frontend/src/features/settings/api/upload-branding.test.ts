import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { server } from '@/testing/server';

import { DEFAULT_SETTINGS } from '../defaults';
import { uploadBrandingImage } from './upload-branding';

const LOGO = '*/api/school-settings/school-settings/upload-logo/';

afterEach(() => {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('uploadBrandingImage (spec §7 uploads)', () => {
  it('sends the file as `logo` with the bearer token and the csrftoken cookie, and answers the settings', async () => {
    localStorage.setItem('authToken', 'access-token');
    document.cookie = 'csrftoken=abc123';
    let seen: { auth: string | null; csrf: string | null; fields: string[] } | undefined;
    const saved = { ...DEFAULT_SETTINGS, logo_url: '/media/1/abc', version: 4 };
    server.use(
      http.post(LOGO, async ({ request }) => {
        const form = await request.formData();
        seen = {
          auth: request.headers.get('authorization'),
          csrf: request.headers.get('x-csrftoken'),
          fields: [...form.keys()],
        };
        return HttpResponse.json(saved);
      }),
    );

    const answer = await uploadBrandingImage('logo', new File(['png'], 'logo.png'));

    expect(answer).toEqual(saved);
    expect(seen?.auth).toBe('Bearer access-token');
    expect(seen?.csrf).toBe('abc123');
    expect(seen?.fields).toEqual(['logo']);
  });

  it("fails with 'Failed to upload favicon: {status} - {body}'", async () => {
    const body = { detail: 'The favicon is larger than 512 KB.', code: 'settings.too_large' };
    server.use(
      http.post('*/api/school-settings/school-settings/upload-favicon/', () =>
        HttpResponse.json(body, { status: 413 }),
      ),
    );

    const failure = await uploadBrandingImage('favicon', new File(['x'], 'f.ico')).catch(
      (e: unknown) => e,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(
      `Failed to upload favicon: 413 - ${JSON.stringify(body)}`,
    );
  });
});
