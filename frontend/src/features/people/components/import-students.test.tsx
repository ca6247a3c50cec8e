import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { renderWithClient } from '@/testing/render';
import { server } from '@/testing/server';
import type { ImportResult } from '@/types/register';

import { ImportStudents } from './import-students';
import { catchDownloads } from './student-test-data';

const IMPORT = '*/api/students/import/';

function chooseFile(name = 'students.csv', text = 'admission_number,first_name,last_name\r\n') {
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });
}

describe('the students import', () => {
  it('lists the lines to correct, in order, when the server refuses the file', async () => {
    // jsdom's File does not carry its bytes through Node's fetch: only the field is checked.
    let sent: string[] | undefined;
    server.use(
      http.post(IMPORT, async ({ request }) => {
        const form = await request.formData();
        sent = [...form.keys()];
        return HttpResponse.json(
          {
            detail: 'The file has 2 lines to correct.',
            code: 'academics.import_invalid',
            fields: {
              'line.12': ['There is no class named “JSS 9Z”.'],
              'line.3': ['Enter the last name.', 'Write the date of birth as YYYY-MM-DD.'],
            },
          },
          { status: 422 },
        );
      }),
    );
    renderWithClient(<ImportStudents onClose={() => {}} />);
    chooseFile();

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 3: Enter the last name. Write the date of birth as YYYY-MM-DD.',
      'Line 12: There is no class named “JSS 9Z”.',
    ]);
    expect(sent).toEqual(['file']);
  });

  it('refuses a file that is not CSV without sending it', async () => {
    const sent = vi.fn();
    server.use(http.post(IMPORT, sent));
    renderWithClient(<ImportStudents onClose={() => {}} />);
    chooseFile('students.xlsx');

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a CSV file.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the counts, and saves the once-only passwords as sign-in slips', async () => {
    const result: ImportResult = {
      students_created: 2,
      parents_created: 1,
      parents_matched: 1,
      credentials: [
        { role: 'student', name: 'Chidinma Okafor', username: 'ADM001', password: 'pw-one' },
        { role: 'student', name: 'Tunde "TJ" Bello', username: 'ADM002', password: 'pw-two' },
        {
          role: 'parent',
          name: 'Ngozi Okafor',
          username: 'ngozi@example.com',
          password: 'pw-3',
          welcome_email: 'ngozi@example.com',
        },
      ],
    };
    server.use(http.post(IMPORT, () => HttpResponse.json(result, { status: 201 })));
    const saved = catchDownloads();
    renderWithClient(<ImportStudents onClose={() => {}} />);
    chooseFile();

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported 2 students, added 1 new parent and linked 1 parent who was already registered.',
    );
    expect(screen.getByText(/shown only once/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /1 of them is also being e-mailed a welcome with a link to choose their own password\./,
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download sign-in slips (CSV)' }));
    expect(saved.map((f) => f.name)).toEqual(['sign-in-slips.csv']);
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    // A byte order mark first, so that spreadsheets read the names as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await saved[0].blob.text()).toBe(
      'role,name,username,password,welcome_email\r\n' +
        'student,Chidinma Okafor,ADM001,pw-one,\r\n' +
        'student,"Tunde ""TJ"" Bello",ADM002,pw-two,\r\n' +
        'parent,Ngozi Okafor,ngozi@example.com,pw-3,ngozi@example.com\r\n',
    );
  });

  it('warns before closing when the sign-in slips were not saved', async () => {
    server.use(
      http.post(IMPORT, () =>
        HttpResponse.json(
          {
            students_created: 1,
            parents_created: 0,
            parents_matched: 0,
            credentials: [{ role: 'student', name: 'A B', username: 'ADM1', password: 'x' }],
          } satisfies ImportResult,
          { status: 201 },
        ),
      ),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const onClose = vi.fn();
    renderWithClient(<ImportStudents onClose={onClose} />);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('button', { name: 'Download sign-in slips (CSV)' });

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(confirm).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers a template with every column', async () => {
    const saved = catchDownloads();
    renderWithClient(<ImportStudents onClose={() => {}} />);

    fireEvent.click(screen.getByRole('button', { name: 'Download a template' }));

    expect(saved[0].name).toBe('students-template.csv');
    const [header] = (await saved[0].blob.text()).split('\r\n');
    expect(header).toBe(
      'admission_number,first_name,last_name,gender,date_of_birth,admission_date,class,email,' +
        'parent_first_name,parent_last_name,parent_email,parent_phone,relationship',
    );
  });
});
