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
import { storedToken, storedUser } from './auth-storage';

/**
 * Starts the reads of a signed-in person's page; answers whether someone is signed in (the page
 * will then show figures, see money.ts's warmNumberFormats).
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
