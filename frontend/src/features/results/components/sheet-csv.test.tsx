// The sheet's CSV file: downloaded as the sheet shows it, and uploaded into an editable sheet
// through a preview and the grid's own save.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { classSubjectsHandlers, sheet, sheetLine, sheetStore } from '../testing/fixtures';
import ResultsPage from './results-page';
import { STALE_SENTENCE } from './sheet-editor';

function serve(start = sheet()) {
  signedInAs('teacher');
  const { store, handlers } = sheetStore(start);
  server.use(schoolSettings(), ...classSubjectsHandlers(), ...handlers);
  return store;
}

function open(route = '/teacher/results?sheet=cs-1a-maths') {
  return renderApp(<ResultsPage />, { route, path: '/teacher/results' });
}

/** Catches the file the page offers: its name and text. */
function catchDownload() {
  const file = { name: '', blob: null as Blob | null };
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      file.blob = blob;
      return 'blob:sheet';
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    file.name = this.download;
  });
  return { file, click };
}

async function chooseFile(text: string, name = 'scores.csv') {
  fireEvent.click(await screen.findByRole('button', { name: 'Upload CSV' }));
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });
}

const upload = () => screen.getByRole('region', { name: 'Upload scores from a CSV file' });

describe('the sheet’s CSV download', () => {
  it('holds the sheet as shown, ABS kept, not entered empty, formulas defused', async () => {
    serve(
      sheet({
        status: 'approved',
        editable: false,
        lines: [
          sheetLine({ ca: ['8', '15.5'], exam: 'ABS', total: '23.5', grade: 'F', position: 2 }),
          sheetLine({
            student_id: 'student-x',
            name: '=HYPERLINK("http://evil.example","Click")',
            admission_number: '@ADM/2026/009',
            ca: [null, '12'],
            total: '12',
            grade: 'F',
            position: 3,
          }),
          sheetLine({
            student_id: 'student-chidi',
            name: 'Eze, Chidi',
            admission_number: 'ADM/2026/003',
            ca: ['10', '20'],
            exam: '70',
            total: '100',
            grade: 'A',
            remark: 'Excellent',
            position: 1,
          }),
        ],
      }),
    );
    const { file, click } = catchDownload();
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(file.name).toBe('JSS 1A - Mathematics - First Term.csv');
    // A byte order mark first, for spreadsheets to read the names as UTF-8 (text() drops it).
    const bytes = new Uint8Array(await file.blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.blob!.text()).toBe(
      'admission_number,name,Classwork,Test,exam,total,grade,position\r\n' +
        'ADM/2026/001,Amara Okafor,8,15.5,ABS,23.5,F,2\r\n' +
        '\'@ADM/2026/009,"\'=HYPERLINK(""http://evil.example"",""Click"")",,12,,12,F,3\r\n' +
        'ADM/2026/003,"Eze, Chidi",10,20,70,100,A,1\r\n',
    );
    // A sheet that takes no scores takes no file either.
    expect(screen.queryByRole('button', { name: 'Upload CSV' })).toBeNull();
  });

  it('saves what is pending first, so the file has the server’s figures for it', async () => {
    const store = serve();
    const { file, click } = catchDownload();
    open();

    fireEvent.change(await screen.findByRole('textbox', { name: 'Classwork for Amara Okafor' }), {
      target: { value: '8' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(store.saves).toHaveLength(1);
    expect((await file.blob!.text()).split('\r\n')[1]).toBe('ADM/2026/001,Amara Okafor,8,,,88,A,1');
  });
});

describe('a CSV upload', () => {
  it('lists every problem in the file and saves nothing', async () => {
    const store = serve();
    open();

    await chooseFile(
      [
        'admission_number,Name,CLASSWORK,exam',
        'ADM/2026/001,Amara,12,50',
        'ADM/2026/099,Nobody,1,1',
        'ADM/2026/002,Bayo,abs,70.55',
      ].join('\r\n'),
    );
    expect(upload()).toHaveTextContent('An empty cell leaves the score as it is');
    const alert = await within(upload()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Nothing was saved. Correct these in the file (line 1 is the column names), then choose it again:',
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The column “Test” is missing from the first line. Add it: its cells may stay empty to keep the scores as they are.',
      'Line 2 (Amara Okafor), Classwork: “12” is not a mark. Enter a mark from 0 to 10 (one decimal at most), or ABS for absent.',
      'Line 3: no student on this sheet has the admission number “ADM/2026/099”. Correct it, or delete the line.',
      'Line 4 (Bayo Adeyemi), Exam: “70.55” is not a mark. Enter a mark from 0 to 70 (one decimal at most), or ABS for absent.',
    ]);
    expect(within(upload()).queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(store.saves).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Exam for Bayo Adeyemi' })).toHaveValue('');
  });

  it('says so when the file is not a CSV file', async () => {
    serve();
    open();

    await chooseFile('not a sheet', 'scores.xlsx');
    expect(await within(upload()).findByRole('alert')).toHaveTextContent(
      'This is not a CSV file. In your spreadsheet, choose Save As, pick “CSV UTF-8”, then choose that file here.',
    );
  });

  it('previews the students who change, then saves only their rows with one save and the version', async () => {
    const store = serve(
      sheet({
        lines: sheet().lines.map((l, i) =>
          i === 0 ? { ...l, ca: ['8', null], exam: '60', total: '68', grade: 'B', position: 1 } : l,
        ),
      }),
    );
    open();

    await chooseFile(
      [
        'admission_number,name,Classwork,Test,exam,total,grade,position',
        // The same scores, however written, and an empty cell: no change.
        'ADM/2026/001,Amara Okafor,8.0,,60,68,B,1',
        'adm/2026/002,Bayo Adeyemi,7.5,abs,,,,',
        '"ADM/2026/003","Eze, Chidi",,,55,,,',
        '',
      ].join('\r\n'),
    );
    expect(await within(upload()).findByRole('status')).toHaveTextContent(
      '2 students will change; the others keep their scores.',
    );
    expect(
      within(screen.getByRole('list', { name: 'Changes from the file' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Bayo Adeyemi (ADM/2026/002): Classwork 7.5, Test ABS',
      'Chidi Eze (ADM/2026/003): Exam 55',
    ]);
    expect(store.saves).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save the scores of 2 students' }));
    await waitFor(() => expect(store.saves).toHaveLength(1));
    expect(store.saves[0]).toEqual({
      version: 3,
      rows: [
        { student_id: 'student-bayo', ca: ['7.5', 'ABS'], exam: null },
        { student_id: 'student-chidi', ca: [null, null], exam: '55' },
      ],
    });
    // The sheet's own term, though the address names none.
    expect(store.terms.at(-1)).toEqual({ method: 'PATCH', term: 'term-1' });

    expect(
      await within(upload()).findByText('The scores of 2 students were saved from scores.csv.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Test for Bayo Adeyemi' })).toHaveValue('ABS');
    expect(screen.getByRole('textbox', { name: 'Exam for Chidi Eze' })).toHaveValue('55');
    expect(screen.getByRole('row', { name: /Chidi Eze/ })).toHaveTextContent('88');
    expect(screen.getByRole('status', { name: 'Saving' })).toHaveTextContent('All changes saved');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.saves).toHaveLength(1);
  });

  it('stops on a sheet saved elsewhere, as typing does', async () => {
    const store = serve();
    server.use(
      http.patch('*/api/score-sheets/:id/', async ({ request }) => {
        store.saves.push((await request.json()) as never);
        return HttpResponse.json(
          {
            detail: 'This sheet was saved by someone else (or in another tab) after you opened it.',
          },
          { status: 409 },
        );
      }),
    );
    open();

    await chooseFile('admission_number,classwork,test,exam\nADM/2026/001,9,,\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Save the scores of 1 student' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_SENTENCE);
    expect(store.saves).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload CSV' })).toBeNull();
  });
});
