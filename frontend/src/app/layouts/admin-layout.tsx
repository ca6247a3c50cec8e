// The admin area's frame (spec §2 "inside an admin layout"): the top bar, a menu of the
// screens this admin may open, and the dashboard footer.
import { NavLink, Outlet } from 'react-router-dom';

import { useAuth } from '@/lib/auth';

import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function AdminLayout() {
  const { user } = useAuth();
  const can = (permission: string) =>
    Boolean(user?.is_superuser || user?.permissions?.includes(permission));
  const links = [
    { to: '/admin/dashboard', label: 'Dashboard', show: true },
    // Every admin reads the register; the screens' writes ask the server, which checks
    // users.manage (people) or settings.change (structure). Promotion only writes.
    { to: '/admin/students', label: 'Students', show: true },
    { to: '/admin/teachers', label: 'Teachers', show: true },
    { to: '/admin/parents', label: 'Parents', show: true },
    { to: '/admin/classes', label: 'Classes', show: true },
    { to: '/admin/subjects', label: 'Subjects', show: true },
    { to: '/admin/sessions', label: 'Sessions and terms', show: true },
    { to: '/admin/promotion', label: 'Promotion', show: can('settings.change') },
    { to: '/admin/admins', label: 'Admins', show: Boolean(user?.is_superuser) },
    { to: '/admin/roles', label: 'Roles and permissions', show: Boolean(user?.is_superuser) },
    { to: '/admin/password-recovery', label: 'Password recovery', show: can('users.manage') },
    { to: '/admin/announcements', label: 'Announcements', show: can('announcements.manage') },
    { to: '/admin/settings', label: 'School settings', show: can('settings.change') },
    { to: '/profile', label: 'Your profile', show: true },
  ].filter((l) => l.show);
  return (
    <>
      <TopBar />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label="Admin area" className="md:w-56 md:shrink-0">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
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
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
      <SiteFooter variant="dashboard" />
    </>
  );
}
