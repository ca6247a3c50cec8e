// The client's routes. Every page is loaded lazily, so a visitor downloads only what they open;
// a page whose code fails to download shows 'Error loading {page}', and a page that fails while
// loading or rendering shows the route error page (spec §2 "Dialogs and error screens").
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import {
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  useLocation,
  useNavigationType,
  type RouteObject,
} from 'react-router-dom';

import { ErrorBoundary, LazyLoadError } from '@/components/ui/error-screens';
import { LOGIN_PATHS, paths } from '@/config/paths';
import { ROLES, type Role } from '@/lib/roles';

import { RequireRole } from './layouts/require-role';

type Load = () => Promise<{ default: ComponentType }>;

/** A lazily loaded route named `name` for people ('Error loading About'). */
export function page(name: string, load: Load): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      try {
        return { Component: (await load()).default };
      } catch (error) {
        console.error(`Error loading ${name}:`, error);
        return { Component: () => <LazyLoadError page={name} /> };
      }
    },
  };
}

/**
 * A new page starts at its top; going back or forward leaves the browser to restore the place.
 * (React Router's ScrollRestoration does more, for a whole kilobyte of the landing page's script.)
 */
function StartPagesAtTop() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigation]);
  return null;
}

// The route error page loads when a page fails, not with every page (decision 010); if it
// cannot load either, the generic error screen shows.
const RouteError = lazy(() =>
  import('./routes/route-error').then((m) => ({ default: m.RouteError })),
);

function RouteErrorScreen() {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    </ErrorBoundary>
  );
}

const publicLayout = () => import('./layouts/public-layout');
const adminLayout = () =>
  import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout }));
const teacherLayout = () =>
  import('./layouts/teacher-layout').then((m) => ({ default: m.TeacherLayout }));
const familyLayout = () =>
  import('./layouts/family-layout').then((m) => ({ default: m.FamilyLayout }));
const queryLayout = () => import('./layouts/query-layout');
const landing = () => import('./routes/landing');
const login = () => import('./routes/auth/login');
const dashboard = () => import('./routes/dashboard');
const notFound = () => import('./routes/not-found');

/**
 * `children` inside the query client's provider, which loads with them: the public pages, the
 * landing page first, do without TanStack Query (decision 010). `name` is for 'Error loading'.
 */
function withQueries(name: string, children: RouteObject[]): RouteObject {
  return { ...page(name, queryLayout), children };
}

/** The public pages, inside the navigation bar and footer (spec §2 "Public pages"). */
const PUBLIC_PAGES: RouteObject[] = [
  { path: paths.home.path, ...page('the home page', landing) },
  { path: paths.login.path, ...page('Sign in', login) },
  ...ROLES.map((role) => ({ path: LOGIN_PATHS[role], ...page('Sign in', login) })),
  { path: paths.signup.path, ...page('Sign up', () => import('./routes/auth/signup')) },
  {
    path: paths.verifyEmail.path,
    ...page('E-mail verification', () => import('./routes/auth/verify-email')),
  },
  {
    path: paths.newsletterConfirm.path,
    ...page('Newsletter confirmation', () => import('./routes/public/newsletter-confirm')),
  },
  {
    path: paths.forgotPassword.path,
    ...page('Forgot password', () => import('./routes/auth/forgot-password')),
  },
  {
    path: paths.resetPassword.path,
    ...page('Reset password', () => import('./routes/auth/reset-password')),
  },
  { path: paths.about.path, ...page('About', () => import('./routes/public/about')) },
  {
    path: paths.officeProprietress.path,
    ...page('Office of the Proprietress', () => import('./routes/public/office-proprietress')),
  },
  { path: paths.adminDesk.path, ...page('Admin Desk', () => import('./routes/public/admin-desk')) },
  {
    path: paths.howToApply.path,
    ...page('How to Apply', () => import('./routes/public/how-to-apply')),
  },
  {
    path: paths.schoolActivities.path,
    ...page('School Activities', () => import('./routes/public/school-activities')),
  },
  {
    path: paths.academicStructure.path,
    ...page('Academic Structure', () => import('./routes/public/academic-structure')),
  },
  {
    path: paths.curriculum.path,
    ...page('Curriculum', () => import('./routes/public/curriculum')),
  },
  withQueries('Events', [
    { path: paths.newsEvents.path, ...page('Events', () => import('./routes/public/news-events')) },
  ]),
  {
    path: paths.prospectiveStudents.path,
    ...page('Prospective Students', () => import('./routes/public/prospective-students')),
  },
  {
    path: paths.resultCheck.path,
    ...page('Check a result', () => import('@/features/results/pins/check-page')),
  },
  { path: paths.themeTest.path, ...page('Theme test', () => import('./routes/public/theme-test')) },
  { path: paths.testHooks.path, ...page('Test hooks', () => import('./routes/public/test-hooks')) },
  { path: '*', ...page('Page not found', notFound) },
];

