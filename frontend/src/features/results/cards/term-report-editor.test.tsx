import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import type { ReportSave } from '../cards-api';
import { reportCard } from '../testing/card-fixtures';
import { page } from '../testing/fixtures';
import { TermReportEditor } from './term-report-editor';

function serve(canPrincipal: boolean, card = reportCard({ published: false })) {
  signedInAs(canPrincipal ? 'admin' : 'teacher');
  const saves: ReportSave[] = [];
  const added: unknown[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/results/comments/', () =>
      HttpResponse.json(
        page([
          { id: 'c1', kind: 'class_teacher', body: 'A hardworking student; keep it up.' },
          { id: 'c2', kind: 'principal', body: 'An excellent result.' },
        ]),
      ),
    ),
    http.post('*/api/results/comments/', async ({ request }) => {
      added.push(await request.json());
      return HttpResponse.json({ id: 'c3', kind: 'class_teacher', body: 'x' }, { status: 201 });
    }),
    http.patch('*/api/results/students/:id/', async ({ request }) => {
      const body = (await request.json()) as ReportSave;
      saves.push(body);
      if (body.class_teacher_comment === 'too long') {
        return HttpResponse.json(
          {
            detail: 'Check the comment.',
            fields: { class_teacher_comment: ['Write at most 500 characters.'] },
          },
          { status: 422 },
        );
      }
      return HttpResponse.json({ ...card, ...body, ratings: card.ratings });
    }),
  );
  renderApp(<TermReportEditor card={card} term="term-3" canPrincipal={canPrincipal} />);
  return { saves, added };
}

describe('the term report editor', () => {
  it('sends only what changed: a comment from the bank and one rating', async () => {
    const { saves } = serve(false);
    const save = screen.getByRole('button', { name: 'Save the term report' });
    expect(save).toBeDisabled();
    // A teacher does not write the principal's comment.
    expect(screen.queryByRole('textbox', { name: 'Principal’s comment' })).toBeNull();

    const bank = await screen.findByRole('combobox', { name: 'From the comment bank' });
    fireEvent.change(bank, { target: { value: 'c1' } });
    expect(screen.getByRole('textbox', { name: 'Class teacher’s comment' })).toHaveValue(
      'A hardworking student; keep it up.',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Honesty' }), { target: { value: '5' } });
    fireEvent.click(save);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      class_teacher_comment: 'A hardworking student; keep it up.',
      ratings: [{ group: 'affective', name: 'Honesty', value: 5 }],
    });
  });

  it('keeps a written comment in the bank, and shows a refusal by its field', async () => {
    const { saves, added } = serve(true);
    const comment = screen.getByRole('textbox', { name: 'Class teacher’s comment' });
    fireEvent.change(comment, { target: { value: 'too long' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Keep in the bank' })[0]);
    await waitFor(() => expect(added).toEqual([{ kind: 'class_teacher', body: 'too long' }]));

    fireEvent.click(screen.getByRole('button', { name: 'Save the term report' }));
    expect(await screen.findByText('Write at most 500 characters.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the comment.');
    expect(saves).toHaveLength(1);
  });

  it('says a published card cannot change instead of offering a save', () => {
    serve(true, reportCard({ published: true }));
    expect(screen.queryByRole('button', { name: 'Save the term report' })).toBeNull();
    expect(screen.getByText(/These results are published/)).toBeVisible();
  });
});
