import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/server';

import { getCommunicationSettings, updateCommunicationSettings } from './communication-settings';

const URL = '*/api/school-settings/communication-settings/';

describe('communication settings (spec §8 messages)', () => {
  it('reads and writes the settings object', async () => {
    const settings = { notifications_enabled: false, version: 2 };
    let sent: unknown;
    server.use(
      http.get(URL, () => HttpResponse.json(settings)),
      http.put(URL, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...settings, notifications_enabled: true, version: 3 });
      }),
    );

    expect(await getCommunicationSettings()).toEqual(settings);
    const saved = await updateCommunicationSettings({ notifications_enabled: true, version: 2 });

    expect(sent).toEqual({ notifications_enabled: true, version: 2 });
    expect(saved).toEqual({ notifications_enabled: true, version: 3 });
  });

  it("fails with 'Failed to fetch communication settings' and 'Failed to update communication settings'", async () => {
    server.use(
      http.get(URL, () => HttpResponse.json({ detail: 'no' }, { status: 500 })),
      http.put(URL, () => HttpResponse.json({ detail: 'no' }, { status: 403 })),
    );

    await expect(getCommunicationSettings()).rejects.toThrow(
      'Failed to fetch communication settings',
    );
    await expect(updateCommunicationSettings({ notifications_enabled: true })).rejects.toThrow(
      'Failed to update communication settings',
    );
  });
});