/** A role's area: guarded, with its dashboard, and the not-found page for paths not built. */
function area(role: Role): RouteObject {
  const familyMessages = () => import('@/features/messages/components/messages-page');
  const familyFees = () => import('./routes/family-fees');
  const familyPages = () => import('./routes/family-pages');
  const pages: RouteObject[] = [
    // The area's own address (/student) opens its dashboard: it showed an empty page.
    { index: true, element: <Navigate to={paths[role].dashboard.getHref()} replace /> },
    { path: paths[role].dashboard.path, ...page('the dashboard', dashboard) },
    ...(role === 'student' || role === 'parent'
      ? [
          {
            ...page('the family area', familyLayout),
            children: [
              { path: paths[role].messages.path, ...page('Messages', familyMessages) },
              { path: paths[role].conversation.path, ...page('A conversation', familyMessages) },
              { path: paths[role].fees.path, ...page('Fees', familyFees) },
              { path: paths[role].receipt.path, ...page('A receipt', familyFees) },
              { path: paths[role].timetable.path, ...page('Timetable', familyPages) },
              { path: paths[role].attendance.path, ...page('Attendance', familyPages) },
              { path: paths[role].results.path, ...page('Report cards', familyPages) },
              { path: paths[role].exams.path, ...page('Exams', familyPages) },
            ],
          },
        ]
      : []),
    { path: '*', ...page('Page not found', notFound) },
  ];
  return {
    path: paths[role].root.path,
    element: (
      <RequireRole roles={[role]}>
        <Outlet />
      </RequireRole>
    ),
    children: [
      withQueries(
        role === 'admin' ? 'the admin area' : 'the dashboard',
        role === 'admin'
          ? [
              {
                ...page('the admin area', adminLayout),
                // The admin's area opens on its dashboard at /admin too (spec §2).
                children: [
                  { index: true, ...page('the dashboard', dashboard) },
                  { path: paths.admin.dashboard.path, ...page('the dashboard', dashboard) },
                  // The admin's screens bring their own route table, with the not-found page
                  // for what it does not know, when the first of them opens (decision 010).
                  {
                    path: '*',
                    ...page('the admin area', () => import('./routes/areas/admin-pages')),
                  },
                ],
              },
            ]
          : role === 'teacher'
            ? [
                {
                  ...page('the teacher area', teacherLayout),
                  children: [
                    {
                      path: '*',
                      ...page('the teacher area', () => import('./routes/areas/teacher-pages')),
                    },
                  ],
                },
                ...pages,
              ]
            : pages,
      ),
    ],
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    // What shows while the first page's code downloads: nothing, rather than a flash of spinner.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-screen" />,
    element: (
      <>
        <StartPagesAtTop />
        <Outlet />
      </>
    ),
    children: [
      { ...page('the site', publicLayout), children: PUBLIC_PAGES },
      {
        path: paths.profile.path,
        element: (
          <RequireRole roles={ROLES}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          withQueries('Your profile', [
            { index: true, ...page('Your profile', () => import('./routes/profile')) },
          ]),
        ],
      },
      {
        path: paths.notifications.path,
        element: (
          <RequireRole roles={ROLES}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          withQueries('Your notifications', [
            {
              index: true,
              ...page('Your notifications', () => import('./routes/notifications')),
            },
          ]),
        ],
      },
      ...ROLES.map(area),
    ],
  },
];

/**
 * The application's router, made by mount() rather than on import, so that importing the routes
 * starts no page loading; made before the first render, so that the first page's code (and the
 * layouts around it) starts downloading while React renders.
 */
export function appRouter() {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: ReturnType<typeof appRouter> }) {
  return <RouterProvider router={router} />;
}
