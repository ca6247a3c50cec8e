// The teacher's pages (spec §2), inside the teacher's frame. Their route table loads with the
// first of them, so that every visitor's first page does not carry it (decision 010).
import { Route, Routes } from 'react-router-dom';

import NotFound from '../not-found';
import { pageRoute } from './lazy-page';

const PAGES = [
  pageRoute('classes', 'Your classes', () => import('@/features/teaching/components/classes-page')),
  pageRoute(
    'students',
    'Your students',
    () => import('@/features/teaching/components/students-page'),
  ),
  pageRoute(
    'students/:classId',
    'Students of a class',
    () => import('@/features/teaching/components/class-students-page'),
  ),
  pageRoute(
    'student/:studentId',
    "A student's record",
    () => import('@/features/teaching/components/student-page'),
  ),
  pageRoute(
    'subjects',
    'Your subjects',
    () => import('@/features/teaching/components/subjects-page'),
  ),
  pageRoute(
    'subjects/:subjectId',
    'A subject',
    () => import('@/features/teaching/components/subject-page'),
  ),
  pageRoute(
    'profile',
    'Your teacher profile',
    () => import('@/features/teaching/components/profile-page'),
  ),
  pageRoute(
    'bio/:teacherId',
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
