import { expect, test, type Browser } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';

const SCREENSHOTS = '../screenshots';

/** Checks that the landing page, as a visitor reads it, says `words` of the session and term. */
async function announces(browser: Browser, words: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  // Until the settings arrive the page shows the built-in ones, which name the first term too.
  const settings = visitor.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/school-settings/school-settings/',
  );
  await visitor.goto('/');
  await settings;
  await expect(visitor.getByText(/session is under way/)).toContainText(words);
  await context.close();
}

test('an admin makes the next term current on the sessions screen; the public pages announce it', async ({
  page,
  browser,
}) => {
  const admin = await ensureAccount('admin');
  await signIn(page, 'admin', admin);
  await page.goto('/admin/sessions');
  const session = page.getByRole('heading', { level: 2, name: /^\d{4}\/\d{4}/ }).first();
  const name = ((await session.textContent()) ?? '').match(/\d{4}\/\d{4}/)![0];
  await announces(browser, `The ${name} session is under way: we are in the First Term.`);

  try {
    await page.getByRole('button', { name: `Make Second Term of ${name} current` }).click();
    await expect(page.getByText(`Second Term of ${name} is the current term.`)).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/sessions-second-term-current.png` });
    await announces(browser, `we are in the Second Term.`);

    // The admin's own page reads the settings again, without a reload: the General tab shows
    // the new term and saves from the version the calendar write moved on.
    await page.getByRole('link', { name: 'School settings' }).first().click();
    const term = page.getByLabel('Current term');
    await expect(term).toHaveValue('Second Term');
    await term.fill('Second Term (the spring term)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await announces(browser, 'we are in the Second Term (the spring term).');
  } finally {
    // The other browser tests count on the first term being current.
    await page.goto('/admin/sessions');
    await page.getByRole('button', { name: `Make First Term of ${name} current` }).click();
    await expect(page.getByText(`First Term of ${name} is the current term.`)).toBeVisible();
  }
  // Making the first term current again writes its name over the words typed above.
  await announces(browser, `The ${name} session is under way: we are in the First Term.`);
});
