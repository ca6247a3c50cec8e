// Accounts for browser tests. The admin is created the way an installer does it
// (`school-portal create-admin`); the other roles reuse its password hash, so every demo account
// signs in with the same password without the tests hashing anything themselves.
import { execFileSync } from 'node:child_process';

import { expect, type Page } from '@playwright/test';

import { withDatabase } from './database';

export const PASSWORD = 'Sch00l portal!';
export type Role = 'student' | 'teacher' | 'parent' | 'admin';

export async function ensureAccount(role: Role, username = `e2e.${role}`): Promise<string> {
  const admin = 'e2e.admin';
  const exists = await withDatabase(
    async (c) =>
      (await c.query('SELECT 1 FROM users WHERE lower(username) = $1', [admin])).rowCount,
  );
  if (!exists) {
    const bin = process.env.E2E_BIN;
    if (!bin) throw new Error('E2E_BIN is not set: run the browser tests through scripts/test');
    execFileSync(
      bin,
      ['create-admin', '--username', admin, '--first-name', 'Grace', '--last-name', 'Admin'],
      {
        input: `${PASSWORD}\n`,
        env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
      },
    );
  }
  if (username !== admin) {
    await withDatabase((c) =>
      c.query(
        `INSERT INTO users (id, username, first_name, last_name, role, password_hash)
         SELECT gen_random_uuid(), $1, $2, 'Tester', $3, password_hash FROM users WHERE username = $4
         ON CONFLICT DO NOTHING`,
        [username, `${role[0].toUpperCase()}${role.slice(1)}`, role, admin],
      ),
    );
  }
  return username;
}

/** Signs in on the role's sign-in page and waits for the role's dashboard. */
export async function signIn(page: Page, role: Role, username: string, password = PASSWORD) {
  await page.goto(`/${role}-login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
  await renewalLanded(page);
}

/**
 * Waits until the renewal that a short-lived session starts at once has stored its new tokens.
 * An access token with under 5 minutes left is renewed straight away (decisions/005); the
 * browser tests' server issues 30-minute tokens, so this waits only where a server is run with
 * shorter ones. A test that opened the next address while that renewal was in flight would
 * leave the spent refresh token in storage, which the server then takes for a stolen one and
 * ends the session. Waiting for the network to be idle is not enough (the renewal may not have
 * started yet); the stored token changing is.
 */
export async function renewalLanded(page: Page) {
  const session = await page.evaluate(() => {
    const token = localStorage.getItem('authToken');
    const payload = token?.split('.')[1];
    const exp = payload
      ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number }).exp
      : undefined;
    return { refresh: localStorage.getItem('refreshToken'), exp };
  });
  if (!session.refresh || !session.exp || session.exp * 1000 - Date.now() >= 5 * 60_000) return;
  await page.waitForFunction(
    (spent) => localStorage.getItem('refreshToken') !== spent,
    session.refresh,
  );
}

/** The signed-in user's menu in the top bar (the button showing their name and role). */
export function userMenu(page: Page) {
  return page.locator('button[aria-controls="user-menu"]');
}
