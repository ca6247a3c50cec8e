// Browser tests in Debian's Chromium (never a downloaded browser) against the real server.
// scripts/test starts the server on a fresh database and passes E2E_BASE_URL and
// E2E_DATABASE_URL; screenshots for people to look at go to ../screenshots/.
import { defineConfig } from '@playwright/test';

// The server's "today" is the date where the school is (decisions/028): a fresh database's
// school is at the settings' default, UTC-5, and the tests and the pages they drive run there
// too, so that all three read the same day. (`Etc/GMT+5` is UTC-5: the tz database's Etc
// zones count the other way.)
const SCHOOL_TIME_ZONE = 'Etc/GMT+5';
process.env.TZ = SCHOOL_TIME_ZONE;

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
    timezoneId: SCHOOL_TIME_ZONE,
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
