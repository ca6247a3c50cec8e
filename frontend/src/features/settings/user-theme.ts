// The user's own light or dark choice (spec §4 "Theme"), kept as `userTheme` and shared by every
// control that shows it. Choosing applies at once; the school's default is the absence of a choice.
import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import type { UserBody } from '@/lib/auth-storage';

import { applySettings } from './apply-settings';
import { useSettings } from './settings-provider';
import { USER_THEME_KEY } from './theme';

/** `light`, `dark`, or '' for the school's default. */
export type UserTheme = 'light' | 'dark' | '';

const CHANGED = 'user-theme-changed';

/** The users whose stored preference this page has already considered. */
const adoptedFor = new Set<string>();

function read(): UserTheme {
  const stored = localStorage.getItem(USER_THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : '';
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The user's choice, and a way to change it that repaints the page and tells the server. */
export function useUserTheme(): [UserTheme, (theme: UserTheme) => Promise<void>] {
  const theme = useSyncExternalStore(subscribe, read, () => '' as UserTheme);
  const { settings } = useSettings();
  const { user, setUser } = useAuth();
  const userId = user?.id;
  const preferred = user?.preferences?.theme;

  // A choice made on another device arrives with the profile: take it once, when this device
  // has none, so that a later "Use school default" here is not undone.
  useEffect(() => {
    if (!userId || adoptedFor.has(userId)) return;
    adoptedFor.add(userId);
    if (read() || (preferred !== 'dark' && preferred !== 'light')) return;
    localStorage.setItem(USER_THEME_KEY, preferred);
    window.dispatchEvent(new Event(CHANGED));
    applySettings(settings);
  }, [userId, preferred, settings]);

  const choose = useCallback(
    async (next: UserTheme) => {
      if (next) localStorage.setItem(USER_THEME_KEY, next);
      else localStorage.removeItem(USER_THEME_KEY);
      window.dispatchEvent(new Event(CHANGED));
      applySettings(settings);
      if (!user) return;
      // The choice follows the user to other devices. A failure here is quiet (spec §8): the
      // choice still holds on this device.
      try {
        setUser(
          await api.patch<UserBody>('/api/profiles/update_preferences/', { theme: next || null }),
        );
      } catch {
        // Nothing to tell: the page already shows the choice.
      }
    },
    [settings, user, setUser],
  );

  return [theme, choose];
}

export const USER_THEME_OPTIONS: { value: UserTheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: '', label: 'Use school default' },
];
