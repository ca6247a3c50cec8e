import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { pageOf, parent, recordRequests, student, writes } from '../testing/structure-fixtures';
import AddParentPage from './add-parent-page';

const chidi = student(0, { class_name: 'JSS 1A' });

describe('adding a parent', () => {
  it('asks for an e-mail address or a phone number', async () => {
    server.use(schoolSettings());
    const sent = recordRequests();
    renderApp(<AddParentPage />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Eze' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add parent' }));

    expect(
      await screen.findByText(
        'Enter an e-mail address or a phone number: the parent signs in with one of them.',
      ),
    ).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
  });

  it('sends the parent with the children chosen and shows the generated password', async () => {
    server.use(
      schoolSettings(),
      http.get('*/api/students/', () => pageOf([chidi])),
      http.post('*/api/parents/', () =>
        HttpResponse.json(
          parent(0, {
            first_name: 'Grace',
            last_name: 'Eze',
            username: '08030000000',
            initial_password: 'Zx8cVb3nMq5wEr',
          }),
          { status: 201 },
        ),
      ),
    );
    const sent = recordRequests();
    renderApp(<AddParentPage />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Eze' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '08030000000' } });
    fireEvent.change(screen.getByLabelText('Add a child: find the student'), {
      target: { value: 'chi' },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Choose Chidi Eze (ADM-0, JSS 1A)' }),
    );
    fireEvent.change(screen.getByLabelText('Relationship to Chidi Eze (ADM-0, JSS 1A)'), {
      target: { value: 'Mother' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add parent' }));

    const box = await screen.findByRole('status', { name: 'Grace Eze can sign in now' });
    expect(within(box).getByText('08030000000')).toBeInTheDocument();
    expect(within(box).getByText('Zx8cVb3nMq5wEr')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/parents/',
        body: {
          first_name: 'Grace',
          last_name: 'Eze',
          phone: '08030000000',
          children: [{ student_id: chidi.id, relationship: 'Mother' }],
        },
      },
    ]);
  });
});
