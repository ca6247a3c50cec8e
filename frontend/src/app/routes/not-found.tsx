// Any path the portal does not know; on public paths it sits inside the navigation bar and footer.
import { Link, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';

export default function NotFound() {
  const location = useLocation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-6 py-16">
      <div className="max-w-md text-center">
        <p className="text-primary dark:text-primary-soft text-6xl font-bold">404</p>
        <h1 className="mt-4 text-2xl font-semibold">Page not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          There is no page at <code className="break-all">{location.pathname}</code>. Check the
          address, or start again from the home page.
        </p>
        <Link
          to={paths.home.getHref()}
          className="bg-primary rounded-school mt-6 inline-block px-5 py-2.5 font-medium text-white hover:opacity-90"
        >
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
