import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { boardSheet } from '../testing/card-fixtures';
import {
  boardHandler,
  classSubjectsHandlers,
  sheet,
  sheetLine,
  sheetStore,
} from '../testing/fixtures';
import ResultsPage from './results-page';
import { STALE_SENTENCE } from './sheet-editor';

const SHEET = '*/api/score-sheets/:id/';

function serve(start = sheet()) {
  signedInAs('teacher');
  const { store, handlers } = sheetStore(start);
  server.use(schoolSettings(), ...classSubjectsHandlers(), ...handlers);
  return store;
}

/** The page's address, shown for the tests to read. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

function open(route = '/teacher/results?sheet=cs-1a-maths') {
  return renderApp(
    <>
      <ResultsPage />
      <Address />
    </>,
    { route, path: '/teacher/results' },
  );
}

const cell = (label: string) => screen.getByRole('textbox', { name: label });
const saving = () => screen.getByRole('status', { name: 'Saving' });

describe('the results page', () => {
  it('marks a sheet an admin returned for changes', async () => {
    serve();
    server.use(
      boardHandler([
        boardSheet({
          class_subject_id: 'cs-1a-maths',
          subject_name: 'Mathematics',
          status: 'draft',
          returned: true,
          version: 3,
        }),
      ]),
    );
    open('/teacher/results');

    const sheets = await screen.findByRole('navigation', { name: 'Your score sheets' });
    expect(
      await within(sheets).findByRole('link', {
        name: 'JSS 1A · Mathematics (returned for changes)',
      }),
    ).toBeInTheDocument();
  });

  it('lists the teacher’s own class subjects and opens the one chosen', async () => {
    const store = serve();
    open('/teacher/results');

    const sheets = await screen.findByRole('navigation', { name: 'Your score sheets' });
    const links = within(sheets).getAllByRole('link');
    // A colleague's subject is left out; class then subject order.
    // Each with where its sheet is, once the board answers.
    await within(sheets).findByText('(submitted for approval)');
    expect(links.map((l) => l.textContent)).toEqual([
      'JSS 1A · English Language (submitted for approval)',
      'JSS 1A · Mathematics',
    ]);
    expect(links[1]).toHaveAttribute('href', '/teacher/results?sheet=cs-1a-maths');
    expect(store.reads).toBe(0);

    fireEvent.click(links[1]);
    expect(
      await screen.findByRole('heading', { name: 'JSS 1A · Mathematics' }),
    ).toBeInTheDocument();
    expect(within(sheets).getByRole('link', { name: 'JSS 1A · Mathematics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText(/First Term · Status:/)).toHaveTextContent('Draft');
    const grid = screen.getByRole('table');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Student',
      'Classwork /10',
      'Test /20',
      'Exam /70',
      'Total',
      'Grade',
      'Position',
    ]);
    expect(cell('Classwork for Amara Okafor')).toHaveValue('');
    expect(within(grid).getByText('ADM/2026/002')).toBeInTheDocument();
  });

  it('shows a sheet that takes no scores without inputs, with the reason it was returned', async () => {
    serve(
      sheet({
        status: 'submitted',
        editable: false,
        returned_reason: 'Check the test scores.',
        lines: [sheetLine({ ca: ['8', '15.5'], exam: 'ABS', total: '23.5', grade: 'F' })],
      }),
    );
    open();

    await screen.findByRole('heading', { name: 'JSS 1A · Mathematics' });
    expect(screen.getByRole('note')).toHaveTextContent('Check the test scores.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    const row = screen.getByRole('row', { name: /Amara Okafor/ });
    expect(row).toHaveTextContent('15.5');
    expect(row).toHaveTextContent('ABS');
    expect(row).toHaveTextContent('23.5');
  });

  it('saves the changed row alone, with the version, shortly after typing, and shows the server’s total', async () => {
    const store = serve();
    open();

    fireEvent.change(await screen.findByRole('textbox', { name: 'Classwork for Amara Okafor' }), {
      target: { value: '8' },
    });
    expect(saving()).toHaveTextContent('Saving…');
    await waitFor(() => expect(store.saves).toHaveLength(1), { timeout: 3000 });
    expect(store.saves[0]).toEqual({
      version: 3,
      rows: [{ student_id: 'student-amara', ca: ['8', null], exam: null }],
    });
    await waitFor(() => expect(saving()).toHaveTextContent('All changes saved'));
    expect(screen.getByRole('row', { name: /Amara Okafor/ })).toHaveTextContent('88');

    // Leaving a cell saves at once, from the version the last save answered.
    const exam = cell('Exam for Bayo Adeyemi');
    fireEvent.change(exam, { target: { value: 'abs' } });
    fireEvent.blur(exam);
    await waitFor(() => expect(store.saves).toHaveLength(2));
    expect(store.saves[1]).toEqual({
      version: 4,
      rows: [{ student_id: 'student-bayo', ca: [null, null], exam: 'ABS' }],
    });
    await waitFor(() => expect(exam).toHaveValue('ABS'));
  });

  it('checks a cell before sending it, and shows the server’s refusal on its own cell', async () => {
    const store = serve();
    const sentence = 'Enter a mark from 0 to 70 (one decimal at most), or ABS for absent.';
    server.use(
      http.patch(SHEET, async ({ request }) => {
        store.saves.push((await request.json()) as never);
        return HttpResponse.json(
          { detail: 'Some scores are not valid.', fields: { 'rows.1.exam': [sentence] } },
          { status: 422 },
        );
      }),
    );
    open();

    // The obvious is caught here, and not sent.
    const classwork = await screen.findByRole('textbox', { name: 'Classwork for Amara Okafor' });
    fireEvent.change(classwork, { target: { value: '12.55' } });
    fireEvent.blur(classwork);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Correct the cells marked in red: they are not saved until you do.',
    );
    expect(classwork).toHaveAttribute('aria-invalid', 'true');
    expect(classwork).toHaveAccessibleDescription(
      'Enter a mark from 0 to 10 (one decimal at most), or ABS for absent.',
    );
    fireEvent.change(classwork, { target: { value: '' } });
    expect(classwork).not.toHaveAttribute('aria-invalid');

    // Two rows sent; the server refuses the second one's exam.
    fireEvent.change(cell('Exam for Amara Okafor'), { target: { value: '60' } });
    fireEvent.change(cell('Exam for Chidi Eze'), { target: { value: '65' } });
    fireEvent.blur(cell('Exam for Chidi Eze'));
    await waitFor(() => expect(store.saves).toHaveLength(1));
    expect(store.saves[0].rows.map((r) => r.student_id)).toEqual([
      'student-amara',
      'student-chidi',
    ]);

    const chidi = cell('Exam for Chidi Eze');
    await waitFor(() => expect(chidi).toHaveAttribute('aria-invalid', 'true'));
    expect(chidi).toHaveAccessibleDescription(sentence);
    expect(cell('Exam for Amara Okafor')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('The scores were not saved.');
  });

  it('stops on a sheet saved elsewhere, and reloads it on request', async () => {
    const store = serve();
    server.use(
      http.patch(SHEET, () =>
        HttpResponse.json(
          {
            detail:
              'This sheet was saved by someone else (or in another tab) after you opened it. Reload it to see their scores, then make your changes again.',
          },
          { status: 409 },
        ),
      ),
    );
    open();

    const classwork = await screen.findByRole('textbox', { name: 'Classwork for Amara Okafor' });
    fireEvent.change(classwork, { target: { value: '9' } });
    fireEvent.blur(classwork);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STALE_SENTENCE);
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();

    // A colleague's score, read again.
    store.current = sheet({
      version: 7,
      lines: sheet().lines.map((l, i) => (i === 0 ? { ...l, ca: ['6', null], total: '6' } : l)),
    });
    const readsBefore = store.reads;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(cell('Classwork for Amara Okafor')).toHaveValue('6'));
    expect(store.reads).toBe(readsBefore + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills a column downward from the cell a spreadsheet column is pasted into', async () => {
    const store = serve();
    open();

    const test = await screen.findByRole('textbox', { name: 'Test for Bayo Adeyemi' });
    fireEvent.paste(test, {
      clipboardData: { getData: () => '17\r\nabs\r\n12\r\n' },
    });
    expect(cell('Test for Amara Okafor')).toHaveValue('');
    expect(cell('Test for Bayo Adeyemi')).toHaveValue('17');
    expect(cell('Test for Chidi Eze')).toHaveValue('abs');
    fireEvent.blur(test);
    await waitFor(() => expect(store.saves).toHaveLength(1));
    expect(store.saves[0].rows).toEqual([
      { student_id: 'student-bayo', ca: [null, '17'], exam: null },
      { student_id: 'student-chidi', ca: [null, 'ABS'], exam: null },
    ]);
  });

  it('moves down and up a column with Enter and the arrows', async () => {
    serve();
    open();

    const amara = await screen.findByRole('textbox', { name: 'Exam for Amara Okafor' });
    amara.focus();
    fireEvent.keyDown(amara, { key: 'Enter' });
    expect(cell('Exam for Bayo Adeyemi')).toHaveFocus();
    fireEvent.keyDown(cell('Exam for Bayo Adeyemi'), { key: 'ArrowDown' });
    expect(cell('Exam for Chidi Eze')).toHaveFocus();
    fireEvent.keyDown(cell('Exam for Chidi Eze'), { key: 'ArrowUp' });
    expect(cell('Exam for Bayo Adeyemi')).toHaveFocus();
  });

  it('saves what is left, then submits with the version the save answered', async () => {
    const store = serve();
    open();

    fireEvent.change(await screen.findByRole('textbox', { name: 'Exam for Amara Okafor' }), {
      target: { value: '55' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));

    await waitFor(() => expect(store.submits).toHaveLength(1));
    expect(store.saves).toHaveLength(1);
    expect(store.submits[0]).toEqual({ version: 4 });
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getByText(/First Term · Status:/)).toHaveTextContent('Submitted for approval');
  });

  it('shows why a submission was refused', async () => {
    serve();
    server.use(
      http.post('*/api/score-sheets/:id/submit/', () =>
        HttpResponse.json(
          {
            detail: 'The sheet is not complete.',
            fields: { rows: ['Enter a score or ABS in every cell before submitting.'] },
          },
          { status: 422 },
        ),
      ),
    );
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sheet was not submitted: Enter a score or ABS in every cell before submitting.',
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(9);
  });

  it('opens the sheet of the term chosen, kept in the address, and reads, saves and submits it there', async () => {
    const store = serve();
    open();

    await screen.findByRole('heading', { name: 'JSS 1A · Mathematics' });
    // Without a term in the address, the server's current term.
    expect(store.terms).toEqual([{ method: 'GET', term: null }]);
    const picker = await screen.findByRole('combobox', { name: 'Term' });
    expect(picker).toHaveValue('term-1');
    // The current session's terms first, then the earlier session's; never a later session.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'First Term, 2025/2026 (current)',
      'Second Term, 2025/2026',
      'Third Term, 2025/2026',
      'First Term, 2024/2025',
      'Second Term, 2024/2025',
      'Third Term, 2024/2025',
    ]);

    store.current = sheet({ term_id: 'term-2', term_name: 'Second Term', version: 9 });
    fireEvent.change(picker, { target: { value: 'term-2' } });
    expect(await screen.findByText(/Second Term · Status:/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '?sheet=cs-1a-maths&term=term-2',
    );
    expect(store.terms.at(-1)).toEqual({ method: 'GET', term: 'term-2' });
    expect(picker).toHaveValue('term-2');
    // Another subject opens in the same term.
    expect(screen.getByRole('link', { name: /^JSS 1A · English Language/ })).toHaveAttribute(
      'href',
      '/teacher/results?sheet=cs-1a-english&term=term-2',
    );

    const exam = cell('Exam for Amara Okafor');
    fireEvent.change(exam, { target: { value: '61' } });
    fireEvent.blur(exam);
    await waitFor(() => expect(store.saves).toHaveLength(1));
    expect(store.saves[0]).toEqual({
      version: 9,
      rows: [{ student_id: 'student-amara', ca: [null, null], exam: '61' }],
    });
    expect(store.terms.at(-1)).toEqual({ method: 'PATCH', term: 'term-2' });

    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(store.submits).toEqual([{ version: 10 }]));
    expect(store.terms.at(-1)).toEqual({ method: 'POST', term: 'term-2' });
  });

  it('opens an earlier session’s term from the address', async () => {
    const store = serve(
      sheet({
        term_id: 'old-term-2',
        term_name: 'Second Term',
        status: 'approved',
        editable: false,
      }),
    );
    open('/teacher/results?sheet=cs-1a-maths&term=old-term-2');

    expect(await screen.findByText(/Second Term · Status:/)).toHaveTextContent('Approved');
    expect(store.terms).toEqual([{ method: 'GET', term: 'old-term-2' }]);
    expect(await screen.findByRole('combobox', { name: 'Term' })).toHaveValue('old-term-2');
  });
});
