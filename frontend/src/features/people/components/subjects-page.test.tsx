import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import {
  LEVELS,
  SUBJECTS,
  classSubject,
  klass,
  pageOf,
  recordRequests,
  teacher,
} from '../testing/structure-fixtures';
import SubjectsPage from './subjects-page';

describe('the subjects screen', () => {
  it('shows each subject with the classes offering it and their teachers', async () => {
    const jss1a = klass(1, LEVELS[0], 'A');
    const jss2a = klass(2, LEVELS[1], 'A');
    server.use(
      schoolSettings(),
      http.get('*/api/subjects/', () => pageOf(SUBJECTS)),
      http.get('*/api/class-subjects/', () =>
        pageOf([
          classSubject(1, jss2a, SUBJECTS[0]),
          classSubject(2, jss1a, SUBJECTS[0], teacher(0)),
          classSubject(3, jss1a, SUBJECTS[1], teacher(1)),
        ]),
      ),
    );
    const sent = recordRequests();
    renderApp(<SubjectsPage />);

    const maths = (await screen.findByRole('rowheader', { name: 'Mathematics' })).closest('tr')!;
    const items = await within(maths).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'JSS 1A: Ngozi Okafor',
      'JSS 2A: no teacher yet',
    ]);
    const english = screen.getByRole('rowheader', { name: 'English' }).closest('tr')!;
    expect(within(english).getByText('JSS 1A: Tunde Bello')).toBeInTheDocument();
    const biology = screen.getByRole('rowheader', { name: 'Biology' }).closest('tr')!;
    expect(within(biology).getByText('No class offers it yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'settings’ Academic tab' })).toHaveAttribute(
      'href',
      '/admin/settings?tab=academic',
    );
    expect(sent.find((s) => s.path === '/api/class-subjects/')!.query).toEqual({
      page: ['1'],
      page_size: ['200'],
    });
  });
});
