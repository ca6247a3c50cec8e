// The client's routes, named once.
import type { Role } from '@/lib/roles';

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  // The public pages (spec §2 "Public pages" and the navigation bar's menu destinations).
  about: '/about',
  howToApply: '/how-to-apply',
  schoolActivities: '/school_activities',
  officeProprietress: '/about/office-proprietress',
  adminDesk: '/about/admin-desk',
  academicStructure: '/academics/structure',
  curriculum: '/academics/curriculum',
  newsEvents: '/news/events',
  prospectiveStudents: '/portal/prospective-students',
  themeTest: '/theme-test',
  testHooks: '/test-hooks',
} as const;

/** Each role's sign-in page (spec §2). */
export const LOGIN_PATHS: Record<Role, string> = {
  student: '/student-login',
  teacher: '/teacher-login',
  parent: '/parent-login',
  admin: '/admin-login',
};

/** Each role's dashboard (spec §2 "Navigation bar"). */
export const DASHBOARD_PATHS: Record<Role, string> = {
  admin: '/admin/dashboard',
  teacher: '/teacher/dashboard',
  student: '/student/dashboard',
  parent: '/parent/dashboard',
};

/** The dashboard of `role`, and `/` for anything else (spec §2). */
export function dashboardPath(role: string | undefined): string {
  return role && role in DASHBOARD_PATHS ? DASHBOARD_PATHS[role as Role] : paths.home;
}

/** The role whose area `pathname` is in, if any. */
export function areaRole(pathname: string): Role | null {
  const first = pathname.split('/')[1];
  return first === 'admin' || first === 'teacher' || first === 'student' || first === 'parent'
    ? first
    : null;
}

/** The sign-in page for the area of `pathname`; `/student-login` by default (spec §2). */
export function loginPathFor(pathname: string): string {
  return LOGIN_PATHS[areaRole(pathname) ?? 'student'];
}

/** Whether a user of `role` may open `pathname` (public pages and their own area). */
export function canOpen(role: Role, pathname: string): boolean {
  const area = areaRole(pathname);
  return area === null || area === role;
}
