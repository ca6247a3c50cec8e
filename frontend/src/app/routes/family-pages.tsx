// A student's or parent's pages behind the dashboard's figures, in their area's frame
// (layouts/family-layout.tsx): the week's timetable, the term's attendance, the report cards and
// the coming exams. Which one is the path's last part. A parent's timetable and exams name the
// children of each class, from the dashboard's answer: these pages open from the dashboard, so
// it is in the cache already.
import { useLocation } from 'react-router-dom';

import { useDashboard, type Dashboard } from '@/features/dashboard/api';
import { AttendanceThisTerm } from '@/features/attendance/components/attendance-card';
import { ComingExams } from '@/features/exams/components/coming-exams';
import { FamilyReportCards } from '@/features/results/components/family-report-cards';
import { FamilyWeek } from '@/features/timetable/components/family-week';
import { useAuth } from '@/lib/auth';

/** The names of a class's children ("Tolu Bakare and Kemi Bakare"), or nothing. */
type ChildrenOf = (classId: string) => string | undefined;

/** A parent's children by the class they are in; nothing for anyone else. */
export function childrenByClass(dashboard: Dashboard | undefined): ChildrenOf {
  const names = new Map<string, string[]>();
  if (dashboard?.role === 'parent') {
    for (const child of dashboard.children) {
      if (child.class)
        names.set(child.class.id, [...(names.get(child.class.id) ?? []), child.name]);
    }
  }
  return (classId) => names.get(classId)?.join(' and ');
}

const PAGES = {
  timetable: { title: 'Timetable', body: (of: ChildrenOf) => <FamilyWeek childrenOf={of} /> },
  attendance: { title: 'Attendance', body: () => <AttendanceThisTerm /> },
  results: { title: 'Report cards', body: () => <FamilyReportCards /> },
  exams: { title: 'Exams', body: (of: ChildrenOf) => <ComingExams childrenOf={of} /> },
} as const;

export default function FamilyPages() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const name = pathname.split('/').filter(Boolean).pop() as keyof typeof PAGES;
  const page = PAGES[name] ?? PAGES.timetable;
  const parent = user?.role === 'parent' && (name === 'timetable' || name === 'exams');
  const dashboard = useDashboard(parent);
  return (
    <>
      <h1 className="text-2xl font-bold print:hidden">{page.title}</h1>
      {page.body(childrenByClass(parent ? dashboard.data : undefined))}
    </>
  );
}
