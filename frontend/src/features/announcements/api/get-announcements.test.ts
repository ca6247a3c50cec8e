import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/server';

import { EMPTY_PAGE, getAnnouncements } from './get-announcements';

const URL = '*/api/school-settings/announcements/';

describe('getAnnouncements (spec §8: list fetches swallow errors)', () => {
  it('sends the filters as query parameters and answers the page', async () => {
    let seen: URLSearchParams | undefined;
    const page = {
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 'a', title: 'Sports day' }],
    };
    server.use(
      http.get(URL, ({ request }) => {
        seen = new window.URL(request.url).searchParams;
        return HttpResponse.json(page);
      }),
    );

    const answer = await getAnnouncements({
      search: 'sport',
      priority: 'HIGH',
      is_active: true,
      page: 2,
    });

    expect(answer).toEqual(page);
    expect(seen?.toString()).toBe('search=sport&priority=HIGH&is_active=true&page=2');
  });

  it('gives an empty list when the server fails', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));

    expect(await getAnnouncements()).toEqual(EMPTY_PAGE);
  });

  it('gives an empty list when the answer has no list of results', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ count: 3, results: 'nope' })));

    expect(await getAnnouncements()).toEqual(EMPTY_PAGE);
  });
});
