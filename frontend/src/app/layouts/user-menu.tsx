// The signed-in user's menu in the navigation bar (spec §2): their picture, name, role and
// username on the button; Profile, Dashboard by role, their theme (spec §4) and Logout inside.
// An ARIA menu: opening it from the keyboard focuses its first item, the arrow keys, Home and
// End move between items, Escape closes it and gives focus back to the button, and a click
// outside closes it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Avatar } from '@/components/ui/avatar';
import { Check } from '@/components/ui/icons';
import { dashboardPath, paths } from '@/config/paths';
import { USER_THEME_OPTIONS, useUserTheme } from '@/features/settings/user-theme';
import { useAuth } from '@/lib/auth';
import { ROLE_LABELS } from '@/lib/roles';

const itemClass =
  'flex w-full items-center justify-between px-4 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800';

function items(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
}

export function UserMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [theme, chooseTheme] = useUserTheme();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      items(menu.current)[0]?.focus();
      focusFirst.current = false;
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[event.key];
    if (next === undefined) {
      if (event.key === 'Tab') setOpen(false);
      return;
    }
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <div className="relative" ref={root}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={(event) => {
          // A click from the keyboard (Enter or Space) has no pointer position: focus the first
          // item, as a menu button should.
          if (event.detail === 0) focusFirst.current = true;
          setOpen((o) => !o);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          focusFirst.current = true;
          setOpen(true);
        }}
        className="rounded-school flex items-center gap-3 px-2 py-1.5 hover:bg-slate-100 sm:px-3 dark:hover:bg-slate-800"
      >
        <Avatar
          picture={user.profile_picture}
          name={user.first_name || user.username}
          size="size-8 text-sm"
        />
        <span className="hidden text-left leading-tight sm:block">
          <span className="block text-sm font-medium">{user.first_name || user.username}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {ROLE_LABELS[user.role]} · {user.username}
          </span>
        </span>
        <span className="sr-only sm:hidden">
          {user.first_name || user.username}, {ROLE_LABELS[user.role]}
        </span>
      </button>
      {open && (
        <div
          id="user-menu"
          ref={menu}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKey}
          className="rounded-school shadow-school absolute right-0 z-50 mt-2 w-52 overflow-hidden border border-slate-200 bg-white py-1 dark:border-slate-700 dark:bg-slate-900"
        >
          <Link
            role="menuitem"
            to={paths.profile.getHref()}
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
            <p aria-hidden="true" className="px-4 pt-1 text-xs text-slate-600 dark:text-slate-400">
              Theme
            </p>
            {USER_THEME_OPTIONS.map(({ value, label }) => (
              <button
                key={value || 'school'}
                role="menuitemradio"
                aria-checked={theme === value}
                type="button"
                className={itemClass}
                onClick={() => {
                  setOpen(false);
                  void chooseTheme(value);
                }}
              >
                {label}
                {theme === value && <Check className="size-4" />}
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
              await navigate(paths.home.getHref());
              await logout();
            }}
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
