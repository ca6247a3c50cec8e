import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import EditStudentPage from './edit-student-page';
import StudentDetailPage from './student-detail-page';
import { CLASSES, paginated, student } from './student-test-data';

const ITEM = '*/api/students/:id/';

function renderAt(route: string) {
  signedInAs('admin', { is_superuser: true });
  return renderApp(
    <Routes>
      <Route path="/admin/students" element={<p>The list of students</p>} />
      <Route path="/admin/students/:id" element={<StudentDetailPage />} />
      <Route path="/admin/students/:id/edit" element={<EditStudentPage />} />
    </Routes>,
    { route },
  );
}

describe("a student's page", () => {
  it('shows the profile, the account, the parents and the places later features fill', async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(student({ status: 'suspended' }))),
    );
    renderAt('/admin/students/s1');

    expect(await screen.findByRole('heading', { name: 'Chidinma Okafor' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Suspended')).toBeInTheDocument();
    expect(within(profile).getByText('12 Allen Avenue, Ikeja')).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Sign-in account' });
    expect(within(account).getByText('ADM/2026/001')).toBeInTheDocument();
    expect(within(account).getByText('Yes')).toBeInTheDocument();
    const parents = screen.getByRole('region', { name: 'Parents' });
    expect(within(parents).getByRole('link', { name: 'ngozi@example.com' })).toHaveAttribute(
      'href',
      'mailto:ngozi@example.com',
    );
    expect(within(parents).getByRole('link', { name: '0803 123 4567' })).toHaveAttribute(
      'href',
      'tel:08031234567',
    );
    for (const title of ['Attendance', 'Results', 'Fees']) {
      expect(screen.getByRole('region', { name: title })).toHaveTextContent(
        'will appear here once',
      );
    }
  });

  it('says so kindly when there is no such student', async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderAt('/admin/students/gone');

    expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the students' })).toHaveAttribute(
      'href',
      '/admin/students',
    );
  });

  it("shows the server's sentence when the student cannot be deleted", async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(student())),
      http.delete(ITEM, () =>
        HttpResponse.json(
          {
            detail: 'Chidinma Okafor has results: set their status to withdrawn instead.',
            code: 'academics.student_in_use',
          },
          { status: 409 },
        ),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/admin/students/s1');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chidinma Okafor has results: set their status to withdrawn instead.',
    );
  });

  it('deletes the student and goes back to the list', async () => {
    const deleted = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(student())),
      http.delete(ITEM, deleted),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/admin/students/s1');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The list of students')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledOnce();
  });
});

describe('editing a student', () => {
  it('sends only what changed, and the parents whole when they change', async () => {
    let sent: unknown;
    server.use(
      schoolSettings(),
      http.get('*/api/classes/', () => HttpResponse.json(paginated(CLASSES))),
      http.get(ITEM, () => HttpResponse.json(student())),
      http.patch(ITEM, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(student({ status: 'withdrawn', parents: [] }));
      }),
    );
    renderAt('/admin/students/s1/edit');
    await screen.findByRole('form', { name: 'Edit the student' });
    expect(screen.getByLabelText('First name')).toHaveValue('Chidinma');
    expect(screen.getByLabelText('Class')).toHaveValue('class-1a');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'withdrawn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ngozi Okafor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Chidinma Okafor' })).toBeInTheDocument();
    expect(sent).toEqual({ status: 'withdrawn', parents: [] });
  });
});
