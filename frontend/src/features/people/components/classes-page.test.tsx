import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { ClassBody, ClassRequest, ClassSubjectBody } from '@/types/register';

import {
  LEVELS,
  SUBJECTS,
  classSubject,
  klass,
  pageOf,
  recordRequests,
  refusal,
  teacher,
  writes,
} from '../testing/structure-fixtures';
import ClassesPage from './classes-page';

const okafor = teacher(0);
const bello = teacher(1);
const [jss1, jss2] = LEVELS;
const jss2a = klass(1, jss2, 'A', { student_count: 31 });
const jss1b = klass(2, jss1, 'B');
const jss1a = klass(3, jss1, 'A', {
  class_teacher_id: okafor.id,
  class_teacher_name: 'Ngozi Okafor',
  student_count: 28,
});

function serve(initial: ClassBody[], offered: ClassSubjectBody[] = []) {
  let classes = [...initial];
  let subjects = [...offered];
  server.use(
    schoolSettings(),
    http.get('*/api/class-levels/', () => pageOf(LEVELS)),
    http.get('*/api/subjects/', () => pageOf(SUBJECTS)),
    http.get('*/api/teachers/', () => pageOf([okafor, bello])),
    http.get('*/api/classes/', () => pageOf(classes)),
    http.post('*/api/classes/', async ({ request }) => {
      const body = (await request.json()) as ClassRequest;
      const level = LEVELS.find((l) => l.id === body.level_id)!;
      const created = klass(9, level, body.arm, { name: body.name ?? `${level.name}${body.arm}` });
      classes = [...classes, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get('*/api/class-subjects/', ({ request }) => {
      const of = new URL(request.url).searchParams.get('class_id');
      return pageOf(subjects.filter((s) => s.class_id === of));
    }),
    http.post('*/api/class-subjects/', async ({ request }) => {
      const body = (await request.json()) as { class_id: string; subject_id: string };
      const of = classes.find((c) => c.id === body.class_id)!;
      const created = classSubject(
        9,
        of,
        SUBJECTS.find((s) => s.id === body.subject_id)!,
      );
      subjects = [...subjects, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch('*/api/class-subjects/:id/', async ({ request, params }) => {
      const body = (await request.json()) as { teacher_id: string | null };
      subjects = subjects.map((s) =>
        s.id === params.id
          ? {
              ...s,
              teacher_id: body.teacher_id,
              teacher_name: body.teacher_id ? 'Tunde Bello' : null,
            }
          : s,
      );
      return HttpResponse.json(subjects.find((s) => s.id === params.id));
    }),
  );
  return recordRequests();
}

describe('the classes screen', () => {
  it('lists the classes in the order of their levels with teacher and head count', async () => {
    serve([jss2a, jss1b, jss1a]);
    renderApp(<ClassesPage />);

    await screen.findByText('JSS 2A');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'JSS 1A',
      'JSS 1B',
      'JSS 2A',
    ]);
    expect(within(rows[0]).getByText('Ngozi Okafor')).toBeInTheDocument();
    expect(within(rows[0]).getByText('28')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Students of JSS 1A' })).toHaveAttribute(
      'href',
      `/admin/students?class_id=${jss1a.id}`,
    );
  });

  it('adds a class with its level, arm and class teacher', async () => {
    const sent = serve([jss1a]);
    renderApp(<ClassesPage />);
    const form = await screen.findByRole('form', { name: 'Add a class' });
    await within(form).findByRole('option', { name: 'JSS 2' });
    await within(form).findByRole('option', { name: 'Tunde Bello (T-001)' });

    fireEvent.click(within(form).getByRole('button', { name: 'Add class' }));
    expect(await within(form).findByText('Choose the class level.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the arm, such as A or Gold.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Level'), { target: { value: 'jss-2' } });
    fireEvent.change(within(form).getByLabelText('Arm'), { target: { value: 'C' } });
    fireEvent.change(within(form).getByLabelText('Class teacher (optional)'), {
      target: { value: bello.id },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add class' }));

    expect(await screen.findByText('JSS 2C is added.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/classes/',
        body: { level_id: 'jss-2', arm: 'C', class_teacher_id: bello.id },
      },
    ]);
    expect(await screen.findByRole('cell', { name: 'JSS 2C' })).toBeInTheDocument();
  });

  it('shows why a class with students cannot be deleted', async () => {
    serve([jss1a]);
    server.use(
      http.delete('*/api/classes/:id/', () =>
        refusal(
          409,
          'JSS 1A has 28 students enrolled. Move them to another class before deleting it.',
        ),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<ClassesPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete JSS 1A' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'JSS 1A has 28 students enrolled. Move them to another class before deleting it.',
    );
    expect(screen.getByRole('cell', { name: 'JSS 1A' })).toBeInTheDocument();
  });

  it('adds a subject to a class and changes its teacher', async () => {
    const sent = serve([jss1a], [classSubject(1, jss1a, SUBJECTS[0], okafor)]);
    renderApp(<ClassesPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Subjects of JSS 1A' }));
    const panel = screen.getByRole('region', { name: 'Subjects of JSS 1A' });
    const maths = await within(panel).findByLabelText('Teacher of Mathematics');
    await within(maths).findByRole('option', { name: 'Tunde Bello (T-001)' });
    expect(maths).toHaveValue(okafor.id);
    // Mathematics is offered already: only the others can be added.
    const choose = within(panel).getByLabelText('Subject to add');
    expect(within(choose).queryByRole('option', { name: 'Mathematics' })).not.toBeInTheDocument();

    fireEvent.change(maths, { target: { value: bello.id } });
    expect(
      await screen.findByText('Mathematics in JSS 1A has its new teacher.'),
    ).toBeInTheDocument();

    fireEvent.change(choose, { target: { value: 'biology' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add subject' }));
    expect(await screen.findByText('JSS 1A offers Biology now.')).toBeInTheDocument();
    expect(await within(panel).findByLabelText('Teacher of Biology')).toHaveValue('');

    expect(writes(sent)).toEqual([
      {
        method: 'PATCH',
        path: `/api/class-subjects/${classSubject(1, jss1a, SUBJECTS[0]).id}/`,
        body: { teacher_id: bello.id },
      },
      {
        method: 'POST',
        path: '/api/class-subjects/',
        body: { class_id: jss1a.id, subject_id: 'biology', teacher_id: null },
      },
    ]);
    await waitFor(() =>
      expect(within(panel).getByLabelText('Teacher of Mathematics')).toHaveValue(bello.id),
    );
  });
});
