import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { cardTerm, reportCard } from '../testing/card-fixtures';
import CheckResultPage from './check-page';

function serve(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    schoolSettings(),
    http.post('*/api/result-pins/check/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  renderApp(<CheckResultPage />, { route: '/check-result' });
  return sent;
}

function fill(admission: string, serial: string, pin: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Admission number' }), {
    target: { value: admission },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Card serial number' }), {
    target: { value: serial },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'PIN' }), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Check result' }));
}

describe('the public result check', () => {
  it('shows the card with the views left, and opens the card’s other terms', async () => {
    const sent = serve((body) =>
      HttpResponse.json({
        serial: 'GFA-2526-000041',
        uses_left: body.term_id ? 3 : 4,
        expires_on: '2027-03-31',
        terms: [cardTerm(), cardTerm({ term_id: 'term-2', term_name: 'Second Term' })],
        card: reportCard(body.term_id ? { term_id: 'term-2', term_name: 'Second Term' } : {}),
      }),
    );
    fill('GFA/2025/001', 'gfa-2526-000041', '1234 5678 9012');
    expect(
      await screen.findByRole('article', { name: 'Report card of Ada Obi, Third Term, 2025/2026' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Card GFA-2526-000041: 4 views left, works until',
    );
    expect(sent[0]).toEqual({
      admission_number: 'GFA/2025/001',
      serial: 'gfa-2526-000041',
      pin: '1234 5678 9012',
      term_id: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Second Term, 2025/2026' }));
    expect(
      await screen.findByRole('article', {
        name: 'Report card of Ada Obi, Second Term, 2025/2026',
      }),
    ).toBeVisible();
    expect(sent[1]).toMatchObject({ term_id: 'term-2', pin: '1234 5678 9012' });
    expect(screen.getByRole('status')).toHaveTextContent('3 views left');

    // Checking another clears the PIN from the page.
    fireEvent.click(screen.getByRole('button', { name: 'Check another result' }));
    expect(screen.getByRole('textbox', { name: 'PIN' })).toHaveValue('');
  });

  it('says why a card is refused, as the server words it, and keeps the form', async () => {
    serve(() =>
      HttpResponse.json(
        {
          detail:
            'This card has already been used for another student: a card checks one student’s results. Use a new card for this student.',
          code: 'pins.other_student',
        },
        { status: 409 },
      ),
    );
    fill('GFA/2025/002', 'GFA-2526-000041', '123456789012');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('already been used for another student');
    expect(screen.getByRole('textbox', { name: 'Admission number' })).toHaveValue('GFA/2025/002');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('puts a field’s refusal beside the field', async () => {
    serve(() =>
      HttpResponse.json(
        {
          detail: 'Some fields are not valid. Correct them and try again.',
          code: 'request.invalid',
          fields: { pin: ['Enter the 12 digits of the PIN under the scratch panel.'] },
        },
        { status: 422 },
      ),
    );
    fill('GFA/2025/002', 'GFA-2526-000041', '1234');
    const form = screen.getByRole('form', { name: 'Check a result' });
    await waitFor(() =>
      expect(
        within(form).getByText('Enter the 12 digits of the PIN under the scratch panel.'),
      ).toBeVisible(),
    );
  });
});
