// The teacher's area frame: the top bar, a menu of the teacher's pages (a row that scrolls
// sideways on a phone), and the dashboard footer. The dashboard draws its own frame.
import { NavLink, Outlet } from 'react-router-dom';

import { paths } from '@/config/paths';

import { AreaNavList } from './area-nav-list';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

const LINKS = [
  { to: paths.teacher.dashboard.getHref(), label: 'Dashboard', end: true },
  { to: paths.teacher.classes.getHref(), label: 'Classes', end: true },
  // Also lit on a class's list, /teacher/students/{classId}.
  { to: paths.teacher.students.getHref(), label: 'Students', end: false },
  { to: paths.teacher.subjects.getHref(), label: 'Subjects', end: false },
  { to: paths.teacher.schedule.getHref(), label: 'Timetable', end: true },
  { to: paths.teacher.exams.getHref(), label: 'Exams', end: true },
  // Also lit on a class's register, /teacher/attendance/{classId}.
  { to: paths.teacher.attendance.getHref(), label: 'Attendance', end: false },
  { to: paths.teacher.results.getHref(), label: 'Results', end: true },
  // Also lit on the class's cards to print, /teacher/class-reports/{classId}/print.
  { to: paths.teacher.classReports.getHref(), label: 'Class reports', end: false },
  // Also lit on a conversation, /teacher/messages/{id}.
  { to: paths.teacher.messages.getHref(), label: 'Messages', end: false },
  { to: paths.teacher.profile.getHref(), label: 'Profile', end: true },
];

export function TeacherLayout() {
  return (
    <>
      <TopBar />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <nav aria-label="Teacher area" className="-mx-4 px-4 print:hidden">
          <AreaNavList className="flex gap-1 overflow-x-auto pb-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
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
        <main className="mt-6 min-w-0">
          <Outlet />
        </main>
      </div>
      <SiteFooter variant="dashboard" />
    </>
  );
}
