// Puts the school's look on the page (spec §4 "Settings"): theme class, primary colour, font
// family and size (and readable shades of the colour), border radius, shadow style, animation and compact flags.
import { softShade, strongShade } from './contrast';
import type { SchoolSettings } from './defaults';
import { ADMIN_DEFAULT_THEME_KEY, USER_THEME_KEY, resolveMode } from './theme';

/** The border radii an admin may choose, and their CSS values. */
export const RADII: Record<string, string> = {
  'rounded-none': '0px',
  'rounded-sm': '0.125rem',
  rounded: '0.25rem',
  'rounded-md': '0.375rem',
  'rounded-lg': '0.5rem',
  'rounded-xl': '0.75rem',
  'rounded-2xl': '1rem',
  'rounded-3xl': '1.5rem',
  'rounded-full': '9999px',
};

/** The shadow styles an admin may choose, and their CSS values. */
export const SHADOWS: Record<string, string> = {
  'shadow-none': 'none',
  'shadow-sm': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
  shadow: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
  'shadow-md': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
  'shadow-lg': '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  'shadow-xl': '0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)',
};

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function systemPrefersDark(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

export function applySettings(
  settings: SchoolSettings,
  root: HTMLElement = document.documentElement,
) {
  localStorage.setItem(ADMIN_DEFAULT_THEME_KEY, settings.theme);
  const mode = resolveMode(
    localStorage.getItem(USER_THEME_KEY),
    settings.theme,
    systemPrefersDark(),
  );
  root.classList.toggle('dark', mode === 'dark');
  for (const name of [...root.classList]) {
    if (name.startsWith('theme-')) root.classList.remove(name);
  }
  root.classList.add(`theme-${settings.theme}`);
  root.style.colorScheme = mode;

  if (HEX_COLOUR.test(settings.primary_color)) {
    root.style.setProperty('--school-primary', settings.primary_color);
    // Readable shades for text and for what white text sits on (contrast.ts).
    root.style.setProperty('--school-primary-strong', strongShade(settings.primary_color));
    root.style.setProperty('--school-primary-soft', softShade(settings.primary_color));
    // The browser's bar in the school's colour, as the installed app's manifest has it.
    root.ownerDocument
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', settings.primary_color);
  }
  root.style.setProperty(
    '--school-font',
    `"${settings.typography}", ui-sans-serif, system-ui, sans-serif`,
  );
  root.style.setProperty('--school-radius', RADII[settings.border_radius] ?? RADII['rounded-lg']);
  root.style.setProperty('--school-shadow', SHADOWS[settings.shadow_style] ?? SHADOWS['shadow-md']);
  root.dataset.animations = String(settings.animations_enabled);
  root.dataset.compact = String(settings.compact_mode);
  root.dataset.fontSize = settings.font_size;
}
