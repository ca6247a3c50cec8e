import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { TeacherBody } from '@/types/register';

import { recordRequests, refusal, teacher, writes } from '../testing/structure-fixtures';
import EditTeacherPage from './edit-teacher-page';

const ITEM = '*/api/teachers/:id/';
const okafor = teacher(0, {
  email: 'ngozi@school.example',
  phone: '08031234567',
  qualification: 'B.Ed. Mathematics',
  hire_date: '2019-09-02',
});

function renderAt(id: string) {
  return renderApp(
    <Routes>
      <Route path={paths.admin.teachers.path} element={<p>The list of teachers</p>} />
      <Route path={paths.admin.editTeacher.path} element={<EditTeacherPage />} />
    </Routes>,
    { route: paths.admin.editTeacher.getHref({ id }) },
  );
}

describe("editing a teacher's details", () => {
  it('loads the teacher into the form', async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(okafor)),
    );
    renderAt(okafor.id);

    expect(await screen.findByRole('form', { name: 'Edit Ngozi Okafor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Staff number')).toHaveValue('T-000');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ngozi@school.example');
    expect(screen.getByLabelText('Qualification (optional)')).toHaveValue('B.Ed. Mathematics');
    expect(screen.getByLabelText('Hire date (optional)')).toHaveValue('2019-09-02');
    // The password is the teacher's own once they have signed in: not changed here.
    expect(screen.queryByLabelText('First password (optional)')).not.toBeInTheDocument();
  });

  it('sends only what changed, then goes back to the list', async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(okafor)),
      http.patch(ITEM, async ({ request }) =>
        HttpResponse.json({ ...okafor, ...((await request.json()) as Partial<TeacherBody>) }),
      ),
    );
    const sent = recordRequests();
    renderAt(okafor.id);
    await screen.findByRole('form', { name: 'Edit Ngozi Okafor' });

    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Hire date (optional)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Specialisation (optional)'), {
      target: { value: 'Further Mathematics' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The list of teachers')).toBeInTheDocument();
    expect(await screen.findByText('Ngozi Okafor’s details are saved.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'PATCH',
        path: `/api/teachers/${okafor.id}/`,
        body: { phone: '', specialisation: 'Further Mathematics', hire_date: null },
      },
    ]);
  });

  it("puts the server's field errors on their inputs", async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(okafor)),
      http.patch(ITEM, () =>
        refusal(422, 'The teacher is not valid.', {
          email: ['Another account has the e-mail address tunde@school.example.'],
        }),
      ),
    );
    renderAt(okafor.id);
    await screen.findByRole('form', { name: 'Edit Ngozi Okafor' });

    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'tunde@school.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
        'Another account has the e-mail address tunde@school.example.',
      ),
    );
    expect(screen.queryByText('The list of teachers')).not.toBeInTheDocument();
  });

  it('says so when there is no such teacher', async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => refusal(404, 'There is no such teacher.')),
    );
    renderAt('gone');

    expect(await screen.findByRole('heading', { name: 'Teacher not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the teachers' })).toHaveAttribute(
      'href',
      '/admin/teachers',
    );
  });
});
