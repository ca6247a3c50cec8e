// The admin area's frame (spec §2 "inside an admin layout"): the top bar, a menu of the
// screens this admin may open, and the dashboard footer.
import { NavLink, Outlet } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';

import { AreaNavList } from './area-nav-list';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function AdminLayout() {
  const { user } = useAuth();
  const can = (permission: string) => may(user, permission);
  const links = [
    { to: paths.admin.dashboard.getHref(), label: 'Dashboard', show: true },
    // Every admin reads the register; the screens' writes ask the server, which checks
    // users.manage (people) or settings.change (structure). Promotion only writes.
    { to: paths.admin.students.getHref(), label: 'Students', show: true },
    { to: paths.admin.teachers.getHref(), label: 'Teachers', show: true },
    { to: paths.admin.parents.getHref(), label: 'Parents', show: true },
    { to: paths.admin.classes.getHref(), label: 'Classes', show: true },
    { to: paths.admin.subjects.getHref(), label: 'Subjects', show: true },
    { to: paths.admin.sessions.getHref(), label: 'Sessions and terms', show: true },
    { to: paths.admin.lessons.getHref(), label: 'Timetable', show: true },
    { to: paths.admin.exams.getHref(), label: 'Exams', show: true },
    { to: paths.admin.examSchedules.getHref(), label: 'Exam schedules', show: true },
    // Every admin reads the registers; changing the holidays asks for settings.change.
    { to: paths.admin.attendance.getHref(), label: 'Attendance', show: true },
    // Every admin reads the results; approving and publishing ask for results.publish.
    { to: paths.admin.results.getHref(), label: 'Results', show: true },
    { to: paths.admin.resultChecker.getHref(), label: 'Result checker', show: true },
    {
      to: paths.admin.studentResultChecker.getHref(),
      label: 'Result checker cards',
      show: can('results.publish'),
    },
    { to: paths.admin.promotion.getHref(), label: 'Promotion', show: can('settings.change') },
    { to: paths.admin.admins.getHref(), label: 'Admins', show: Boolean(user?.is_superuser) },
    {
      to: paths.admin.roles.getHref(),
      label: 'Roles and permissions',
      show: Boolean(user?.is_superuser),
    },
    {
      to: paths.admin.passwordRecovery.getHref(),
      label: 'Password recovery',
      show: can('users.manage'),
    },
    {
      to: paths.admin.announcements.getHref(),
      label: 'Announcements',
      show: can('announcements.manage'),
    },
    {
      to: paths.admin.newsletter.getHref(),
      label: 'Newsletter',
      show: can('announcements.manage'),
    },
    {
      to: paths.admin.notifications.getHref(),
      label: 'Messages sent',
      show: can('settings.change'),
    },
    { to: paths.admin.messages.getHref(), label: 'Messages', show: true },
    // Every admin reads the fees and payments; raising invoices and confirming transfers ask
    // for payments.confirm.
    { to: paths.admin.fees.getHref(), label: 'Fees', show: true },
    { to: paths.admin.payments.getHref(), label: 'Payments', show: true },
    { to: paths.admin.settings.getHref(), label: 'School settings', show: can('settings.change') },
    { to: paths.profile.getHref(), label: 'Your profile', show: true },
  ].filter((l) => l.show);
  return (
    <>
      <TopBar />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label="Admin area" className="md:w-56 md:shrink-0 print:hidden">
          <AreaNavList className="flex gap-1 overflow-x-auto md:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  // A section stays marked on its own pages (a teacher's edit page marks
                  // Teachers); the dashboard only on itself.
                  end={link.to === paths.admin.dashboard.getHref()}
                  className={({ isActive }) =>
                    `rounded-school block px-3 py-2 text-sm whitespace-nowrap ${
                      isActive
                        ? 'bg-primary font-medium text-white'
                        : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </AreaNavList>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
      <SiteFooter variant="dashboard" />
    </>
  );
}
