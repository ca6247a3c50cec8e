// The theme test page (spec §2 "Test pages"): every admin theme side by side, each drawn in its
// own mode (the dark themes of spec §4 dark, the others light) with the school's colour, font,
// corners and shadow, so that an admin can compare them before choosing one in the settings.
// It changes nothing for the school; the visitor's own light/dark choice is offered too.
import { PageHeader, Section, mutedText } from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';
import { THEMES, isDarkTheme, resolveMode } from '@/features/settings/theme';
import { USER_THEME_OPTIONS, useUserTheme } from '@/features/settings/user-theme';

// Explicit colours per mode: a light preview must stay light on a dark page, which the `dark:`
// variants (they follow the page) cannot do.
const LOOK = {
  light: {
    card: 'border-slate-200 bg-white text-slate-900',
    muted: 'text-slate-600',
    input: 'border-slate-300 bg-white text-slate-900',
    quiet: 'border-slate-300 text-slate-900',
    inner: 'bg-slate-50',
  },
  dark: {
    card: 'border-slate-700 bg-slate-950 text-slate-100',
    muted: 'text-slate-400',
    input: 'border-slate-600 bg-slate-900 text-white',
    quiet: 'border-slate-600 text-white',
    inner: 'bg-slate-900',
  },
};

function label(theme: string): string {
  return theme
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

export default function ThemeTest() {
  const { settings } = useSettings();
  const [choice, choose] = useUserTheme();
  const mode = resolveMode(choice, settings.theme, false);

  return (
    <>
      <PageHeader eyebrow="Test page" title="Theme test">
        <p>
          Every theme an admin can choose for {settings.school_name}, drawn with the school&rsquo;s
          colour, font, corners and shadow. Nothing here changes the school&rsquo;s theme: that is
          chosen in the school settings.
        </p>
      </PageHeader>

      <Section
        id="now"
        title="What you see now"
        lead={`The school's theme is ${label(settings.theme)} (${isDarkTheme(settings.theme) ? 'dark' : 'light'}); this page is in ${mode} mode ${choice ? 'by your choice' : "by the school's default"}.`}
      >
        <div role="group" aria-label="Your mode" className="flex flex-wrap gap-2">
          {USER_THEME_OPTIONS.map((option) => (
            <button
              key={option.value || 'school'}
              type="button"
              aria-pressed={choice === option.value}
              onClick={() => void choose(option.value)}
              className="rounded-school aria-pressed:bg-primary border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 aria-pressed:border-transparent aria-pressed:text-white dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {option.label}
            </button>
          ))}
        </div>
      </Section>

      <Section id="themes" title="All themes" tinted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {THEMES.map((theme) => {
            const dark = isDarkTheme(theme);
            const look = LOOK[dark ? 'dark' : 'light'];
            const current = theme === settings.theme;
            return (
              <li
                key={theme}
                data-theme-preview={theme}
                className={`rounded-school shadow-school border p-5 ${look.card} ${
                  current ? 'ring-2 ring-[var(--school-primary)]' : ''
                }`}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 id={`theme-${theme}`} className="font-semibold">
                    {label(theme)}
                  </h3>
                  <span className={`text-xs font-medium ${look.muted}`}>
                    {dark ? 'Dark' : 'Light'}
                    {current && ' · the school’s theme'}
                  </span>
                </div>
                <p className={`mt-2 text-sm ${look.muted}`}>
                  Lessons resume on Monday. Reports are on the portal.
                </p>
                <div className={`rounded-school mt-4 space-y-3 p-3 ${look.inner}`}>
                  <span
                    aria-hidden="true"
                    className={`rounded-school block border px-3 py-2 text-sm ${look.input}`}
                  >
                    name@example.com
                  </span>
                  <div className="flex gap-2" aria-hidden="true">
                    <span className="bg-primary rounded-school px-3 py-1.5 text-sm font-medium text-white">
                      Subscribe
                    </span>
                    <span className={`rounded-school border px-3 py-1.5 text-sm ${look.quiet}`}>
                      Cancel
                    </span>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <p className={`mt-5 text-sm ${mutedText}`}>
          Primary colour {settings.primary_color}, font {settings.typography}, corners{' '}
          {settings.border_radius}, shadow {settings.shadow_style}.
        </p>
      </Section>
    </>
  );
}
