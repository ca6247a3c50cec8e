import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { DATE_FORMAT_KEY } from '@/lib/school';
import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { notFound, student } from '../test-fixtures';
import StudentPage from './student-page';

const at = (id: string) => ({
  route: `/teacher/student/${id}`,
  path: '/teacher/student/:studentId',
});

describe('a student’s record', () => {
  it('writes dates as the school last said while its settings cannot be read', async () => {
    signedInAs('teacher');
    localStorage.setItem(DATE_FORMAT_KEY, 'yyyy-mm-dd');
    server.use(
      http.get('*/api/school-settings/school-settings/', () =>
        HttpResponse.json({}, { status: 503 }),
      ),
      http.get('*/api/students/s1/', () => HttpResponse.json(student())),
    );

    renderApp(<StudentPage />, at('s1'));

    const record = await screen.findByRole('region', { name: 'Record' });
    expect(within(record).getByText('2014-03-04')).toBeInTheDocument();
    localStorage.removeItem(DATE_FORMAT_KEY);
  });

  it('shows the record and how to reach each parent', async () => {
    signedInAs('teacher');
    server.use(
      // The school writes dates month first: the record's dates follow its setting.
      schoolSettings({ date_format: 'mm/dd/yyyy' }),
      http.get('*/api/students/s1/', () =>
        HttpResponse.json(
          student({
            status: 'suspended',
            parents: [
              {
                parent_id: 'p1',
                name: 'Ngozi Eze',
                relationship: 'mother',
                phone: '0803 555 0101',
                email: 'ngozi@example.com',
              },
              { parent_id: 'p2', name: 'Obinna Eze', relationship: 'father', phone: '', email: '' },
            ],
          }),
        ),
      ),
    );

    renderApp(<StudentPage />, at('s1'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Chidi Eze' })).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Record' });
    expect(within(record).getByText('ADM-001')).toBeInTheDocument();
    expect(within(record).getByRole('link', { name: 'JSS 1A' })).toHaveAttribute(
      'href',
      '/teacher/students/c1',
    );
    expect(within(record).getByText('Male')).toBeInTheDocument();
    expect(within(record).getByText('Suspended')).toBeInTheDocument();
    expect(await within(record).findByText('03/04/2014')).toBeInTheDocument();

    const parents = screen.getByRole('region', { name: 'Parents and guardians' });
    const mother = within(parents).getAllByRole('listitem')[0];
    expect(within(mother).getByText('Ngozi Eze')).toBeInTheDocument();
    expect(within(mother).getByText('mother')).toBeInTheDocument();
    expect(within(mother).getByRole('link', { name: '0803 555 0101' })).toHaveAttribute(
      'href',
      'tel:08035550101',
    );
    expect(within(mother).getByRole('link', { name: 'ngozi@example.com' })).toHaveAttribute(
      'href',
      'mailto:ngozi@example.com',
    );
    const father = within(parents).getAllByRole('listitem')[1];
    expect(within(father).getAllByText('Not given')).toHaveLength(2);
  });

  it('says a student outside my classes is not one of mine', async () => {
    signedInAs('teacher');
    server.use(
      schoolSettings(),
      http.get('*/api/students/s9/', () => notFound()),
    );

    renderApp(<StudentPage />, at('s9'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This student is not in one of your classes.');
    expect(
      within(alert).getByRole('link', { name: 'Find the student among yours' }),
    ).toHaveAttribute('href', '/teacher/students');
  });

  it('offers to try again when the record cannot be loaded', async () => {
    signedInAs('teacher');
    let calls = 0;
    server.use(
      schoolSettings(),
      http.get('*/api/students/s1/', () => {
        calls += 1;
        return calls <= 2
          ? HttpResponse.json({ detail: 'Something went wrong.' }, { status: 500 })
          : HttpResponse.json(student());
      }),
    );

    renderApp(<StudentPage />, at('s1'));

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('could not be loaded. Check your connection, then try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chidi Eze' })).toBeInTheDocument();
  });
});
