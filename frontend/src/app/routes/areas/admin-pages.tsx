// The admin's screens: the register (decisions/011), the accounts, the announcements and the
// school settings. Their route table loads with the first of them, behind the admin area's
// catch-all route, so that every visitor's first page does not carry it (decision 010's size
// budget).
import { Route, Routes } from 'react-router-dom';

import { paths, pathWithin } from '@/config/paths';

import NotFound from '../not-found';
import { pageRoute } from './lazy-page';

const admin = paths.admin;
/** `route`'s pattern below /admin, where this table is matched. */
const at = (route: { path: string }) => pathWithin(admin.root, route);

const PAGES = [
  pageRoute(at(admin.admins), 'Admins', () => import('@/features/accounts/components/admins-page')),
  pageRoute(
    at(admin.addAdmin),
    'Add an admin',
    () => import('@/features/accounts/components/add-admin-page'),
  ),
  pageRoute(
    at(admin.roles),
    'Roles and permissions',
    () => import('@/features/accounts/components/roles-page'),
  ),
  pageRoute(
    at(admin.passwordRecovery),
    'Password recovery',
    () => import('@/features/accounts/components/password-recovery-page'),
  ),
  pageRoute(
    at(admin.settings),
    'School settings',
    () => import('@/features/settings/components/settings-page'),
  ),
  pageRoute(
    at(admin.lessons),
    'Timetable',
    () => import('@/features/timetable/components/lessons-page'),
  ),
  pageRoute(at(admin.exams), 'Exams', () => import('@/features/exams/components/exams-page')),
  pageRoute(
    at(admin.examSchedules),
    'Exam schedules',
    () => import('@/features/exams/components/exam-schedules-page'),
  ),
  pageRoute(
    at(admin.attendance),
    'Attendance',
    () => import('@/features/attendance/admin/admin-attendance-page'),
  ),
  pageRoute(
    at(admin.results),
    'Results',
    () => import('@/features/results/admin/results-board-page'),
  ),
  pageRoute(
    at(admin.resultsStudent),
    'A student’s report cards',
    () => import('@/features/results/admin/student-results-page'),
  ),
  pageRoute(
    at(admin.resultsBroadsheet),
    'Broadsheet',
    () => import('@/features/results/admin/broadsheet-page'),
  ),
  pageRoute(
    at(admin.resultsPrint),
    'Report cards of a class',
    () => import('@/features/results/admin/class-cards-page'),
  ),
  pageRoute(
    at(admin.resultChecker),
    'Result checker',
    () => import('@/features/results/pins/lookup-page'),
  ),
  pageRoute(
    at(admin.messages),
    'Messages',
    () => import('@/features/messages/components/admin-messages-page'),
  ),
  pageRoute(
    at(admin.conversation),
    'A conversation',
    () => import('@/features/messages/components/admin-messages-page'),
  ),
  pageRoute(at(admin.fees), 'Fees', () => import('@/features/fees/admin/fees-page')),
  pageRoute(at(admin.invoice), 'An invoice', () => import('@/features/fees/admin/invoice-page')),
  pageRoute(at(admin.payments), 'Payments', () => import('@/features/fees/admin/payments-page')),
  pageRoute(
    at(admin.receipt),
    'A receipt',
    () => import('@/features/fees/components/receipt-page'),
  ),
  pageRoute(
    at(admin.studentResultChecker),
    'Result checker cards',
    () => import('@/features/results/pins/batches-page'),
  ),
  pageRoute(
    at(admin.notifications),
    'Messages sent',
    () => import('@/features/notifications/components/outbox-page'),
  ),
  pageRoute(
    at(admin.announcements),
    'Announcements',
    () => import('@/features/announcements/components/announcements-page'),
  ),
  pageRoute(
    at(admin.newsletter),
    'Newsletter subscribers',
    () => import('@/features/newsletter/components/subscribers-page'),
  ),
  pageRoute(
    at(admin.students),
    'Students',
    () => import('@/features/people/components/students-page'),
  ),
  pageRoute(
    at(admin.addStudent),
    'Add a student',
    () => import('@/features/people/components/add-student-page'),
  ),
  pageRoute(
    at(admin.student),
    'Student',
    () => import('@/features/people/components/student-detail-page'),
  ),
  pageRoute(
    at(admin.editStudent),
    'Edit a student',
    () => import('@/features/people/components/edit-student-page'),
  ),
  pageRoute(
    at(admin.teachers),
    'Teachers',
    () => import('@/features/people/components/teachers-page'),
  ),
  pageRoute(
    at(admin.addTeacher),
    'Add a teacher',
    () => import('@/features/people/components/add-teacher-page'),
  ),
  pageRoute(
    at(admin.editTeacher),
    'Edit a teacher',
    () => import('@/features/people/components/edit-teacher-page'),
  ),
  pageRoute(
    at(admin.parents),
    'Parents',
    () => import('@/features/people/components/parents-page'),
  ),
  pageRoute(
    at(admin.addParent),
    'Add a parent',
    () => import('@/features/people/components/add-parent-page'),
  ),
  pageRoute(
    at(admin.editParent),
    'Edit a parent',
    () => import('@/features/people/components/edit-parent-page'),
  ),
  pageRoute(
    at(admin.classes),
    'Classes',
    () => import('@/features/people/components/classes-page'),
  ),
  pageRoute(
    at(admin.subjects),
    'Subjects',
    () => import('@/features/people/components/subjects-page'),
  ),
  pageRoute(
    at(admin.sessions),
    'Sessions and terms',
    () => import('@/features/people/components/sessions-page'),
  ),
  pageRoute(
    at(admin.promotion),
    'Promotion',
    () => import('@/features/people/components/promotion-page'),
  ),
];

// The screens' main landmark. (The dashboard, outside this table, draws its own.)
export default function AdminRegister() {
  return (
    <main>
      <Routes>
        {PAGES}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </main>
  );
}
