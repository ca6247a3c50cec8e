// The navigation bar (spec §2 "Navigation bar"): the school's logo and name; on the public pages
// the menu groups (a dropdown each on wide screens, the mobile menu on narrow ones); Login to
// /student-login for a visitor, with a light/dark switch (spec §1), or the user's menu for
// someone signed in. The bar stays at the top and gets a stronger background once the page is
// scrolled. The signed-in areas use it without the public menus.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import { SchoolLogo } from '@/components/ui/school-logo';
import { LOGIN_PATHS, paths } from '@/config/paths';
import { MobileMenu } from '@/features/public-site/components/mobile-menu';
import { SiteMenus } from '@/features/public-site/components/site-menus';
import { assetUrl } from '@/features/settings/asset-url';
import { useSettings } from '@/features/settings/settings-provider';
import { isDarkTheme } from '@/features/settings/theme';
import { useUserTheme } from '@/features/settings/user-theme';
import { useAuth } from '@/lib/auth';
import { useScrolledPast } from '@/lib/use-scrolled';

import { signedInBar } from './signed-in-bar';

// Only someone signed in sees them: a visitor's first page loads without them (decision 010).
const UserMenu = lazy(() => signedInBar().then(([m]) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() =>
  signedInBar().then(([, m]) => ({ default: m.NotificationBell })),
);

const MOBILE_MENU_ID = 'mobile-menu';

export function TopBar({ menus = false }: { menus?: boolean }) {
  const { settings } = useSettings();
  const { status } = useAuth();
  const scrolled = useScrolledPast(8);
  const [mobileOpen, setMobileOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!mobileOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setMobileOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [mobileOpen]);

  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b print:hidden transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled
          ? 'border-slate-200 bg-white shadow-md dark:border-slate-800 dark:bg-slate-900'
          : 'border-transparent bg-white/80 backdrop-blur dark:bg-slate-950/80'
      }`}
    >
      <nav aria-label="Main">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
          <Link
            to={paths.home.getHref()}
            className="text-primary dark:text-primary-soft mr-auto flex min-w-0 items-center gap-2 text-base font-bold sm:text-lg"
          >
            <SchoolLogo src={settings.logo_url ? assetUrl(settings.logo_url) : null} />
            <span className="truncate">{settings.school_name}</span>
          </Link>
          {menus && <SiteMenus className="mr-2 hidden lg:flex" />}
          {status === 'authenticated' ? (
            <Suspense fallback={null}>
              <NotificationBell />
              <UserMenu />
            </Suspense>
          ) : status === 'unauthenticated' ? (
            <>
              <VisitorThemeSwitch />
              <Link
                to={LOGIN_PATHS.student}
                className="bg-primary rounded-school shrink-0 px-4 py-2 text-sm font-medium text-white hover:opacity-90"
              >
                Login
              </Link>
            </>
          ) : null}
          {menus && (
            <button
              ref={toggle}
              type="button"
              aria-label="Menu"
              aria-expanded={mobileOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMobileOpen((o) => !o)}
              className="rounded-school -mr-1 p-2 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
            >
              {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            </button>
          )}
        </div>
        {menus && (
          <MobileMenu id={MOBILE_MENU_ID} open={mobileOpen} onChoose={() => setMobileOpen(false)} />
        )}
      </nav>
    </header>
  );
}

/** Light or dark for a visitor who is not signed in (spec §1, §4 "Theme"). */
function VisitorThemeSwitch() {
  const { settings } = useSettings();
  const [theme, chooseTheme] = useUserTheme();
  const dark = theme ? theme === 'dark' : isDarkTheme(settings.theme);
  return (
    <button
      type="button"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => void chooseTheme(dark ? 'light' : 'dark')}
      className="rounded-school shrink-0 p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
