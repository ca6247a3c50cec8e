// Each role's dashboard: a greeting, the figures of the day from the one dashboard answer
// (GET /api/dashboard/, decisions/025) drawn by the role's view, the places the user can go, and
// the announcements meant for them.
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  DashboardAnnouncements,
  type DashboardAnnouncement,
} from '@/features/announcements/components/dashboard-announcements';
import { useDashboard, type Dashboard as Answer } from '@/features/dashboard/api';
import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard';
import {
  ParentDashboardView,
  StudentDashboardView,
} from '@/features/dashboard/components/family-dashboard';
import { TeacherDashboard } from '@/features/dashboard/components/teacher-dashboard';
import { useSettings } from '@/features/settings/settings-provider';
import { buildUrl } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';
import { loadFailure } from '@/lib/errors';
import { useAfterPaint } from '@/lib/use-after-paint';
import { ROLE_LABELS, type Role } from '@/lib/roles';

import { SiteFooter } from '../layouts/site-footer';
import { TopBar } from '../layouts/top-bar';

// The accounts waiting for approval, which only an admin who manages users sees: its code
// downloads for them alone, once the figures have painted (the toasts' library it confirms with
// only when an approval answers).
const PendingApprovals = lazy(() =>
  import('@/features/accounts/components/pending-approvals').then((m) => ({
    default: m.PendingApprovals,
  })),
);

interface Place {
  to: string;
  title: string;
  text: string;
  external?: boolean;
  /** `superuser`, or a permission codename the user must hold to see the place. */
  needs?: string;
}

