// The client's routes, named once (bulletproof-react's config/paths.ts). Each entry has the
// router's pattern, `path`, and `getHref`, which fills the pattern's `:params` and adds a query
// string: the router and the route tables read `path`; every link and navigation calls
// `getHref`, so no address is written anywhere else.
import type { Role } from '@/lib/roles';

/** The names of the `:params` of the pattern `P`: `'id'` for `/admin/students/:id/edit`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values: arrays repeat (`class_id=a&class_id=b`), empty ones are left out. */
export type HrefQuery = Record<string, string | number | readonly string[] | null | undefined>;

export interface AppRoute<P extends string> {
  /** The pattern the router matches, such as `/admin/teachers/:id/edit`. */
  readonly path: P;
  /** An address of this page: `getHref({ id }, { tab: 'academic' })`, or `getHref()`. */
  readonly getHref: [ParamNames<P>] extends [never]
    ? (query?: HrefQuery) => string
    : (params: Record<ParamNames<P>, string>, query?: HrefQuery) => string;
}

function href(path: string, params: Record<string, string>, query: HrefQuery = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function route<P extends string>(path: P): AppRoute<P> {
  const getHref = path.includes(':')
    ? (params: Record<string, string>, query?: HrefQuery) => href(path, params, query)
    : (query?: HrefQuery) => href(path, {}, query);
  return { path, getHref } as AppRoute<P>;
}

export const paths = {
  home: route('/'),
  login: route('/login'),
  signup: route('/signup'),
  verifyEmail: route('/verify-email'),
  newsletterConfirm: route('/newsletter/confirm'),
  forgotPassword: route('/forgot-password'),
  resetPassword: route('/reset-password'),
  profile: route('/profile'),
  notifications: route('/notifications'),
  // The public pages (spec §2 "Public pages" and the navigation bar's menu destinations).
  about: route('/about'),
  howToApply: route('/how-to-apply'),
  schoolActivities: route('/school_activities'),
  officeProprietress: route('/about/office-proprietress'),
  adminDesk: route('/about/admin-desk'),
  academicStructure: route('/academics/structure'),
  curriculum: route('/academics/curriculum'),
  newsEvents: route('/news/events'),
  prospectiveStudents: route('/portal/prospective-students'),
  // The public result check with a scratch card (issue 18).
  resultCheck: route('/check-result'),
  themeTest: route('/theme-test'),
  testHooks: route('/test-hooks'),
  // Each role's sign-in page (spec §2).
  studentLogin: route('/student-login'),
  teacherLogin: route('/teacher-login'),
  parentLogin: route('/parent-login'),
  adminLogin: route('/admin-login'),
  // The role areas (spec §2 "Guarded areas").
  admin: {
    root: route('/admin'),
    dashboard: route('/admin/dashboard'),
    students: route('/admin/students'),
    addStudent: route('/admin/students/add'),
    student: route('/admin/students/:id'),
    editStudent: route('/admin/students/:id/edit'),
    teachers: route('/admin/teachers'),
    addTeacher: route('/admin/teachers/add'),
    editTeacher: route('/admin/teachers/:id/edit'),
    parents: route('/admin/parents'),
    addParent: route('/admin/parents/add'),
    editParent: route('/admin/parents/:id/edit'),
    classes: route('/admin/classes'),
    subjects: route('/admin/subjects'),
    sessions: route('/admin/sessions'),
    promotion: route('/admin/promotion'),
    admins: route('/admin/admins'),
    addAdmin: route('/admin/admins/add'),
    roles: route('/admin/roles'),
    passwordRecovery: route('/admin/password-recovery'),
    announcements: route('/admin/announcements'),
    // The newsletter's subscribers from the public site, with their CSV.
    newsletter: route('/admin/newsletter'),
    notifications: route('/admin/notifications'),
    lessons: route('/admin/lessons'),
    exams: route('/admin/exams'),
    examSchedules: route('/admin/exam-schedules'),
    attendance: route('/admin/attendance'),
    // The term's results by class (`?term=`): approval, publishing, the changes after it.
    results: route('/admin/results'),
    // A student's report cards (`?term=`), with the term report's comments and ratings.
    resultsStudent: route('/admin/results/student/:studentId'),
    // A class's broadsheet, and its report cards to print, one per A4 page (`?term=`).
    resultsBroadsheet: route('/admin/results/broadsheet/:classId'),
    resultsPrint: route('/admin/results/print/:classId'),
    // Any student's report card by admission number or name (spec §2).
    resultChecker: route('/admin/result-checker'),
    // The moderators' queue (`?tab=mine`: the admin's own conversations) and a conversation.
    messages: route('/admin/messages'),
    conversation: route('/admin/messages/:conversationId'),
    // Fees: raising a term's invoices, what each class paid, every invoice; one invoice's ledger.
    fees: route('/admin/fees'),
    invoice: route('/admin/fees/invoices/:invoiceId'),
    // Every payment (bank transfers to confirm first), and a payment's receipt to print.
    payments: route('/admin/payments'),
    receipt: route('/admin/payments/receipts/:paymentId'),
    // The result checker's scratch cards: batches, their use, withdrawing (spec §2).
    studentResultChecker: route('/admin/student-result-checker'),
    settings: route('/admin/settings'),
  },
  teacher: {
    root: route('/teacher'),
    dashboard: route('/teacher/dashboard'),
    classes: route('/teacher/classes'),
    students: route('/teacher/students'),
    classStudents: route('/teacher/students/:classId'),
    student: route('/teacher/student/:studentId'),
    subjects: route('/teacher/subjects'),
    subject: route('/teacher/subjects/:subjectId'),
    profile: route('/teacher/profile'),
    schedule: route('/teacher/schedule'),
    exams: route('/teacher/exams'),
    // The spec's /teacher/attendance/{classId} with its class optional: the page without one
    // marks the teacher's first class.
    attendance: route('/teacher/attendance'),
    classAttendance: route('/teacher/attendance/:classId'),
    // The teacher's score sheets; `?sheet=<classSubjectId>` opens one.
    results: route('/teacher/results'),
    // The class teacher's classes: each student's card, comments and ratings
    // (`?class=&student=&term=`), and the class's cards to print.
    classReports: route('/teacher/class-reports'),
    classReportsPrint: route('/teacher/class-reports/:classId/print'),
    bio: route('/teacher/bio/:teacherId'),
    // Conversations (`?new=1` writes a new message) and one of them.
    messages: route('/teacher/messages'),
    conversation: route('/teacher/messages/:conversationId'),
  },
  student: {
    root: route('/student'),
    dashboard: route('/student/dashboard'),
    // The week's lessons, the term's attendance, the report cards (`?report=<termId>&student=`)
    // and the coming exams: the dashboard's figures, each in full.
    timetable: route('/student/timetable'),
    attendance: route('/student/attendance'),
    results: route('/student/results'),
    exams: route('/student/exams'),
    messages: route('/student/messages'),
    conversation: route('/student/messages/:conversationId'),
    // The fees statement (`?reference=` on the return from a gateway) and a receipt to print.
    fees: route('/student/fees'),
    receipt: route('/student/fees/receipts/:paymentId'),
  },
  parent: {
    root: route('/parent'),
    dashboard: route('/parent/dashboard'),
    // The week's lessons, the term's attendance, the report cards (`?report=<termId>&student=`)
    // and the coming exams: the dashboard's figures, each in full.
    timetable: route('/parent/timetable'),
    attendance: route('/parent/attendance'),
    results: route('/parent/results'),
    exams: route('/parent/exams'),
    messages: route('/parent/messages'),
    conversation: route('/parent/messages/:conversationId'),
    // The fees statement (`?reference=` on the return from a gateway) and a receipt to print.
    fees: route('/parent/fees'),
    receipt: route('/parent/fees/receipts/:paymentId'),
  },
} as const;

/** Each role's sign-in page (spec §2). */
export const LOGIN_PATHS: Record<Role, string> = {
  student: paths.studentLogin.path,
  teacher: paths.teacherLogin.path,
  parent: paths.parentLogin.path,
  admin: paths.adminLogin.path,
};

/** Each role's dashboard (spec §2 "Navigation bar"). */
export const DASHBOARD_PATHS: Record<Role, string> = {
  admin: paths.admin.dashboard.path,
  teacher: paths.teacher.dashboard.path,
  student: paths.student.dashboard.path,
  parent: paths.parent.dashboard.path,
};

/** The dashboard of `role`, and `/` for anything else (spec §2). */
export function dashboardPath(role: string | undefined): string {
  return role && role in DASHBOARD_PATHS ? DASHBOARD_PATHS[role as Role] : paths.home.getHref();
}

/** The role whose area `pathname` is in, if any. */
export function areaRole(pathname: string): Role | null {
  const first = pathname.split('/')[1];
  return first === 'admin' || first === 'teacher' || first === 'student' || first === 'parent'
    ? first
    : null;
}

/** The sign-in page for the area of `pathname`; `/student-login` by default (spec §2). */
export function loginPathFor(pathname: string): string {
  return LOGIN_PATHS[areaRole(pathname) ?? 'student'];
}

/** Whether a user of `role` may open `pathname` (public pages and their own area). */
export function canOpen(role: Role, pathname: string): boolean {
  const area = areaRole(pathname);
  return area === null || area === role;
}

/**
 * `route`'s pattern relative to the area at `area` (`students/:id` for `/admin/students/:id`
 * under `/admin`), for the areas' own route tables, which React Router matches below their
 * area's path.
 */
export function pathWithin(area: { path: string }, route: { path: string }): string {
  const prefix = `${area.path}/`;
  if (!route.path.startsWith(prefix)) throw new Error(`${route.path} is not in ${area.path}`);
  return route.path.slice(prefix.length);
}
