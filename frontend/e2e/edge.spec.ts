// What a browser meets at the edge (issue 13, decision 013): the landing page's JavaScript as
// Chromium receives it, the compressed and cached assets, the security headers, no page
// breaking its own Content-Security-Policy, and HEAD.
import { expect, test, type Page } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';

/** The landing page's JavaScript budget, in bytes as transferred (scripts/size-budget.mjs). */
const LANDING_JS_BYTES = 120_000;

/** Collects the Content-Security-Policy violations a page reports, from before it loads. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('the landing page sends at most 120 kB of JavaScript, compressed and cached for a year', async ({
  browser,
}) => {
  // A fresh context: nothing cached, so every script is transferred.
  const context = await browser.newContext();
  const page = await context.newPage();
  const assetHeaders: Record<string, string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) {
      assetHeaders.push(response.headers());
    }
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => ({ name: e.name, transferSize: e.transferSize })),
  );
  const transferred = scripts.reduce((total, s) => total + s.transferSize, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.every((s) => s.transferSize > 0),
    JSON.stringify(scripts),
  ).toBe(true);
  expect(transferred, JSON.stringify(scripts)).toBeLessThanOrEqual(LANDING_JS_BYTES);

  expect(assetHeaders.length).toBeGreaterThan(0);
  for (const headers of assetHeaders) {
    expect(headers['content-encoding']).toBe('br');
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  await context.close();
});

test('every page carries the security headers, and index.html is never cached', async ({
  request,
}) => {
  for (const path of ['/', '/admin-login', '/admin/dashboard', '/no/such/page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], path).toBe('no-cache');
    const csp = headers['content-security-policy'];
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp, path).toContain(directive);
    }
    expect(csp, path).not.toContain('unsafe');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test('no page breaks its own Content-Security-Policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const admin = await ensureAccount('admin');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signIn(page, 'admin', admin);
  await page.goto('/admin/students');
  await expect(page.getByRole('heading', { name: 'Students' })).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});

test('HEAD answers a page and the health check as GET does, without a body', async ({
  request,
}) => {
  for (const path of ['/', '/about', '/api/health/']) {
    const get = await request.get(path);
    const head = await request.head(path);
    expect(head.status(), path).toBe(200);
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
    expect((await head.body()).length, path).toBe(0);
  }
});
