// The reads a page opened by a signed-in person needs first, started as the script starts
// (main.tsx) rather than after the page's code has downloaded and rendered: on a phone's slow
// connection their answers then travel with the page's code instead of a round trip after it.
// They are the profile by which every page checks a restored session (lib/auth.tsx), and on a
// dashboard its one answer (GET /api/dashboard/, decisions/025). The page's own requests take
// the answers (api-client.ts, readEarly). Nothing starts without a stored session, and the
// dashboard not for someone who must first change a temporary password (the server refuses
// them every read but their profile).
import { DASHBOARD_PATHS, paths } from '@/config/paths';

import { readEarly } from './api-client';
import { formatMoney } from './money';
import { storedToken, storedUser } from './auth-storage';

/**
 * Starts the reads of a signed-in person's page; answers whether someone is signed in (the page
 * will then show figures, see warmNumberFormats).
 */
export function startEarlyReads(pathname: string): boolean {
  const user = storedUser();
  if (!user || !storedToken()) return false;
  readEarly('/api/profiles/me/');
  if (user.must_change_password) return true;
  // The admin's area opens on its dashboard at /admin too (spec §2).
  const dashboards =
    user.role === 'admin'
      ? [DASHBOARD_PATHS.admin, paths.admin.root.path]
      : [DASHBOARD_PATHS[user.role]];
  if (dashboards.includes(pathname.replace(/(.)\/$/, '$1'))) readEarly('/api/dashboard/');
  return true;
}

/**
 * Formats a number, a sum of money and a time once, in a task of its own while the page's code
 * and reads are still on their way. The first number a page formats loads the browser's locale
 * data: 17–31 ms in Chromium on the CI machine, several times that on a phone, which the
 * dashboards' first render otherwise spent with the page waiting (decisions/025).
 */
export function warmNumberFormats() {
  window.setTimeout(() => {
    (0).toLocaleString('en');
    formatMoney(0, 'NGN');
    new Date(0).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  });
}