const PLACES: Record<Role, Place[]> = {
  admin: [
    {
      to: paths.admin.admins.getHref(),
      title: 'Admins',
      text: 'Add admins, and deactivate those who left.',
      needs: 'superuser',
    },
    {
      to: paths.admin.roles.getHref(),
      title: 'Roles and permissions',
      text: 'Decide what each admin may do.',
      needs: 'superuser',
    },
    {
      to: paths.admin.passwordRecovery.getHref(),
      title: 'Password recovery',
      text: 'Help someone who forgot their password.',
      needs: 'users.manage',
    },
    {
      to: paths.admin.announcements.getHref(),
      title: 'Announcements',
      text: 'Tell students, teachers and parents what is happening.',
      needs: 'announcements.manage',
    },
    {
      to: paths.admin.lessons.getHref(),
      title: 'Timetable',
      text: 'Each class’s week of lessons; clashes are refused.',
    },
    {
      to: paths.admin.exams.getHref(),
      title: 'Exams',
      text: 'Tests and exams of the term: draft, publish, hold and complete them.',
    },
    {
      to: paths.admin.examSchedules.getHref(),
      title: 'Exam schedules',
      text: 'Each exam’s papers by day, with rooms and invigilators; printable.',
    },
    {
      to: paths.admin.results.getHref(),
      title: 'Results',
      text: 'Approve score sheets, publish report cards, print broadsheets.',
    },
    {
      to: paths.admin.resultChecker.getHref(),
      title: 'Result checker',
      text: 'Any student’s report card, by admission number or name.',
    },
    {
      to: paths.admin.studentResultChecker.getHref(),
      title: 'Result checker cards',
      text: 'Scratch cards for families to check results without an account.',
      needs: 'results.publish',
    },
    {
      to: paths.admin.notifications.getHref(),
      title: 'Messages sent',
      text: 'Every e-mail, SMS and notification, and the ones that failed.',
      needs: 'settings.change',
    },
    {
      to: paths.admin.messages.getHref(),
      title: 'Messages',
      text: 'Review held messages, and write to teachers.',
    },
    {
      to: paths.admin.fees.getHref(),
      title: 'Fees',
      text: 'Raise a term’s invoices, and see what each class has paid.',
    },
    {
      to: paths.admin.payments.getHref(),
      title: 'Payments',
      text: 'Every payment and receipt; confirm the bank transfers sent.',
    },
    {
      to: paths.admin.settings.getHref(),
      title: 'School settings',
      text: 'Name, look, grading, notifications, payments and chat.',
      needs: 'settings.change',
    },
    {
      to: paths.profile.getHref(),
      title: 'Your profile',
      text: 'Your details, theme and password.',
    },
    {
      to: buildUrl('/api/docs/'),
      title: 'API documentation',
      text: 'Every endpoint of the portal, to try out.',
      external: true,
    },
  ],
  teacher: [
    {
      to: paths.teacher.classes.getHref(),
      title: 'Classes',
      text: 'The classes you teach, and the subjects you teach in each.',
    },
    {
      to: paths.teacher.students.getHref(),
      title: 'Students',
      text: 'Find a student, see their record and reach their parents.',
    },
    {
      to: paths.teacher.subjects.getHref(),
      title: 'Subjects',
      text: 'The subjects you teach, and in which classes.',
    },
    {
      to: paths.teacher.schedule.getHref(),
      title: 'Timetable',
      text: 'Your lessons this week, today first; printable.',
    },
    {
      to: paths.teacher.exams.getHref(),
      title: 'Exams',
      text: 'The coming papers of your classes, and those you invigilate.',
    },
    {
      to: paths.teacher.attendance.getHref(),
      title: 'Attendance',
      text: 'Mark your classes’ registers on your phone, even without a connection.',
    },
    {
      to: paths.teacher.results.getHref(),
      title: 'Results',
      text: 'Enter your subjects’ scores, and submit each sheet for approval.',
    },
    {
      to: paths.teacher.classReports.getHref(),
      title: 'Class reports',
      text: 'As class teacher: comments, ratings and the class’s report cards to print.',
    },
    {
      to: paths.teacher.messages.getHref(),
      title: 'Messages',
      text: 'Write to the parents and students of your classes, and to the school.',
    },
    {
      to: paths.teacher.profile.getHref(),
      title: 'Teacher profile',
      text: 'Your phone, qualification and bio for colleagues.',
    },
    {
      to: paths.profile.getHref(),
      title: 'Your account',
      text: 'Your picture, theme and password.',
    },
  ],
  student: [
    {
      to: paths.student.timetable.getHref(),
      title: 'Timetable',
      text: 'Your class’s lessons this week, today first.',
    },
    {
      to: paths.student.results.getHref(),
      title: 'Report cards',
      text: 'Your published results, term by term; printable.',
    },
    {
      to: paths.student.attendance.getHref(),
      title: 'Attendance',
      text: 'Your days this term: present, absent, late and excused.',
    },
    {
      to: paths.student.exams.getHref(),
      title: 'Exams',
      text: 'The coming papers of your class, with times and rooms.',
    },
    {
      to: paths.student.messages.getHref(),
      title: 'Messages',
      text: 'Your conversations with your teachers, where the school opens them.',
    },
    {
      to: paths.student.fees.getHref(),
      title: 'Fees',
      text: 'Your fees, what is due, paying them and your receipts.',
    },
    {
      to: paths.profile.getHref(),
      title: 'Your profile',
      text: 'Your details, theme and password.',
    },
  ],
  parent: [
    {
      to: paths.parent.timetable.getHref(),
      title: 'Timetable',
      text: "Your children's lessons this week, today first.",
    },
    {
      to: paths.parent.results.getHref(),
      title: 'Report cards',
      text: "Your children's published results, term by term; printable.",
    },
    {
      to: paths.parent.attendance.getHref(),
      title: 'Attendance',
      text: "Your children's days this term, and each absence.",
    },
    {
      to: paths.parent.exams.getHref(),
      title: 'Exams',
      text: "The coming papers of your children's classes.",
    },
    {
      to: paths.parent.messages.getHref(),
      title: 'Messages',
      text: "Write to your children's teachers, and read their answers.",
    },
    {
      to: paths.parent.fees.getHref(),
      title: 'Fees',
      text: "Your children's fees, what is due, paying them and your receipts.",
    },
    {
      to: paths.profile.getHref(),
      title: 'Your profile',
      text: 'Your details, theme and password.',
    },
  ],
};

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

