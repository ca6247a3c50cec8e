// A student's or parent's frame for every page beyond their dashboard (the pages behind its
// figures, messages and fees): the top bar, a way back to the dashboard, and the footer (their
// area has no menu of its own: the dashboard is its menu). In print a page stands alone: the
// top bar, the way back and the footer are print:hidden; a receipt has no way back, as it is
// opened from the fees page it returns to.
import { Link, Outlet, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function FamilyLayout() {
  const { user } = useAuth();
  const { paymentId } = useParams();
  const role = user?.role === 'parent' ? 'parent' : 'student';
  return (
    <>
      <TopBar />
      <main className="mx-auto max-w-6xl px-4 py-6 print:p-0">
        {!paymentId && (
          <Link to={paths[role].dashboard.getHref()} className="text-sm underline print:hidden">
            ← Dashboard
          </Link>
        )}
        <div className="mt-3">
          <Outlet />
        </div>
      </main>
      <SiteFooter variant="dashboard" />
    </>
  );
}
