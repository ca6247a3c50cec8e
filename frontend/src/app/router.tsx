// The client's routes. Every page is loaded lazily, so a visitor downloads only what they open.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { paths } from '@/config/paths';

export const routes = [
  {
    path: paths.home,
    lazy: () => import('./routes/landing').then((m) => ({ Component: m.default })),
  },
  { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.default })) },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
