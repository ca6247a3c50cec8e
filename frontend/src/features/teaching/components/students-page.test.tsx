import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';
import type { StudentBody } from '@/types/register';

import { classesHandler, klass, notFound, page, student } from '../test-fixtures';
import ClassStudentsPage from './class-students-page';
import StudentsPage from './students-page';

/** 120 students "Pupil 1" to "Pupil 120"; records every query the page sends. */
function serveStudents() {
  const all: StudentBody[] = Array.from({ length: 120 }, (_, i) =>
    student({
      id: `s${i + 1}`,
      first_name: 'Pupil',
      last_name: String(i + 1),
      admission_number: `ADM-${String(i + 1).padStart(3, '0')}`,
      class_id: i % 2 ? 'c2' : 'c1',
      class_name: i % 2 ? 'JSS 2B' : 'JSS 1A',
    }),
  );
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/students/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const search = (query.get('search') ?? '').toLowerCase();
      const classId = query.get('class_id');
      const size = Number(query.get('page_size'));
      const number = Number(query.get('page') ?? '1');
      const matching = all.filter(
        (s) =>
          (!search ||
            `${s.first_name} ${s.last_name} ${s.admission_number}`
              .toLowerCase()
              .includes(search)) &&
          (!classId || s.class_id === classId),
      );
      return HttpResponse.json(
        page(matching.slice((number - 1) * size, number * size), matching.length),
      );
    }),
  );
  return asked;
}

describe('the teacher’s students', () => {
  it('lists 50 students a page, each linking to their record, and pages on the server', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), classesHandler());
    const asked = serveStudents();

    renderApp(<StudentsPage />, { route: '/teacher/students', path: '/teacher/students' });

    const table = await screen.findByRole('table', { name: 'Students' });
    expect(within(table).getAllByRole('link')).toHaveLength(50);
    const first = within(table).getByRole('link', { name: 'Pupil 1' });
    expect(first).toHaveAttribute('href', '/teacher/student/s1');
    expect(first.closest('tr')).toHaveTextContent('ADM-001');
    expect(asked[0].get('page_size')).toBe('50');
    // One field, as the server takes it (it breaks ties by first name itself).
    expect(asked[0].getAll('ordering')).toEqual(['last_name']);
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Pupil 51')).toBeInTheDocument();
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('2');
  });

  it('sorts by a column header on the server, and keeps the order in the address', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), classesHandler());
    const asked = serveStudents();
    renderApp(<StudentsPage />, { route: '/teacher/students', path: '/teacher/students' });
    await screen.findByRole('table', { name: 'Students' });

    fireEvent.click(screen.getByRole('button', { name: 'Admission number' }));
    await waitFor(() => expect(asked.at(-1)?.get('ordering')).toBe('admission_number'));
    fireEvent.click(screen.getByRole('button', { name: 'Admission number' }));

    await waitFor(() => expect(asked.at(-1)?.get('ordering')).toBe('-admission_number'));
    expect(screen.getByRole('columnheader', { name: 'Admission number' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), classesHandler());
    const asked = serveStudents();

    renderApp(<StudentsPage />, { route: '/teacher/students?page=2', path: '/teacher/students' });
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();

    const box = screen.getByLabelText('Search students');
    fireEvent.change(box, { target: { value: 'ADM-11' } });
    fireEvent.change(box, { target: { value: 'ADM-119' } });

    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    const searches = asked.filter((q) => q.has('search'));
    // Only the last text was sent: the first was replaced before the pause ended.
    expect(searches.map((q) => q.get('search'))).toEqual(['ADM-119']);
    expect(searches[0].get('page')).toBe('1');
    expect(screen.getByRole('link', { name: /Pupil 119/ })).toHaveAttribute(
      'href',
      '/teacher/student/s119',
    );

    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByText('No student matches “nobody”.')).toBeInTheDocument();
  });

  it('filters by one of my classes', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), classesHandler());
    const asked = serveStudents();

    renderApp(<StudentsPage />, { route: '/teacher/students', path: '/teacher/students' });
    const filter = await screen.findByLabelText('Class');
    await screen.findByRole('option', { name: 'JSS 2B' });

    fireEvent.change(filter, { target: { value: 'c2' } });

    expect(await screen.findByText('60 students in JSS 2B')).toBeInTheDocument();
    expect(asked.at(-1)?.get('class_id')).toBe('c2');
  });

  it('shows a class’s students under its name', async () => {
    signedInAs('teacher');
    server.use(
      schoolSettings(),
      http.get('*/api/classes/c2/', () => HttpResponse.json(klass({ id: 'c2', name: 'JSS 2B' }))),
    );
    const asked = serveStudents();

    renderApp(<ClassStudentsPage />, {
      route: '/teacher/students/c2',
      path: '/teacher/students/:classId',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'JSS 2B' })).toBeInTheDocument();
    expect(await screen.findByText('1–50 of 60')).toBeInTheDocument();
    expect(asked.every((q) => q.get('class_id') === 'c2')).toBe(true);
    expect(screen.queryByLabelText('Class')).toBeNull();
  });

  it('says a class that is not mine is not one of my classes', async () => {
    signedInAs('teacher');
    server.use(
      schoolSettings(),
      http.get('*/api/classes/c9/', () => notFound()),
      http.get('*/api/students/', () => notFound()),
    );

    renderApp(<ClassStudentsPage />, {
      route: '/teacher/students/c9',
      path: '/teacher/students/:classId',
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This is not one of your classes.');
    expect(within(alert).getByRole('link', { name: 'Choose one of your classes' })).toHaveAttribute(
      'href',
      '/teacher/classes',
    );
  });
});

describe('waiting', () => {
  it('shows the spinner while the students load', async () => {
    signedInAs('teacher');
    server.use(
      schoolSettings(),
      classesHandler(),
      http.get('*/api/students/', () => new Promise(() => {})),
    );
    renderApp(<StudentsPage />, { route: '/teacher/students', path: '/teacher/students' });
    expect(await screen.findByText('Loading the students…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
  });
});
