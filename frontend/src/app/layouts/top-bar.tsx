// The bar at the top of every page: the school's name, and Login or the user's menu
// (Profile, Dashboard by role, Logout) with their name and role (spec §2 "Navigation bar").
// The menu also holds the user's theme: Light, Dark or the school's default (spec §4 "Theme");
// visitors get a light/dark switch beside Login.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Avatar } from '@/components/ui/avatar';
import { LOGIN_PATHS, dashboardPath, paths } from '@/config/paths';
import { assetUrl } from '@/features/settings/asset-url';
import { useSettings } from '@/features/settings/settings-provider';
import { isDarkTheme } from '@/features/settings/theme';
import { USER_THEME_OPTIONS, useUserTheme } from '@/features/settings/user-theme';
import { useAuth } from '@/lib/auth';
import { ROLE_LABELS } from '@/lib/roles';

export function TopBar() {
  const { settings } = useSettings();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const [theme, chooseTheme] = useUserTheme();
  const [logoFailed, setLogoFailed] = useState<string | null>(null);
  const logo = settings.logo_url && logoFailed !== settings.logo_url ? settings.logo_url : null;

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const itemClass =
    'block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800';

  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
      >
        <Link
          to={paths.home}
          className="text-primary flex min-w-0 items-center gap-2 text-lg font-bold"
        >
          {logo && (
            <img
              src={assetUrl(logo)}
              alt=""
              className="size-8 shrink-0 object-contain"
              onError={() => setLogoFailed(logo)}
            />
          )}
          <span className="truncate">{settings.school_name}</span>
        </Link>
        {user ? (
          <div className="relative" ref={menu}>
            <button
              type="button"
              aria-haspopup="menu"
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
              className="rounded-school flex items-center gap-3 px-3 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <Avatar
                picture={user.profile_picture}
                name={user.first_name || user.username}
                size="size-8 text-sm"
              />
              <span className="text-left leading-tight">
                <span className="block text-sm font-medium">
                  {user.first_name || user.username}
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {ROLE_LABELS[user.role]} · {user.username}
                </span>
              </span>
            </button>
            {open && (
              <div
                role="menu"
                aria-label="Account"
                className="rounded-school shadow-school absolute right-0 z-40 mt-2 w-48 overflow-hidden border border-slate-200 bg-white py-1 dark:border-slate-700 dark:bg-slate-900"
              >
                <Link
                  role="menuitem"
                  to={paths.profile}
                  className={itemClass}
                  onClick={() => setOpen(false)}
                >
                  Profile
                </Link>
                <Link
                  role="menuitem"
                  to={dashboardPath(user.role)}
                  className={itemClass}
                  onClick={() => setOpen(false)}
                >
                  Dashboard
                </Link>
                <div
                  role="group"
                  aria-label="Theme"
                  className="border-y border-slate-200 py-1 dark:border-slate-700"
                >
                  <p aria-hidden="true" className="px-4 pt-1 text-xs text-slate-500">
                    Theme
                  </p>
                  {USER_THEME_OPTIONS.map(({ value, label }) => (
                    <button
                      key={value || 'school'}
                      role="menuitemradio"
                      aria-checked={theme === value}
                      type="button"
                      className={`${itemClass} flex items-center justify-between`}
                      onClick={() => {
                        setOpen(false);
                        void chooseTheme(value);
                      }}
                    >
                      {label}
                      {theme === value && <span aria-hidden="true">✓</span>}
                    </button>
                  ))}
                </div>
                <button
                  role="menuitem"
                  type="button"
                  className={itemClass}
                  onClick={async () => {
                    setOpen(false);
                    // Leave the guarded page first (lazy pages make that asynchronous), so that
                    // its guard does not send the user to a sign-in page that brings them back.
                    await navigate(paths.home);
                    await logout();
                  }}
                >
                  Logout
                </button>
              </div>
            )}
          </div>
        ) : (
          <div className="flex items-center gap-2">
            <VisitorThemeSwitch
              dark={theme ? theme === 'dark' : isDarkTheme(settings.theme)}
              onChange={(dark) => void chooseTheme(dark ? 'dark' : 'light')}
            />
            <Link
              to={LOGIN_PATHS.student}
              className="bg-primary rounded-school px-4 py-2 text-sm font-medium text-white hover:opacity-90"
            >
              Login
            </Link>
          </div>
        )}
      </nav>
    </header>
  );
}

/** Light or dark for a visitor who is not signed in (spec §1). */
function VisitorThemeSwitch({
  dark,
  onChange,
}: {
  dark: boolean;
  onChange: (dark: boolean) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={() => onChange(!dark)}
      className="rounded-school px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      Dark mode
    </button>
  );
}
