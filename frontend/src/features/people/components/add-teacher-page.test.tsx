import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { recordRequests, refusal, teacher, writes } from '../testing/structure-fixtures';
import AddTeacherPage from './add-teacher-page';

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const REQUIRED = {
  'Staff number': 'T-042',
  'First name': 'Ngozi',
  'Last name': 'Okafor',
  'E-mail address': 'ngozi@school.example',
};

describe('adding a teacher', () => {
  it('checks the form before sending anything', async () => {
    server.use(schoolSettings());
    const sent = recordRequests();
    renderApp(<AddTeacherPage />);
    fill({ 'E-mail address': 'not-an-address', 'First password (optional)': 'short' });

    fireEvent.click(screen.getByRole('button', { name: 'Add teacher' }));

    expect(await screen.findByText('Enter the staff number.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'Enter the first name.',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter the last name.');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@example.com.',
    );
    expect(screen.getByLabelText('First password (optional)')).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
    expect(writes(sent)).toEqual([]);
  });

  it("puts the server's field errors on their inputs", async () => {
    server.use(
      schoolSettings(),
      http.post('*/api/teachers/', () =>
        refusal(422, 'The teacher is not valid.', {
          staff_number: ['Another teacher has the staff number T-042.'],
        }),
      ),
    );
    renderApp(<AddTeacherPage />);
    fill(REQUIRED);

    fireEvent.click(screen.getByRole('button', { name: 'Add teacher' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Staff number')).toHaveAccessibleDescription(
        'Another teacher has the staff number T-042.',
      ),
    );
  });

  it('sends what was entered and shows the generated password once', async () => {
    server.use(
      schoolSettings(),
      http.post('*/api/teachers/', () =>
        HttpResponse.json(
          teacher(0, {
            username: 'T-042',
            staff_number: 'T-042',
            initial_password: 'Kp7wQz2mXr9tBv',
            welcome_email: 'ngozi@school.example',
          }),
          { status: 201 },
        ),
      ),
    );
    const sent = recordRequests();
    renderApp(<AddTeacherPage />);
    fill({
      ...REQUIRED,
      'Phone (optional)': '08031234567',
      'Hire date (optional)': '2024-09-02',
      'Specialisation (optional)': 'Mathematics',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add teacher' }));

    const box = await screen.findByRole('status', { name: 'Ngozi Okafor can sign in now' });
    expect(within(box).getByText('T-042')).toBeInTheDocument();
    expect(within(box).getByText('Kp7wQz2mXr9tBv')).toBeInTheDocument();
    expect(box).toHaveTextContent(
      'the password is shown only once; they must change it at first sign-in.',
    );
    expect(box).toHaveTextContent(
      'A welcome e-mail with a link to choose their own password is on its way to ngozi@school.example. They can use either the link or this password.',
    );
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/teachers/',
        body: {
          staff_number: 'T-042',
          first_name: 'Ngozi',
          last_name: 'Okafor',
          email: 'ngozi@school.example',
          phone: '08031234567',
          specialisation: 'Mathematics',
          hire_date: '2024-09-02',
        },
      },
    ]);

    fireEvent.click(within(box).getByRole('button', { name: 'Add another teacher' }));
    expect(screen.getByLabelText('Staff number')).toHaveValue('');
    expect(screen.queryByText('Kp7wQz2mXr9tBv')).not.toBeInTheDocument();
  });
});
