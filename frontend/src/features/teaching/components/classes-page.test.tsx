import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { classesHandler, meHandler } from '../test-fixtures';
import ClassesPage from './classes-page';

describe('the teacher’s classes', () => {
  it('shows a card for each class with its level, students and the subjects I teach there', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), meHandler(), classesHandler());

    renderApp(<ClassesPage />, { route: '/teacher/classes' });

    const first = await screen.findByRole('article', { name: 'JSS 1A' });
    expect(within(first).getByText('You are its class teacher')).toBeInTheDocument();
    expect(within(first).getByText('JSS 1')).toBeInTheDocument();
    expect(within(first).getByText('32 students')).toBeInTheDocument();
    expect(within(first).getByText('Basic Science, Mathematics')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Students of JSS 1A/ })).toHaveAttribute(
      'href',
      '/teacher/students/c1',
    );

    const second = screen.getByRole('article', { name: 'JSS 2B' });
    expect(within(second).queryByText('You are its class teacher')).toBeNull();
    expect(within(second).getByText('1 student')).toBeInTheDocument();
    expect(within(second).getByText('Mathematics')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Bola Ade' })).toHaveAttribute(
      'href',
      '/teacher/bio/other',
    );
    expect(within(second).getByRole('link', { name: /Students of JSS 2B/ })).toHaveAttribute(
      'href',
      '/teacher/students/c2',
    );
  });

  it('tells a teacher without a class whom to ask', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), meHandler(), classesHandler([]));

    renderApp(<ClassesPage />, { route: '/teacher/classes' });

    expect(await screen.findByText('You are not assigned to a class yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Ask the school admin to add you as a class or subject teacher.'),
    ).toBeInTheDocument();
  });

  it('says so when the signed-in teacher has no teacher record', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), meHandler(null), classesHandler([]));

    renderApp(<ClassesPage />, { route: '/teacher/classes' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your teacher record is not set up yet.',
    );
  });
});
