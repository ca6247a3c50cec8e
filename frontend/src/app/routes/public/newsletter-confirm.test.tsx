import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import NewsletterConfirm from './newsletter-confirm';

describe('the newsletter confirmation link', () => {
  it('confirms with the token and says so', async () => {
    let sent: unknown = null;
    server.use(
      schoolSettings(),
      http.post('*/api/newsletter/confirm/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          email: 'ada@family.example',
          detail: 'Your subscription is confirmed.',
        });
      }),
    );
    renderApp(<NewsletterConfirm />, { route: '/newsletter/confirm?token=abc123' });

    expect(await screen.findByText('Your subscription is confirmed.')).toBeInTheDocument();
    expect(sent).toEqual({ token: 'abc123' });
  });

  it('says what to do when the link was used already', async () => {
    server.use(
      schoolSettings(),
      http.post('*/api/newsletter/confirm/', () =>
        HttpResponse.json(
          {
            detail: 'Some fields are not valid.',
            code: 'messaging.invalid',
            fields: { token: ['This link does not work. Subscribe again to get a new link.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderApp(<NewsletterConfirm />, { route: '/newsletter/confirm?token=used' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link does not work. Subscribe again to get a new link.',
    );
  });
});
