import { expect, test } from '@playwright/test';

import { ensureAccount, signIn, userMenu } from './accounts';
import { storeSettings } from './database';

const SCREENSHOTS = '../screenshots';

// A real 1x1 PNG, so that the browser can draw it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test.afterAll(async () => {
  await storeSettings({ theme: 'light', primary_color: '#3B82F6' });
});

test('an admin renames the school, recolours it and uploads a logo; visitors see them after a reload', async ({
  page,
  browser,
}) => {
  const admin = await ensureAccount('admin');
  await signIn(page, 'admin', admin);
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/admin\/settings/);

  // General: the name, checked before sending and saved.
  await page.getByLabel('School name').fill('');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('This cannot be empty.').first()).toBeVisible();
  await page.getByLabel('School name').fill('Riverside Academy');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  // A web page renamed .png is refused by the server (415), which says what it takes.
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await expect(page.getByText('The logo must be a PNG, JPEG, WebP or ICO image.')).toBeVisible();
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Logo uploaded.')).toBeVisible();
  await expect(page.getByAltText("The school's current logo")).toHaveAttribute('src', /\/media\//);

  // Appearance: the colour.
  await page.getByRole('tab', { name: 'Appearance' }).click();
  const appearance = page.getByRole('tabpanel', { name: 'Appearance' });
  await appearance.getByLabel('Primary colour', { exact: true }).fill('#0F766E');
  await appearance.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/admin-settings-appearance.png`, fullPage: true });

  // A visitor, in a browser of their own, sees all three.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.reload();
  const nav = visitor.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /Riverside Academy/ })).toBeVisible();
  await expect(nav.locator('img')).toHaveAttribute('src', /\/media\//);
  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByText('Riverside Academy').first()).toBeVisible();
  await expect(footer.locator('img')).toHaveJSProperty('naturalWidth', 1);
  await expect(visitor.locator('section').first()).toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  );
  await visitor.screenshot({ path: `${SCREENSHOTS}/landing-rebranded.png`, fullPage: true });
  await visitor.close();
});

test('a dark admin theme makes the pages dark until the user picks light', async ({
  page,
  browser,
}) => {
  const admin = await ensureAccount('admin');
  await signIn(page, 'admin', admin);
  await page.goto('/admin/settings?tab=appearance');
  const appearance = page.getByRole('tabpanel', { name: 'Appearance' });
  await appearance.getByLabel('Default theme').selectOption('midnight');
  await appearance.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // The admin picks light for themselves.
  await userMenu(page).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  // A visitor gets the school's dark default, and keeps light once they choose it.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.locator('html')).toHaveClass(/\bdark\b/);
  await visitor.screenshot({ path: `${SCREENSHOTS}/landing-admin-dark.png`, fullPage: true });
  await visitor.getByRole('button', { name: 'Dark mode' }).click();
  await expect(visitor.locator('html')).not.toHaveClass(/\bdark\b/);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.locator('html')).not.toHaveClass(/\bdark\b/);
  await visitor.close();
});
