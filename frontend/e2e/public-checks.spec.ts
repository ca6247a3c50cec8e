// Every public page: no serious or critical accessibility violation (axe) in light and dark
// mode, and no call to the server beyond the settings (and the announcements on /news/events).
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

for (const mode of ['light', 'dark'] as const) {
  test(`no serious or critical accessibility violations in ${mode} mode`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.addInitScript((m) => localStorage.setItem('userTheme', m), mode);
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (path === '/news/events') await expect(page.getByText('Loading the news…')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      for (const v of results.violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
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
