// Browser tests in Debian's Chromium (never a downloaded browser) against the real server.
// scripts/test starts the server on a fresh database and passes E2E_BASE_URL and
// E2E_DATABASE_URL; screenshots for people to look at go to ../screenshots/.
import { defineConfig } from '@playwright/test';

// The server's "today" is the UTC date; the tests and the pages they drive read the same one.
process.env.TZ = 'UTC';

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    screenshot: 'only-on-failure',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
