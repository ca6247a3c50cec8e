// The client's routes. Every page is loaded lazily, so a visitor downloads only what they open.
import type { ComponentType } from 'react';
import { Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';

import { LOGIN_PATHS, paths } from '@/config/paths';
import { ROLES, type Role } from '@/lib/roles';

import { AdminLayout } from './layouts/admin-layout';
import { RequireRole } from './layouts/require-role';

const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const landing = () => import('./routes/landing');
const login = () => import('./routes/auth/login');
const dashboard = () => import('./routes/dashboard');
const notFound = () => import('./routes/not-found');

const ADMIN_PAGES: RouteObject[] = [
  { path: 'admins', ...page(() => import('@/features/accounts/components/admins-page')) },
  { path: 'admins/add', ...page(() => import('@/features/accounts/components/add-admin-page')) },
  { path: 'roles', ...page(() => import('@/features/accounts/components/roles-page')) },
  {
    path: 'password-recovery',
    ...page(() => import('@/features/accounts/components/password-recovery-page')),
  },
  { path: 'settings', ...page(() => import('@/features/settings/components/settings-page')) },
  {
    path: 'announcements',
    ...page(() => import('@/features/announcements/components/announcements-page')),
  },
];

/** A role's area: guarded, with its dashboard, and the not-found page for paths not built. */
function area(role: Role): RouteObject {
  return {
    path: `/${role}`,
    element: (
      <RequireRole roles={[role]}>{role === 'admin' ? <AdminLayout /> : <Outlet />}</RequireRole>
    ),
    children: [
      // The admin's area opens on its dashboard at /admin too (spec §2).
      ...(role === 'admin' ? [{ index: true, ...page(dashboard) }, ...ADMIN_PAGES] : []),
      { path: 'dashboard', ...page(dashboard) },
      { path: '*', ...page(notFound) },
    ],
  };
}

export const routes: RouteObject[] = [
  { path: paths.home, ...page(landing) },
  { path: paths.login, ...page(login) },
  ...ROLES.map((role) => ({ path: LOGIN_PATHS[role], ...page(login) })),
  { path: paths.signup, ...page(() => import('./routes/auth/signup')) },
  { path: paths.verifyEmail, ...page(() => import('./routes/auth/verify-email')) },
  { path: paths.forgotPassword, ...page(() => import('./routes/auth/forgot-password')) },
  { path: paths.resetPassword, ...page(() => import('./routes/auth/reset-password')) },
  {
    path: paths.profile,
    element: (
      <RequireRole roles={ROLES}>
        <Outlet />
      </RequireRole>
    ),
    children: [{ index: true, ...page(() => import('./routes/profile')) }],
  },
  ...ROLES.map(area),
  { path: '*', ...page(notFound) },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
