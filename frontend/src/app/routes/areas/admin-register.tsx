// The admin's register screens (decisions/011). Their route table loads with the first of them,
// behind the admin area's catch-all route, so that every visitor's first page does not carry it
// (decision 010's size budget).
import { Route, Routes } from 'react-router-dom';

import NotFound from '../not-found';
import { pageRoute } from './lazy-page';

const PAGES = [
  pageRoute('students', 'Students', () => import('@/features/people/components/students-page')),
  pageRoute(
    'students/add',
    'Add a student',
    () => import('@/features/people/components/add-student-page'),
  ),
  pageRoute(
    'students/:id',
    'Student',
    () => import('@/features/people/components/student-detail-page'),
  ),
  pageRoute(
    'students/:id/edit',
    'Edit a student',
    () => import('@/features/people/components/edit-student-page'),
  ),
  pageRoute('teachers', 'Teachers', () => import('@/features/people/components/teachers-page')),
  pageRoute(
    'teachers/add',
    'Add a teacher',
    () => import('@/features/people/components/add-teacher-page'),
  ),
  pageRoute('parents', 'Parents', () => import('@/features/people/components/parents-page')),
  pageRoute(
    'parents/add',
    'Add a parent',
    () => import('@/features/people/components/add-parent-page'),
  ),
  pageRoute('classes', 'Classes', () => import('@/features/people/components/classes-page')),
  pageRoute('subjects', 'Subjects', () => import('@/features/people/components/subjects-page')),
  pageRoute(
    'sessions',
    'Sessions and terms',
    () => import('@/features/people/components/sessions-page'),
  ),
  pageRoute('promotion', 'Promotion', () => import('@/features/people/components/promotion-page')),
];

export default function AdminRegister() {
  return (
    <Routes>
      {PAGES}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
