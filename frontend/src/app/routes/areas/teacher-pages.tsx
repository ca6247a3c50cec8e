// The teacher's pages (spec §2), inside the teacher's frame. Their route table loads with the
// first of them, so that every visitor's first page does not carry it (decision 010).
import { Route, Routes } from 'react-router-dom';

import { paths, pathWithin } from '@/config/paths';

import NotFound from '../not-found';
import { pageRoute } from './lazy-page';

const teacher = paths.teacher;
/** `route`'s pattern below /teacher, where this table is matched. */
const at = (route: { path: string }) => pathWithin(teacher.root, route);

const PAGES = [
  pageRoute(
    at(teacher.classes),
    'Your classes',
    () => import('@/features/teaching/components/classes-page'),
  ),
  pageRoute(
    at(teacher.students),
    'Your students',
    () => import('@/features/teaching/components/students-page'),
  ),
  pageRoute(
    at(teacher.classStudents),
    'Students of a class',
    () => import('@/features/teaching/components/class-students-page'),
  ),
  pageRoute(
    at(teacher.student),
    "A student's record",
    () => import('@/features/teaching/components/student-page'),
  ),
  pageRoute(
    at(teacher.subjects),
    'Your subjects',
    () => import('@/features/teaching/components/subjects-page'),
  ),
  pageRoute(
    at(teacher.subject),
    'A subject',
    () => import('@/features/teaching/components/subject-page'),
  ),
  pageRoute(
    at(teacher.schedule),
    'Your week',
    () => import('@/features/timetable/components/teacher-schedule-page'),
  ),
  pageRoute(
    at(teacher.exams),
    'Your exam papers',
    () => import('@/features/exams/components/teacher-exams-page'),
  ),
  pageRoute(
    at(teacher.attendance),
    'Attendance',
    () => import('@/features/attendance/components/attendance-page'),
  ),
  pageRoute(
    at(teacher.classAttendance),
    "A class's attendance",
    () => import('@/features/attendance/components/attendance-page'),
  ),
  pageRoute(
    at(teacher.results),
    'Results',
    () => import('@/features/results/components/results-page'),
  ),
  pageRoute(
    at(teacher.classReports),
    'Class reports',
    () => import('@/features/results/components/class-reports-page'),
  ),
  pageRoute(
    at(teacher.classReportsPrint),
    'Report cards of a class',
    () => import('@/features/results/components/class-reports-print-page'),
  ),
  pageRoute(
    at(teacher.messages),
    'Messages',
    () => import('@/features/messages/components/messages-page'),
  ),
  pageRoute(
    at(teacher.conversation),
    'A conversation',
    () => import('@/features/messages/components/messages-page'),
  ),
  pageRoute(
    at(teacher.profile),
    'Your teacher profile',
    () => import('@/features/teaching/components/profile-page'),
  ),
  pageRoute(
    at(teacher.bio),
    "A teacher's bio",
    () => import('@/features/teaching/components/bio-page'),
  ),
];

export default function TeacherPages() {
  return (
    <Routes>
      {PAGES}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
