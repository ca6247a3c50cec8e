import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/server';

import { NewsletterForm } from './newsletter-form';

function renderForm() {
  render(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText('Your e-mail');
  const submit = (value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  };
  return { input, submit };
}

function answer(status: number, body: Record<string, unknown>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/newsletter/', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}

describe('the newsletter sign-up (spec §2 "Footer")', () => {
  it('is an e-mail input and a Subscribe button', () => {
    const { input } = renderForm();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  });

  it("sends the address and shows the server's sentence in a toast", async () => {
    const detail = 'Thank you for subscribing.';
    const bodies = answer(201, { email: 'ada@example.com', detail });
    const { input, submit } = renderForm();

    submit('  ada@example.com ');

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
    expect(input).toHaveValue('');
  });

  it("puts the server's reason for refusing the address beside the input", async () => {
    answer(422, {
      detail: 'Some fields are not valid.',
      code: 'request.invalid',
      fields: { email: ['Enter an e-mail address such as name@example.com.'] },
    });
    const { input, submit } = renderForm();

    submit('ada@example');

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Enter an e-mail address such as name@example.com.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(input).toHaveValue('ada@example');
  });

  it('says any other failure in a toast', async () => {
    answer(503, { detail: 'The service is busy. Try again in a minute.', code: 'x' });
    renderForm().submit('ada@example.com');
    expect(await screen.findByText('The service is busy. Try again in a minute.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an empty or plainly wrong address without asking the server', async () => {
    const bodies = answer(201, { email: 'x', detail: 'x' });
    const { input, submit } = renderForm();

    submit('');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your e-mail address.');
    submit('not an address');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a valid e-mail address, such as name@example.com.',
    );
    expect(input).toHaveFocus();
    await waitFor(() => expect(bodies).toEqual([]));
  });
});
