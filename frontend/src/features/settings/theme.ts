// Theme rules of spec §4: the user's stored choice over the admin default over the system.

/** Where the user's explicit choice is kept (`dark` or `light`). */
export const USER_THEME_KEY = 'userTheme';
/** Where the admin's default theme is kept. */
export const ADMIN_DEFAULT_THEME_KEY = 'adminDefaultTheme';

/** Admin themes that count as dark; every other theme counts as light. */
export const DARK_THEMES = [
  'dark',
  'premium',
  'ultra-premium',
  'obsidian',
  'aurora',
  'midnight',
  'crimson',
  'forest',
  'golden',
] as const;

export type Mode = 'dark' | 'light';

export function isDarkTheme(theme: string): boolean {
  return (DARK_THEMES as readonly string[]).includes(theme);
}

/** The mode a page shows: user choice, else admin default, else the system's scheme. */
export function resolveMode(
  userTheme: string | null,
  adminDefaultTheme: string | null,
  systemPrefersDark: boolean,
): Mode {
  if (userTheme === 'dark' || userTheme === 'light') return userTheme;
  if (adminDefaultTheme) return isDarkTheme(adminDefaultTheme) ? 'dark' : 'light';
  return systemPrefersDark ? 'dark' : 'light';
}

/** The admin themes the server accepts (crates/settings/src/model.rs `THEMES`). */
export const THEMES = ['default', 'light', ...DARK_THEMES] as const;