export default function Dashboard() {
  const { user } = useAuth();
  const { settings } = useSettings();
  const answer = useDashboard(Boolean(user) && !user?.must_change_password);
  // The accounts awaiting approval come once the figures are on the screen.
  const afterPaint = useAfterPaint(answer.data !== undefined);
  if (!user) return null;
  const card =
    'rounded-school shadow-school block border border-slate-200 bg-white p-5 hover:border-[var(--school-primary)] dark:border-slate-800 dark:bg-slate-900';
  // The admin layout draws its own top bar and footer.
  const inAdminLayout = user.role === 'admin';
  return (
    <>
      {!inAdminLayout && <TopBar />}
      <main
        className={inAdminLayout ? 'min-h-screen' : 'mx-auto min-h-screen max-w-6xl px-4 py-10'}
      >
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {ROLE_LABELS[user.role]} dashboard · {settings.school_name}
        </p>
        <h1 className="mt-1 text-3xl font-bold">
          {greeting(new Date().getHours())}, {user.first_name || user.username}
        </h1>
        {user.must_change_password && (
          <p
            role="alert"
            className="rounded-school mt-4 bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            The school set a temporary password for you.{' '}
            <Link to={paths.profile.getHref()} className="font-medium underline">
              Choose your own password
            </Link>{' '}
            before you go on.
          </p>
        )}
        {/* Nothing is read before a temporary password is changed (the server refuses it). */}
        {!user.must_change_password && (
          <RoleView
            answer={answer.data}
            error={answer.error}
            may={(codename) => may(user, codename)}
          />
        )}
        {/* The rest waits for the answer, so that nothing moves when the figures arrive. */}
        {(user.must_change_password || answer.data || answer.error) && (
          <>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {PLACES[user.role]
                .filter(
                  (place) =>
                    !place.needs ||
                    user.is_superuser ||
                    (place.needs !== 'superuser' && may(user, place.needs)),
                )
                .map((place) => (
                  <li key={place.to}>
                    {place.external ? (
                      <a href={place.to} className={card}>
                        <span className="font-semibold">{place.title}</span>
                        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                          {place.text}
                        </span>
                      </a>
                    ) : (
                      <Link to={place.to} className={card}>
                        <span className="font-semibold">{place.title}</span>
                        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                          {place.text}
                        </span>
                      </Link>
                    )}
                  </li>
                ))}
            </ul>
            {/* A failed answer says so above; it is not "no announcements". */}
            {answer.data && (
              <DashboardAnnouncements
                // The server sends the announcements API's own priorities and audiences.
                items={answer.data.announcements as DashboardAnnouncement[]}
                showAudience={user.role === 'admin'}
              />
            )}
            {afterPaint && user.role === 'admin' && may(user, 'users.manage') && (
              <Suspense fallback={null}>
                <PendingApprovals />
              </Suspense>
            )}
          </>
        )}
      </main>
      {!inAdminLayout && <SiteFooter variant="dashboard" />}
    </>
  );
}

/** The role's figures, once the dashboard's answer is in. */
function RoleView({
  answer,
  error,
  may,
}: {
  answer: Answer | undefined;
  error: unknown;
  may: (codename: string) => boolean;
}) {
  if (error) {
    return (
      <p role="alert" className="mt-6">
        {loadFailure('Your dashboard', error)}
      </p>
    );
  }
  if (!answer) {
    return (
      <p role="status" className="mt-6 text-slate-600 dark:text-slate-400">
        Loading your dashboard…
      </p>
    );
  }
  switch (answer.role) {
    case 'admin':
      return <AdminDashboard d={answer} may={may} />;
    case 'teacher':
      return <TeacherDashboard d={answer} />;
    case 'student':
      return <StudentDashboardView d={answer} />;
    case 'parent':
      return <ParentDashboardView d={answer} />;
  }
}
