import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { ME_ID, notFound, teacher } from '../test-fixtures';
import BioPage from './bio-page';

const at = (id: string) => ({ route: `/teacher/bio/${id}`, path: '/teacher/bio/:teacherId' });

describe('a teacher’s bio page', () => {
  it('shows a colleague’s bio, specialisation, classes and subjects', async () => {
    signedInAs('teacher');
    server.use(
      schoolSettings(),
      http.get('*/api/teachers/t2/', () =>
        HttpResponse.json(
          teacher({
            id: 't2',
            user_id: 'u2',
            first_name: 'Bola',
            last_name: 'Ade',
            bio: 'I coach the debate team.\nAsk me about it.',
          }),
        ),
      ),
    );

    renderApp(<BioPage />, at('t2'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bola Ade' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit your bio' })).toBeNull();
    const about = screen.getByRole('region', { name: 'About' });
    expect(within(about).getByText('B.Ed. Mathematics')).toBeInTheDocument();
    expect(within(about).getByText(/I coach the debate team/)).toBeInTheDocument();
    const teaching = screen.getByRole('region', { name: 'Teaching this session' });
    expect(within(teaching).getByText('Mathematics')).toBeInTheDocument();
    expect(within(teaching).getByText('· JSS 1A, JSS 2B')).toBeInTheDocument();
  });

  it('shows my own picture and a way to edit my bio', async () => {
    signedInAs('teacher', { profile_picture: 'https://cdn.example/ada.png' });
    server.use(
      schoolSettings(),
      http.get(`*/api/teachers/${ME_ID}/`, () => HttpResponse.json(teacher())),
    );

    renderApp(<BioPage />, at(ME_ID));

    expect(await screen.findByRole('img', { name: "Ada Obi's picture" })).toHaveAttribute(
      'src',
      'https://cdn.example/ada.png',
    );
    expect(screen.getByRole('link', { name: 'Edit your bio' })).toHaveAttribute(
      'href',
      '/teacher/profile',
    );
  });

  it('says so when there is no such teacher', async () => {
    signedInAs('teacher');
    server.use(
      schoolSettings(),
      http.get('*/api/teachers/gone/', () => notFound()),
    );

    renderApp(<BioPage />, at('gone'));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this teacher.');
  });
});
