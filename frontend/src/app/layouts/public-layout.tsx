// The frame of the public pages (spec §2 "Public pages (shared navigation bar and footer)"): a
// link to skip to the content, the navigation bar with the menus, the page, and the footer.
import { Outlet } from 'react-router-dom';

import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export default function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col print:block print:min-h-0">
      <a
        href="#main"
        className="bg-primary rounded-school sr-only z-50 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TopBar menus />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
