import { expect, test } from '@playwright/test';

import { storeSettings } from './database';

const SCREENSHOTS = '../screenshots';

test('the landing page shows the school name stored in the database', async ({ page }) => {
  const name = 'Hillcrest College';
  await storeSettings({
    school_name: name,
    school_motto: 'Learning for life',
    school_phone: '+234 802 555 0101',
  });

  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const main = page.getByRole('main');
  await expect(main.getByText('“Learning for life”')).toBeVisible();
  await expect(main.getByRole('link', { name: '+234 802 555 0101' })).toHaveAttribute(
    'href',
    'tel:+2348025550101',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('“Learning for life”')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Parents' })).toHaveAttribute(
    'href',
    '/parent-login',
  );
  await expect(page).toHaveTitle(name);
  await page.screenshot({ path: `${SCREENSHOTS}/landing-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/landing-phone.png`, fullPage: true });
});

test("a dark admin theme makes the page dark and applies the school's colour", async ({ page }) => {
  await storeSettings({ theme: 'midnight', primary_color: '#0F766E' });

  await page.goto('/');

  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('section').first()).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await page.screenshot({ path: `${SCREENSHOTS}/landing-dark.png`, fullPage: true });
  await storeSettings({ theme: 'light', primary_color: '#3B82F6' });
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers the JSON error envelope', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint/');

  expect(response.status()).toBe(404);
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(await response.json()).toMatchObject({ code: 'api.not_found' });
});
