import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';
import type { TeacherBody } from '@/types/register';

import { ME_ID, teacher } from '../test-fixtures';
import TeacherProfilePage from './profile-page';

/** GET and PATCH /api/teachers/me/; the first PATCH is refused with `refusal` when given. */
function serveMe(refusal?: object) {
  let me = teacher();
  const patches: unknown[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/teachers/me/', () => HttpResponse.json(me)),
    http.patch('*/api/teachers/me/', async ({ request }) => {
      const body = (await request.json()) as Partial<TeacherBody>;
      patches.push(body);
      if (refusal && patches.length === 1) return HttpResponse.json(refusal, { status: 422 });
      me = { ...me, ...body };
      return HttpResponse.json(me);
    }),
  );
  return patches;
}

const route = { route: '/teacher/profile', path: '/teacher/profile' };

describe('the teacher profile', () => {
  it('shows what the school keeps, read only, and links to the account and the bio page', async () => {
    signedInAs('teacher');
    serveMe();

    renderApp(<TeacherProfilePage />, route);

    const kept = await screen.findByRole('region', { name: 'Kept by the school' });
    expect(within(kept).getByText('T-014')).toBeInTheDocument();
    expect(within(kept).getByText('Ada Obi')).toBeInTheDocument();
    expect(within(kept).getByText('ada.obi@school.example')).toBeInTheDocument();
    expect(within(kept).queryByRole('textbox')).toBeNull();
    expect(within(kept).getByRole('link', { name: 'your account' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'See your bio page' })).toHaveAttribute(
      'href',
      `/teacher/bio/${ME_ID}`,
    );
    expect(screen.getByLabelText('Phone')).toHaveValue('0803 123 4567');
    expect(screen.getByLabelText('Bio')).toHaveValue('I have taught mathematics for twelve years.');
  });

  it('shows the server’s field errors, then saves the corrected profile', async () => {
    signedInAs('teacher');
    const patches = serveMe({
      detail: 'Some fields are not valid.',
      code: 'academics.invalid',
      fields: { qualification: ['Name a qualification the school recognises.'] },
    });

    renderApp(<TeacherProfilePage />, route);
    const form = await screen.findByRole('form', { name: 'What colleagues see' });
    fireEvent.change(within(form).getByLabelText('Qualification'), {
      target: { value: 'PhD Wizardry' },
    });
    fireEvent.change(within(form).getByLabelText('Phone'), {
      target: { value: ' +234 803 555 0199 ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(form).findByText('Name a qualification the school recognises.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Qualification')).toHaveAttribute('aria-invalid', 'true');
    expect(
      await screen.findByText(
        'Your profile was not saved. Correct the marked fields, then save again.',
      ),
    ).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Qualification'), {
      target: { value: 'M.Sc. Mathematics' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your teacher profile is saved.')).toBeInTheDocument();
    expect(patches).toHaveLength(2);
    expect(patches[1]).toEqual({
      phone: '+234 803 555 0199',
      qualification: 'M.Sc. Mathematics',
      specialisation: 'Further mathematics',
      bio: 'I have taught mathematics for twelve years.',
    });
    await waitFor(() =>
      expect(within(form).queryByText('Name a qualification the school recognises.')).toBeNull(),
    );
    expect(within(form).getByLabelText('Qualification')).toHaveValue('M.Sc. Mathematics');
  });

  it('refuses a phone number that is not one without asking the server', async () => {
    signedInAs('teacher');
    const patches = serveMe();

    renderApp(<TeacherProfilePage />, route);
    const form = await screen.findByRole('form', { name: 'What colleagues see' });
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(form).findByText(
        'Enter a phone number of digits, spaces or dashes, such as +234 803 123 4567, or leave it empty.',
      ),
    ).toBeInTheDocument();
    expect(patches).toEqual([]);
  });
});
