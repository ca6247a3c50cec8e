// Issue 21: each demo sign-in lands on a dashboard full of real figures. This spec runs its own
// server on its own database, seeded with `school-portal seed-demo` exactly as scripts/start
// seeds a newcomer's school (the other specs share a fresh database, which the demo would fill
// with six hundred students), and looks at each role's dashboard at phone and desktop widths.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { withDatabase } from './database';
import { freePort } from './ports';

const SCREENSHOTS = '../screenshots';
const DEMO_PASSWORD = 'Demo school 1';

let server: ChildProcess | undefined;
let baseURL = '';
let demoUrl = '';

function databaseUrl(name: string): string {
  const url = new URL(process.env.E2E_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

const demoName = `${new URL(process.env.E2E_DATABASE_URL ?? 'postgres://x/e2e').pathname.slice(1)}_demo`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const bin = process.env.E2E_BIN;
  if (!bin || !process.env.E2E_DATABASE_URL) {
    throw new Error(
      'E2E_BIN and E2E_DATABASE_URL are not set: run the browser tests through scripts/test',
    );
  }
  await withDatabase((c) => c.query(`DROP DATABASE IF EXISTS "${demoName}"`));
  await withDatabase((c) => c.query(`CREATE DATABASE "${demoName}"`));
  demoUrl = databaseUrl(demoName);
  const env = { ...process.env, DATABASE_URL: demoUrl, PORTAL_LOG: 'warn' };
  execFileSync(bin, ['migrate'], { env, stdio: 'ignore' });
  execFileSync(bin, ['seed-demo'], { env, stdio: 'ignore', timeout: 200_000 });
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(bin, ['serve'], {
    env: { ...env, PORTAL_BIND: `127.0.0.1:${port}`, PORTAL_FRONTEND_DIR: resolve('dist') },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the demo server did not start');
});

test.afterAll(async () => {
  server?.kill();
  await new Promise((r) => setTimeout(r, 300));
  await withDatabase((c) => c.query(`DROP DATABASE IF EXISTS "${demoName}" WITH (FORCE)`));
});

async function demoSignIn(browser: Browser, role: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  const page = await context.newPage();
  await page.goto(`/${role}-login`);
  await page.getByLabel('Username').fill(`demo.${role}`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  // Signed in once the dashboard's answer has arrived: "Loading your dashboard…" is also absent
  // while the page's code is still downloading, before the page has asked for anything, and a
  // test that went on then would see that request late.
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/dashboard/' && response.ok(),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
  await answered;
  await expect(page.getByText('Loading your dashboard…')).toHaveCount(0);
  return page;
}

const SIZES = [
  [1280, 'desktop'],
  [390, 'phone'],
] as const;

/** Nothing wider than the screen, once the page has settled at its new width (the charts'
 * canvases are resized by chart.js a moment after the viewport changes). */
async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

test("the demo admin's dashboard is full of the school's figures", async ({ browser }) => {
  const page = await demoSignIn(browser, 'admin', 1280);
  const figures = page.getByRole('list', { name: 'The school today' });
  await expect(figures.getByRole('link', { name: /^Students 600/ })).toBeVisible();
  await expect(figures.getByRole('link', { name: /^Teachers 40/ })).toBeVisible();
  await expect(
    figures.getByRole('link', { name: /^Fees collected this term ₦[\d,]+\.\d\d \d+% of/ }),
  ).toBeVisible();
  await expect(
    figures.getByRole('link', { name: /^Results waiting for approval [1-9]/ }),
  ).toBeVisible();
  // The charts, each with its figures as a table, drawn once the admin scrolls down to them.
  // (On a wide screen they are near it from the start.)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const chart of [
    'Attendance, last 30 school days',
    'Fees by class, this term',
    /^Grades by subject/,
  ]) {
    const figure = page.getByRole('figure', { name: chart });
    await expect(figure.locator('canvas')).toBeVisible();
    await figure.getByText('See the figures as a table').click();
    await expect(figure.getByRole('table')).toBeVisible();
  }
  for (const [width, size] of SIZES) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-admin-${size}.png`, fullPage: true });
  }
  await page.context().close();
});

test('the demo teacher, student and parent see their day and term', async ({ browser }) => {
  const teacher = await demoSignIn(browser, 'teacher', 1280);
  await expect(teacher.getByRole('region', { name: 'Today’s lessons' })).toBeVisible();
  const sheets = teacher.getByRole('region', { name: 'Score sheets this term' });
  await expect(sheets.getByText('Sent back')).toBeVisible();
  await expect(teacher.getByRole('link', { name: /^Unread messages [1-9]/ })).toBeVisible();
  for (const [width, size] of SIZES) {
    await teacher.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await noSidewaysScroll(teacher);
    await teacher.screenshot({
      path: `${SCREENSHOTS}/dashboard-teacher-${size}.png`,
      fullPage: true,
    });
  }
  await teacher.context().close();

  const student = await demoSignIn(browser, 'student', 390);
  const day = student.getByRole('region', { name: 'Your day' });
  await expect(day.getByText(/^\d+%$/)).toBeVisible();
  await expect(day.getByRole('link', { name: /^Report card of Tolu/ })).toBeVisible();
  await expect(day.getByText('Fees still to pay')).toBeVisible();
  await noSidewaysScroll(student);
  await student.screenshot({ path: `${SCREENSHOTS}/dashboard-student-phone.png`, fullPage: true });
  await student.context().close();

  const parent = await demoSignIn(browser, 'parent', 390);
  for (const child of ['Tolu Bakare', 'Tobi Bakare']) {
    const card = parent.getByRole('region', { name: child });
    await expect(card.getByText(/^\d+%$/)).toBeVisible();
    await expect(card.getByText('Fees still to pay')).toBeVisible();
  }
  const fees = parent.getByRole('region', { name: 'Family fees' });
  await expect(fees.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/parent/fees');
  for (const [width, size] of SIZES) {
    await parent.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await noSidewaysScroll(parent);
    await parent.screenshot({
      path: `${SCREENSHOTS}/dashboard-parent-${size}.png`,
      fullPage: true,
    });
  }
  await parent.context().close();
});

test('a dashboard opened with a stored session reads its answer once, with its code', async ({
  browser,
}) => {
  const parent = await demoSignIn(browser, 'parent', 390);
  // A cold load, as a phone opening the portal again: the session is in localStorage.
  const asked: string[] = [];
  parent.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || /^\/assets\/dashboard-.*\.js$/.test(pathname)) {
      asked.push(pathname.replace(/-[\w-]+\.js$/, '.js'));
    }
  });
  await parent.reload();
  await expect(parent.getByRole('region', { name: 'Tolu Bakare' })).toBeVisible();
  await expect(parent.getByText('Loading your dashboard…')).toHaveCount(0);

  // The answer and the profile check leave before the dashboard's code has been asked for
  // (lib/early-reads.ts), and the page takes them rather than asking again.
  expect(asked.filter((p) => p === '/api/dashboard/')).toHaveLength(1);
  expect(asked.filter((p) => p === '/api/profiles/me/')).toHaveLength(1);
  expect(asked.indexOf('/api/dashboard/')).toBeLessThan(asked.indexOf('/assets/dashboard.js'));
  expect(asked.indexOf('/api/profiles/me/')).toBeLessThan(asked.indexOf('/assets/dashboard.js'));
  await parent.context().close();
});
