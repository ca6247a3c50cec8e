import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderWithClient } from '@/testing/render';
import { server } from '@/testing/server';
import type { TeacherImportResult } from '@/types/register';

import { ImportTeachers } from './import-teachers';
import { catchDownloads } from './student-test-data';

const IMPORT = '*/api/teachers/import/';

function chooseFile(name = 'teachers.csv') {
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File(['staff_number\r\n'], name, { type: 'text/csv' })] },
  });
}

describe('the teachers import', () => {
  it('sends the file to the teachers import and lists the lines to correct', async () => {
    server.use(
      http.post(IMPORT, () =>
        HttpResponse.json(
          {
            detail: 'The file has 1 line to correct.',
            code: 'academics.import_invalid',
            fields: { 'line.4': ['email: This e-mail address belongs to another account.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithClient(<ImportTeachers onClose={() => {}} />);
    chooseFile();

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Line 4: email: This e-mail address belongs to another account.',
    );
  });

  it('shows how many teachers were imported and offers their sign-in slips', async () => {
    const result: TeacherImportResult = {
      teachers_created: 2,
      credentials: [
        { role: 'teacher', name: 'Chinedu Okafor', username: 'TCH/014', password: 'pw-one' },
        { role: 'teacher', name: 'Amaka Eze', username: 'TCH/015', password: 'pw-two' },
      ],
    };
    server.use(http.post(IMPORT, () => HttpResponse.json(result, { status: 201 })));
    const saved = catchDownloads();
    renderWithClient(<ImportTeachers onClose={() => {}} />);
    chooseFile();

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Imported 2 teachers.');
    fireEvent.click(screen.getByRole('button', { name: 'Download sign-in slips (CSV)' }));
    expect(await saved[0].blob.text()).toContain('teacher,Amaka Eze,TCH/015,pw-two');
  });

  it('offers a template with the columns the server reads', async () => {
    const saved = catchDownloads();
    renderWithClient(<ImportTeachers onClose={() => {}} />);

    fireEvent.click(screen.getByRole('button', { name: 'Download a template' }));

    expect(saved[0].name).toBe('teachers-template.csv');
    const [header] = (await saved[0].blob.text()).split('\r\n');
    expect(header).toBe(
      'staff_number,first_name,last_name,email,phone,qualification,specialisation,hire_date,username',
    );
  });
});
