// A student's or parent's pages behind the dashboard's figures, in the frame of their area (the
// top bar, a way back to the dashboard, the footer): the week's timetable, the term's
// attendance, the report cards and the coming exams. Which one is the path's last part.
import { Link, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { AttendanceThisTerm } from '@/features/attendance/components/attendance-card';
import { ComingExams } from '@/features/exams/components/coming-exams';
import { FamilyReportCards } from '@/features/results/components/family-report-cards';
import { FamilyWeek } from '@/features/timetable/components/family-week';
import { useAuth } from '@/lib/auth';

import { SiteFooter } from '../layouts/site-footer';
import { TopBar } from '../layouts/top-bar';

const PAGES = {
  timetable: { title: 'Timetable', body: () => <FamilyWeek /> },
  attendance: { title: 'Attendance', body: () => <AttendanceThisTerm /> },
  results: { title: 'Report cards', body: () => <FamilyReportCards /> },
  exams: { title: 'Exams', body: () => <ComingExams /> },
} as const;

export default function FamilyPages() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const role = user?.role === 'parent' ? 'parent' : 'student';
  const name = pathname.split('/').filter(Boolean).pop() as keyof typeof PAGES;
  const page = PAGES[name] ?? PAGES.timetable;
  return (
    <>
      <TopBar />
      <main className="mx-auto max-w-6xl px-4 py-6 print:p-0">
        <Link to={paths[role].dashboard.getHref()} className="text-sm underline print:hidden">
          ← Dashboard
        </Link>
        <h1 className="mt-3 text-2xl font-bold print:hidden">{page.title}</h1>
        {page.body()}
      </main>
      <SiteFooter variant="dashboard" />
    </>
  );
}
