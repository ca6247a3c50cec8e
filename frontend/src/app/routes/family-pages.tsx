// A student's or parent's pages behind the dashboard's figures, in their area's frame
// (layouts/family-layout.tsx): the week's timetable, the term's attendance, the report cards and
// the coming exams. Which one is the path's last part.
import { useLocation } from 'react-router-dom';

import { AttendanceThisTerm } from '@/features/attendance/components/attendance-card';
import { ComingExams } from '@/features/exams/components/coming-exams';
import { FamilyReportCards } from '@/features/results/components/family-report-cards';
import { FamilyWeek } from '@/features/timetable/components/family-week';

const PAGES = {
  timetable: { title: 'Timetable', body: () => <FamilyWeek /> },
  attendance: { title: 'Attendance', body: () => <AttendanceThisTerm /> },
  results: { title: 'Report cards', body: () => <FamilyReportCards /> },
  exams: { title: 'Exams', body: () => <ComingExams /> },
} as const;

export default function FamilyPages() {
  const { pathname } = useLocation();
  const name = pathname.split('/').filter(Boolean).pop() as keyof typeof PAGES;
  const page = PAGES[name] ?? PAGES.timetable;
  return (
    <>
      <h1 className="text-2xl font-bold print:hidden">{page.title}</h1>
      {page.body()}
    </>
  );
}
