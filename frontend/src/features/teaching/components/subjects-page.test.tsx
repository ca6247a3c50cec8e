import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { classesHandler, meHandler, teacher } from '../test-fixtures';
import SubjectPage from './subject-page';
import SubjectsPage from './subjects-page';

describe('the teacher’s subjects', () => {
  it('groups my subjects with the classes I teach each in', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), meHandler());

    renderApp(<SubjectsPage />, { route: '/teacher/subjects' });

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Basic Science',
      'Mathematics',
    ]);
    const maths = screen.getByRole('article', { name: 'Mathematics' });
    expect(within(maths).getByText('2 classes')).toBeInTheDocument();
    expect(
      within(within(maths).getByRole('list', { name: 'Classes taking Mathematics' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['JSS 1A', 'JSS 2B']);
    expect(within(maths).getByRole('link')).toHaveAttribute('href', '/teacher/subjects/math');
  });

  it('says whom to ask when I teach no subject', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), meHandler(teacher({ subjects: [] })));

    renderApp(<SubjectsPage />, { route: '/teacher/subjects' });

    expect(await screen.findByText('You do not teach a subject yet.')).toBeInTheDocument();
  });

  it('shows one subject’s classes, each linking to its students', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), meHandler(), classesHandler());

    renderApp(<SubjectPage />, {
      route: '/teacher/subjects/math',
      path: '/teacher/subjects/:subjectId',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mathematics' }),
    ).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'JSS 2B' });
    expect(await within(second).findByText('1 student')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /Students of JSS 2B/ })).toHaveAttribute(
      'href',
      '/teacher/students/c2',
    );
  });

  it('says so for a subject I do not teach', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), meHandler(), classesHandler());

    renderApp(<SubjectPage />, {
      route: '/teacher/subjects/art',
      path: '/teacher/subjects/:subjectId',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('You do not teach this subject.');
  });
});
