// The client's routes. Every page is loaded lazily, so a visitor downloads only what they open.
import type { ComponentType } from 'react';
import { Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';

import { LOGIN_PATHS, paths } from '@/config/paths';
import { ROLES, type Role } from '@/lib/roles';

import { RequireRole } from './layouts/require-role';

const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const landing = () => import('./routes/landing');
const login = () => import('./routes/auth/login');
const dashboard = () => import('./routes/dashboard');
const notFound = () => import('./routes/not-found');

/** A role's area: guarded, with its dashboard, and the not-found page for paths not built. */
function area(role: Role): RouteObject {
  return {
    path: `/${role}`,
    element: (
      <RequireRole roles={[role]}>
        <Outlet />
      </RequireRole>
    ),
    children: [
      // The admin's area opens on its dashboard at /admin too (spec §2).
      ...(role === 'admin' ? [{ index: true, ...page(dashboard) }] : []),
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
