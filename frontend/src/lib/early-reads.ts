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
import type { Role } from './roles';

/** Who is signed in, and whether the page opened is their dashboard. */
export interface EarlyPage {
  role: Role;
  dashboard: boolean;
}

/**
 * Starts the reads of a signed-in person's page; answers who is signed in and whether the page
 * is their dashboard, or null (main.tsx warms what the page will format, see warm-formats.ts).
 */
export function startEarlyReads(pathname: string): EarlyPage | null {
  const user = storedUser();
  if (!user || !storedToken()) return null;
  readEarly('/api/profiles/me/');
  if (user.must_change_password) return { role: user.role, dashboard: false };
  // The admin's area opens on its dashboard at /admin too (spec §2).
  const dashboards =
    user.role === 'admin'
      ? [DASHBOARD_PATHS.admin, paths.admin.root.path]
      : [DASHBOARD_PATHS[user.role]];
  const dashboard = dashboards.includes(pathname.replace(/(.)\/$/, '$1'));
  if (dashboard) readEarly('/api/dashboard/');
  return { role: user.role, dashboard };
}
