import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { Announcement } from '../api/types';
import AnnouncementsPage from './announcements-page';

const URL = '*/api/school-settings/announcements/';

function announcement(extra: Partial<Announcement> = {}): Announcement {
  return {
    id: '0190f0c2-0000-7000-8000-0000000000a1',
    title: 'Sports day',
    content: 'Sports day is on Friday. Wear your house colours.',
    priority: 'MEDIUM',
    target_audience: 'ALL',
    is_active: true,
    created_by: '0190f0c2-0000-7000-8000-000000000001',
    created_by_name: 'Ada Obi',
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    expires_at: null,
    ...extra,
  };
}

/** Serves a list that the writes below change, and records every write. */
function serve(initial: Announcement[]) {
  let items = [...initial];
  const writes: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    writes.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : null });
  };
  server.use(
    schoolSettings(),
    http.get(URL, () =>
      HttpResponse.json({ count: items.length, next: null, previous: null, results: items }),
    ),
    http.post(URL, async ({ request }) => {
      await record(request.clone());
      const { notify, ...sent } = (await request.json()) as Partial<Announcement> & {
        notify?: boolean;
      };
      const created = announcement({ ...sent, id: '0190f0c2-0000-7000-8000-0000000000b2' });
      items = [created, ...items];
      // The server tells the audience when asked: here, 12 messages.
      return HttpResponse.json({ ...created, messages: notify ? 12 : 0 }, { status: 201 });
    }),
    http.put(`${URL}:id/`, async ({ request, params }) => {
      await record(request.clone());
      const body = (await request.json()) as Partial<Announcement>;
      items = items.map((a) => (a.id === params.id ? { ...a, ...body } : a));
      return HttpResponse.json(items.find((a) => a.id === params.id));
    }),
    http.delete(`${URL}:id/`, async ({ request, params }) => {
      await record(request);
      items = items.filter((a) => a.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return writes;
}

describe('the announcements screen', () => {
  it('lists the announcements with their priority, audience and expiry', async () => {
    serve([
      announcement({ priority: 'HIGH', title: 'School closed', target_audience: 'PARENTS' }),
      announcement({
        id: '0190f0c2-0000-7000-8000-0000000000a2',
        title: 'Old news',
        is_active: false,
        expires_at: '2030-01-01T00:00:00Z',
      }),
    ]);

    renderApp(<AnnouncementsPage />);

    const closed = await screen.findByRole('article', { name: 'School closed' });
    expect(within(closed).getByText('High priority')).toBeInTheDocument();
    expect(within(closed).getByText('Parents')).toBeInTheDocument();
    expect(within(closed).getByText('Never')).toBeInTheDocument();
    const old = screen.getByRole('article', { name: 'Old news' });
    expect(within(old).getByText('Hidden')).toBeInTheDocument();
  });

  it('publishes a new announcement, with its expiry in UTC', async () => {
    const writes = serve([]);
    renderApp(<AnnouncementsPage />);
    expect(
      await screen.findByText(
        'No announcements yet. Publish one to tell the school what is happening.',
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: 'New announcement' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Exams begin' } });
    fireEvent.change(within(form).getByLabelText('Announcement'), {
      target: { value: 'Exams begin on Monday.' },
    });
    fireEvent.change(within(form).getByLabelText('Priority'), { target: { value: 'HIGH' } });
    fireEvent.change(within(form).getByLabelText('For'), { target: { value: 'STUDENTS' } });
    fireEvent.change(within(form).getByLabelText('Expires at (optional)'), {
      target: { value: '2030-01-02T08:30' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('The announcement is published.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/api\/school-settings\/announcements\/$/),
        body: {
          title: 'Exams begin',
          content: 'Exams begin on Monday.',
          priority: 'HIGH',
          target_audience: 'STUDENTS',
          is_active: true,
          notify: false,
          expires_at: new Date('2030-01-02T08:30').toISOString().replace('.000Z', 'Z'),
        },
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Exams begin' })).toBeInTheDocument();
  });

  it('tells the audience when “Tell them now” is ticked, and says how many messages went', async () => {
    const writes = serve([]);
    renderApp(<AnnouncementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: 'New announcement' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Sports day' } });
    fireEvent.change(within(form).getByLabelText('Announcement'), {
      target: { value: 'On Friday.' },
    });
    fireEvent.click(within(form).getByLabelText('Tell them now'));
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText('The announcement is published, and 12 messages tell its audience.'),
    ).toBeInTheDocument();
    expect((writes[0] as { body: { notify: boolean } }).body.notify).toBe(true);
  });

  it('refuses an empty title and a past expiry without asking the server', async () => {
    const writes = serve([]);
    renderApp(<AnnouncementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: 'New announcement' });
    fireEvent.change(within(form).getByLabelText('Expires at (optional)'), {
      target: { value: '2001-01-01T08:00' },
    });

    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));

    expect(await within(form).findByText('Enter a title.')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Choose a time in the future, or leave it empty to show it until you take it down.',
      ),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('edits an announcement, sending its unchanged expiry back exactly', async () => {
    const writes = serve([announcement({ expires_at: '2030-05-01T10:15:30Z' })]);
    renderApp(<AnnouncementsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sports day' }));
    const form = screen.getByRole('form', { name: 'Edit Sports day' });
    fireEvent.change(within(form).getByLabelText('Title'), {
      target: { value: 'Sports day moved' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The announcement is saved.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        url: expect.stringMatching(/\/announcements\/0190f0c2-0000-7000-8000-0000000000a1\/$/),
        body: {
          title: 'Sports day moved',
          content: 'Sports day is on Friday. Wear your house colours.',
          priority: 'MEDIUM',
          target_audience: 'ALL',
          is_active: true,
          expires_at: '2030-05-01T10:15:30Z',
        },
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Sports day moved' })).toBeInTheDocument();
  });

  it("shows the server's field errors beside their inputs", async () => {
    serve([]);
    server.use(
      http.post(URL, () =>
        HttpResponse.json(
          {
            detail: 'The announcement is not valid.',
            code: 'announcements.invalid',
            fields: { title: ['Keep the title to at most 200 characters.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderApp(<AnnouncementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: 'New announcement' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText('Announcement'), { target: { value: 'World' } });

    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(
        'Keep the title to at most 200 characters.',
      ),
    );
  });

  it('deletes an announcement once the admin confirms', async () => {
    const writes = serve([announcement()]);
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    renderApp(<AnnouncementsPage />);
    const remove = await screen.findByRole('button', { name: 'Delete Sports day' });

    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(writes).toEqual([]);

    fireEvent.click(remove);

    expect(await screen.findByText('“Sports day” is deleted.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'DELETE',
        url: expect.stringMatching(/\/announcements\/0190f0c2-0000-7000-8000-0000000000a1\/$/),
        body: null,
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Sports day' })).not.toBeInTheDocument(),
    );
  });

  it('shows an empty list when the announcements cannot be fetched', async () => {
    server.use(
      schoolSettings(),
      http.get(URL, () => HttpResponse.json({ detail: 'down' }, { status: 503 })),
    );

    renderApp(<AnnouncementsPage />);

    expect(
      await screen.findByText(
        'No announcements yet. Publish one to tell the school what is happening.',
      ),
    ).toBeInTheDocument();
  });
});
