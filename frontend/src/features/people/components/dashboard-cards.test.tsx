import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import Dashboard from '@/app/routes/dashboard';
import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { pageOf, recordRequests, refusal } from '../testing/structure-fixtures';
import { student } from './student-test-data';

const STUDENTS = '*/api/students/';

/**
 * The settings, and no announcements, lessons, coming exams or school days, which every
 * dashboard reads.
 */
function dashboardAnswers() {
  return [
    schoolSettings(),
    http.get('*/api/school-settings/announcements/', () => pageOf([])),
    http.get('*/api/lessons/', () => pageOf([])),
    http.get('*/api/exam-schedules/', () => pageOf([])),
    // The attendance card's term of each child (or of the student): no school day yet.
    http.get('*/api/attendance/student/', ({ request }) =>
      HttpResponse.json({
        student_id: new URL(request.url).searchParams.get('student_id'),
        from: '2026-11-02',
        to: '2026-11-02',
        school_days: [],
        holidays: [],
        marks: [],
        tally: { days_open: 0, present: 0, absent: 0, late: 0, excused: 0 },
        rate: null,
      }),
    ),
  ];
}

const amara = student({
  id: 'child-amara',
  first_name: 'Amara',
  last_name: 'Okafor',
  admission_number: 'ADM/2026/002',
  class_name: 'JSS 2B',
  status: 'suspended',
});
const chidinma = student();

describe('the parent dashboard', () => {
  it('shows a card for each child with admission number, class and status', async () => {
    signedInAs('parent');
    const sent = recordRequests();
    server.use(
      ...dashboardAnswers(),
      http.get(STUDENTS, () => pageOf([amara, chidinma])),
    );

    renderApp(<Dashboard />, { route: '/parent/dashboard' });

    const section = await screen.findByRole('region', { name: 'Your children' });
    const first = await within(section).findByRole('article', { name: 'Amara Okafor' });
    expect(within(first).getByText('ADM/2026/002')).toBeInTheDocument();
    expect(within(first).getByText('JSS 2B')).toBeInTheDocument();
    expect(within(first).getByText('Suspended')).toBeInTheDocument();
    // Attendance has its own card on the dashboard.
    expect(within(first).queryByText('Attendance')).toBeNull();
    expect(within(first).getByText('Results')).toBeInTheDocument();
    expect(
      within(first).getByText('Under Report cards below, once the school publishes them.'),
    ).toBeInTheDocument();
    expect(within(first).getByText('Fees')).toBeInTheDocument();
    expect(
      within(first).getByText('Appear here once the school sets them up.'),
    ).toBeInTheDocument();

    const second = within(section).getByRole('article', { name: 'Chidinma Okafor' });
    expect(within(second).getByText('ADM/2026/001')).toBeInTheDocument();
    expect(within(second).getByText('JSS 1A')).toBeInTheDocument();
    expect(within(second).getByText('Active')).toBeInTheDocument();

    // The links and announcements stay.
    expect(screen.getByRole('link', { name: /Your profile/ })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    const asked = sent.find((s) => s.path === '/api/students/');
    expect(asked?.query).toMatchObject({ ordering: ['first_name'] });
  });

  it('says how to get children linked when there are none', async () => {
    signedInAs('parent');
    server.use(
      ...dashboardAnswers(),
      http.get(STUDENTS, () => pageOf([])),
    );

    renderApp(<Dashboard />, { route: '/parent/dashboard' });

    const section = await screen.findByRole('region', { name: 'Your children' });
    expect(
      await within(section).findByText(
        'No children are linked to your account yet. Ask the school office to link them.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('article')).toBeNull();
  });

  it('shows why the children could not be loaded', async () => {
    signedInAs('parent');
    server.use(
      ...dashboardAnswers(),
      http.get(STUDENTS, () => refusal(503, 'The register is unavailable right now.')),
    );

    renderApp(<Dashboard />, { route: '/parent/dashboard' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your children could not be loaded: The register is unavailable right now. Reload the page to try again.',
    );
  });

  it('does not ask for the children before a temporary password is changed', async () => {
    signedInAs('parent', { must_change_password: true });
    const sent = recordRequests();
    server.use(...dashboardAnswers());

    renderApp(<Dashboard />, { route: '/parent/dashboard' });

    const section = await screen.findByRole('region', { name: 'Your children' });
    expect(
      within(section).getByText(
        'Your children’s cards appear here once you have chosen your own password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(sent.some((s) => s.path === '/api/students/')).toBe(false);
  });
});

describe('the student dashboard', () => {
  it('shows my class, admission number, status and parents', async () => {
    signedInAs('student');
    server.use(
      ...dashboardAnswers(),
      http.get(STUDENTS, () =>
        pageOf([
          student({
            parents: [
              {
                parent_id: 'p1',
                name: 'Ngozi Okafor',
                relationship: 'Mother',
                phone: '',
                email: '',
              },
              { parent_id: 'p2', name: 'Emeka Okafor', relationship: '', phone: '', email: '' },
            ],
          }),
        ]),
      ),
    );

    renderApp(<Dashboard />, { route: '/student/dashboard' });

    const section = await screen.findByRole('region', { name: 'My class' });
    const card = await within(section).findByRole('article', { name: 'JSS 1A' });
    expect(within(card).getByText('ADM/2026/001')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Parents')).toBeInTheDocument();
    expect(within(card).getByText('Ngozi Okafor (Mother), Emeka Okafor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Your profile/ })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('says so when I am in no class and no parent is linked', async () => {
    signedInAs('student');
    server.use(
      ...dashboardAnswers(),
      http.get(STUDENTS, () =>
        pageOf([student({ class_id: null, class_name: null, level_id: null, parents: [] })]),
      ),
    );

    renderApp(<Dashboard />, { route: '/student/dashboard' });

    const card = await screen.findByRole('article', { name: 'Not in a class yet' });
    expect(
      within(card).getByText(
        'The school office puts you in a class; it shows here once they have.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('No parent is linked yet')).toBeInTheDocument();
  });

  it('says the record is not set up when the server has none', async () => {
    signedInAs('student');
    server.use(
      ...dashboardAnswers(),
      http.get(STUDENTS, () => pageOf([])),
    );

    renderApp(<Dashboard />, { route: '/student/dashboard' });

    expect(
      await screen.findByText(
        'Your student record is not set up yet. Ask the school office to add you to the register.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the class from the profile before a temporary password is changed', async () => {
    signedInAs('student', {
      must_change_password: true,
      student_data: student({ class_name: 'JSS 3C' }),
    });
    const sent = recordRequests();
    server.use(...dashboardAnswers());

    renderApp(<Dashboard />, { route: '/student/dashboard' });

    const card = await screen.findByRole('article', { name: 'JSS 3C' });
    expect(within(card).getByText('Ngozi Okafor (Mother)')).toBeInTheDocument();
    expect(sent.some((s) => s.path === '/api/students/')).toBe(false);
  });
});
