import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { TIME_ZONE_KEY } from '@/lib/school';
import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import AddStudentPage from './add-student-page';
import { CLASSES, paginated, parent, student } from './student-test-data';

const CREATE = '*/api/students/';

/** Serves the classes and the parent search; records what the create sends. */
function serve(answer: () => Response) {
  const sent: unknown[] = [];
  const create = vi.fn(async ({ request }: { request: Request }) => {
    sent.push(await request.json());
    return answer();
  });
  server.use(
    schoolSettings(),
    http.get('*/api/classes/', () => HttpResponse.json(paginated(CLASSES))),
    http.get('*/api/parents/', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      return HttpResponse.json(
        paginated('emeka okafor'.includes(search.toLowerCase()) ? [parent()] : []),
      );
    }),
    http.post(CREATE, create),
  );
  return { sent, create };
}

function renderPage() {
  signedInAs('admin', { is_superuser: true });
  return renderApp(
    <Routes>
      <Route path="/admin/students/add" element={<AddStudentPage />} />
      <Route path="/admin/students/:id" element={<p>The student’s page</p>} />
    </Routes>,
    { route: '/admin/students/add' },
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillRequired() {
  type('Admission number', 'ADM/2026/001');
  type('First name', 'Chidinma');
  type('Last name', 'Okafor');
}

describe('adding a student', () => {
  it("takes a date of birth up to the school's day, not the phone's", async () => {
    // Ten in the morning of 9 December on the phone (UTC-5) is the 10th where the school is.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 11, 9, 10, 0));
    localStorage.setItem(TIME_ZONE_KEY, 'UTC+14');
    serve(() => HttpResponse.json(student(), { status: 201 }));
    server.use(schoolSettings({ timezone: 'UTC+14' }));
    renderPage();
    await screen.findByRole('form', { name: 'Add a student' });

    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('max', '2026-12-10');
    type('Date of birth', '2026-12-11');
    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));
    expect(
      await screen.findByText('The date of birth cannot be in the future.'),
    ).toBeInTheDocument();
  });

  it('checks the form before sending it', async () => {
    const { create } = serve(() => HttpResponse.json(student(), { status: 201 }));
    renderPage();
    await screen.findByRole('form', { name: 'Add a student' });
    type('E-mail address (optional)', 'not-an-address');
    type('Date of birth', '2999-01-01');

    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));

    expect(await screen.findByText('Enter the admission number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the last name.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enter a valid e-mail address, such as name@example.com, or leave it empty.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The date of birth cannot be in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their inputs", async () => {
    serve(() =>
      HttpResponse.json(
        {
          detail: 'The student is not valid.',
          code: 'academics.invalid',
          fields: {
            admission_number: ['Another student has this admission number.'],
            class_id: ['There is no such class.'],
          },
        },
        { status: 422 },
      ),
    );
    renderPage();
    await screen.findByRole('form', { name: 'Add a student' });
    fillRequired();

    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));

    expect(
      await screen.findByText('Another student has this admission number.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Admission number')).toHaveAccessibleDescription(
      'Another student has this admission number.',
    );
    expect(screen.getByLabelText('Class')).toHaveAccessibleDescription('There is no such class.');
  });

  it('links a parent found by name, and shows the first password once before the student’s page', async () => {
    const { sent } = serve(() =>
      HttpResponse.json(student({ id: 'new-student', initial_password: 'kT4mQz9vXw2pLr' }), {
        status: 201,
      }),
    );
    renderPage();
    await screen.findByRole('form', { name: 'Add a student' });
    fillRequired();
    type('Class', 'class-1b');
    type('Date of birth', '2014-03-05');
    type('Find a parent', 'emeka');
    fireEvent.click(await screen.findByRole('button', { name: /Add Emeka Okafor/ }));
    // The relationship is required.
    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));
    expect(
      await screen.findByText('Say how they are related, such as Mother, Father or Guardian.'),
    ).toBeInTheDocument();
    type('Relationship of Emeka Okafor', 'Father');

    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));

    const box = await screen.findByRole('region', { name: 'First sign-in details' });
    expect(within(box).getByText('ADM/2026/001')).toBeInTheDocument();
    expect(within(box).getByText('kT4mQz9vXw2pLr')).toBeInTheDocument();
    expect(box).toHaveTextContent(
      'Write this down or give it to the student now; it will not be shown again. They must change it at first sign-in.',
    );
    expect(sent).toEqual([
      {
        admission_number: 'ADM/2026/001',
        first_name: 'Chidinma',
        last_name: 'Okafor',
        date_of_birth: '2014-03-05',
        class_id: 'class-1b',
        parents: [{ parent_id: 'parent-emeka', relationship: 'Father' }],
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: /Done: open Chidinma Okafor’s page/ }));
    await waitFor(() => expect(screen.getByText('The student’s page')).toBeInTheDocument());
    expect(screen.queryByText('kT4mQz9vXw2pLr')).not.toBeInTheDocument();
  });
});
