import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import {
  pageOf,
  parent,
  recordRequests,
  refusal,
  student,
  writes,
} from '../testing/structure-fixtures';
import EditParentPage from './edit-parent-page';

const ITEM = '*/api/parents/:id/';
const chidi = student(0, { class_name: 'JSS 1A' });
const zainab = student(1, { class_name: 'JSS 2B' });
const emeka = student(2, { class_name: 'SS 3A' });
const grace = parent(0, {
  occupation: 'Nurse',
  children: [
    {
      student_id: chidi.id,
      name: 'Chidi Eze',
      admission_number: chidi.admission_number,
      class_name: 'JSS 1A',
      relationship: 'Mother',
    },
    {
      student_id: zainab.id,
      name: 'Zainab Lawal',
      admission_number: zainab.admission_number,
      class_name: 'JSS 2B',
      relationship: 'Guardian',
    },
  ],
});

function serve() {
  server.use(
    schoolSettings(),
    http.get(ITEM, () => HttpResponse.json(grace)),
    http.get('*/api/students/', () => pageOf([emeka])),
  );
}

function renderAt(id: string) {
  return renderApp(
    <Routes>
      <Route path={paths.admin.parents.path} element={<p>The list of parents</p>} />
      <Route path={paths.admin.editParent.path} element={<EditParentPage />} />
    </Routes>,
    { route: paths.admin.editParent.getHref({ id }) },
  );
}

describe("editing a parent's details", () => {
  it('loads the parent and their children into the form', async () => {
    serve();
    renderAt(grace.id);

    expect(await screen.findByRole('form', { name: 'Edit Grace Eze' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('parent0@home.example');
    expect(screen.getByLabelText('Occupation (optional)')).toHaveValue('Nurse');
    expect(screen.getByLabelText('Relationship to Chidi Eze (ADM-0, JSS 1A)')).toHaveValue(
      'Mother',
    );
    expect(screen.getByLabelText('Relationship to Zainab Lawal (ADM-1, JSS 2B)')).toHaveValue(
      'Guardian',
    );
    expect(screen.queryByLabelText('First password (optional)')).not.toBeInTheDocument();
  });

  it('sends what changed: the details, then the children unlinked and linked', async () => {
    serve();
    server.use(
      http.patch(ITEM, () => HttpResponse.json(grace)),
      http.delete(`${ITEM}children/:student/`, () => new HttpResponse(null, { status: 204 })),
      http.post(`${ITEM}children/`, () => HttpResponse.json(grace)),
    );
    const sent = recordRequests();
    renderAt(grace.id);
    await screen.findByRole('form', { name: 'Edit Grace Eze' });

    fireEvent.change(screen.getByLabelText('Occupation (optional)'), {
      target: { value: 'Midwife' },
    });
    fireEvent.change(screen.getByLabelText('Relationship to Chidi Eze (ADM-0, JSS 1A)'), {
      target: { value: 'Grandmother' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Zainab Lawal (ADM-1, JSS 2B)' }));
    fireEvent.change(screen.getByLabelText('Add a child: find the student'), {
      target: { value: 'emeka' },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Choose Emeka Nwosu (ADM-2, SS 3A)' }),
    );
    fireEvent.change(screen.getByLabelText('Relationship to Emeka Nwosu (ADM-2, SS 3A)'), {
      target: { value: 'Aunt' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The list of parents')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'PATCH', path: `/api/parents/${grace.id}/`, body: { occupation: 'Midwife' } },
      { method: 'DELETE', path: `/api/parents/${grace.id}/children/${zainab.id}/`, body: null },
      {
        method: 'POST',
        path: `/api/parents/${grace.id}/children/`,
        body: { student_id: chidi.id, relationship: 'Grandmother' },
      },
      {
        method: 'POST',
        path: `/api/parents/${grace.id}/children/`,
        body: { student_id: emeka.id, relationship: 'Aunt' },
      },
    ]);
  });

  it("puts the server's field errors on their inputs and changes no link", async () => {
    serve();
    server.use(
      http.patch(ITEM, () =>
        refusal(422, 'The parent is not valid.', {
          phone: ['Another account has the phone number 08039999999.'],
        }),
      ),
    );
    const sent = recordRequests();
    renderAt(grace.id);
    await screen.findByRole('form', { name: 'Edit Grace Eze' });

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '08039999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Chidi Eze (ADM-0, JSS 1A)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
        'Another account has the phone number 08039999999.',
      ),
    );
    expect(writes(sent).map((w) => w.method)).toEqual(['PATCH']);
  });

  it('says which child could not be linked, and that the rest is saved', async () => {
    serve();
    server.use(
      http.post(`${ITEM}children/`, () =>
        refusal(422, 'A student has at most four parents linked.'),
      ),
    );
    renderAt(grace.id);
    await screen.findByRole('form', { name: 'Edit Grace Eze' });

    fireEvent.change(screen.getByLabelText('Add a child: find the student'), {
      target: { value: 'emeka' },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Choose Emeka Nwosu (ADM-2, SS 3A)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Emeka Nwosu (ADM-2, SS 3A) could not be linked: A student has at most four parents linked. The changes before it are saved: correct this one, then save again.',
    );
  });
});
