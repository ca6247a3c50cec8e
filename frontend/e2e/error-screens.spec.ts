// The error screens of spec §2 with their exact texts: the route error page when a page fails,
// the generic error screen when a part fails, and 'Error loading {page}' when a page's code
// cannot be downloaded.
import { expect, test } from '@playwright/test';

test('a page that fails shows the route error page with Go Home and Retry', async ({ page }) => {
  await page.goto('/test-hooks?fail=render');

  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByText('This page could not be loaded.')).toBeVisible();
  await expect(page.getByText('Debug information')).toBeVisible();
  await expect(page.getByText(/\/test-hooks\?fail=render$/)).toBeVisible();
  await expect(page.getByText('Error: The test page failed on purpose.')).toBeVisible();
  await page.screenshot({ path: '../screenshots/route-error.png' });

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('breaking the page from the test hooks page gives the route error page', async ({ page }) => {
  await page.goto('/test-hooks');
  await expect(page.getByRole('heading', { name: 'Test hooks' })).toBeVisible();
  await expect(page.getByText('nobody signed in')).toBeVisible();

  await page.getByRole('button', { name: 'Break this page' }).click();

  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
});

test('a part that fails shows the generic error screen with Refresh Page', async ({ page }) => {
  await page.goto('/test-hooks');

  await page.getByRole('button', { name: 'Break a part of this page' }).click();

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText(
      'We encountered an error while loading this page. Please try refreshing the page.',
    ),
  ).toBeVisible();
  // The rest of the page still works.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('button', { name: 'Break a part of this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test.describe(() => {
  // The route below must see the page's request for the chunk: page.route does not see what a
  // service worker fetches, and the portal's would fetch it once it controls the page.
  test.use({ serviceWorkers: 'block' });

  test("a page whose code cannot be downloaded says 'Error loading' and its name", async ({
    page,
  }) => {
    await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();

    await expect(page.getByText('Error loading About', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
