// The footer's newsletter sign-up: the address is stored and a toast confirms it; an address
// that is not one is refused beside the input, by the page or by the server.
import { expect, test } from '@playwright/test';

import { withDatabase } from './database';

test('a visitor subscribes to the newsletter from the footer', async ({ page }) => {
  const email = `family.${Date.now()}@example.com`;
  await page.goto('/about');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your e-mail').fill(email);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/newsletter/') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Subscribe' }).click();

  const response = await answer;
  expect(response.status()).toBe(201);
  const { detail } = (await response.json()) as { detail: string };
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: detail })).toBeVisible();
  await expect(form.getByLabel('Your e-mail')).toHaveValue('');
  const stored = await withDatabase(
    async (c) =>
      (await c.query('SELECT 1 FROM newsletter_subscribers WHERE lower(email) = $1', [email]))
        .rowCount,
  );
  expect(stored).toBe(1);
  await page.screenshot({ path: '../screenshots/newsletter-subscribed.png' });
});

test('an address that is not one is refused with a message beside the input', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter' });
  const input = form.getByLabel('Your e-mail');
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/newsletter/') && r.method() === 'POST') posted++;
  });

  // The page refuses what is plainly not an address, without asking the server.
  await input.fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Enter a valid e-mail address, such as name@example.com.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  expect(posted).toBe(0);

  // The server refuses the rest (422), and its message goes beside the input.
  await input.fill('ada@example');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter/'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const response = await answer;
  expect(response.status()).toBe(422);
  const body = (await response.json()) as { fields: { email: string[] } };
  await expect(form.getByRole('alert')).toHaveText(body.fields.email.join(' '));
  await expect(input).toHaveAccessibleDescription(body.fields.email.join(' '));
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
