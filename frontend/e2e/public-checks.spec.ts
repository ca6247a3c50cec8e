// Every public page: no accessibility violation (axe), of any impact, in light and dark mode
// (the signed-in screens are portal-a11y.spec.ts's), and no call to the server beyond the
// settings (and the announcements on /news/events).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/how-to-apply',
  '/school_activities',
  '/about/office-proprietress',
  '/about/admin-desk',
  '/academics/structure',
  '/academics/curriculum',
  '/news/events',
  '/portal/prospective-students',
  '/no/such/page',
];

/** The public pages with a form: the sign-in pages, signing up, passwords, the result check. */
const FORM_PAGES = [
  '/login',
  '/student-login',
  '/teacher-login',
  '/parent-login',
  '/admin-login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/check-result',
];

for (const mode of ['light', 'dark'] as const) {
  test(`no accessibility violations in ${mode} mode`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.addInitScript((m) => localStorage.setItem('userTheme', m), mode);
    const found: string[] = [];
    for (const path of [...PUBLIC_PAGES, ...FORM_PAGES]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (path === '/news/events') await expect(page.getByText('Loading the news…')).toHaveCount(0);
      // axe.run in the page itself: there is no iframe, and it is three times as fast.
      const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      for (const v of results.violations) {
        const where = v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join('\n');
        found.push(`${path} [${mode}] ${v.id} (${v.impact}): ${v.help}\n${where}`);
      }
    }
    await context.close();
    expect(found, found.join('\n\n')).toEqual([]);
  });
}

test('the public pages call the server for the settings only', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    const calls: string[] = [];
    const record = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
    };
    page.on('request', record);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', record);

    const expected = ['/api/school-settings/school-settings/'];
    if (path === '/news/events') expected.push('/api/school-settings/announcements/');
    expect([...new Set(calls)].sort(), path).toEqual(expected.sort());
  }
});
