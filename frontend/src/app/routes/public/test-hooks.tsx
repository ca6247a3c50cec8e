// The hooks test page (spec §2 "Test pages"): the live values of the portal's shared hooks (the
// settings, the session, the user's theme, scrolling and media queries) and buttons that make a
// part of the page or the whole page fail, to see the error screens in a real browser. Support
// staff can read from it what the portal knows about this browser.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ErrorBoundary } from '@/components/ui/error-screens';
import { PageHeader, Section, mutedText } from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';
import { USER_THEME_OPTIONS, useUserTheme } from '@/features/settings/user-theme';
import { useAuth } from '@/lib/auth';
import { useMediaQuery, usePrefersReducedMotion } from '@/lib/use-media-query';
import { useScrolledPast } from '@/lib/use-scrolled';

const button =
  'rounded-school border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800';

function Values({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-mono text-slate-600 dark:text-slate-400">{name}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Broken(): ReactNode {
  throw new Error('A part of the test page failed on purpose.');
}

export default function TestHooks() {
  const { settings, status, version, error } = useSettings();
  const auth = useAuth();
  const [theme, chooseTheme] = useUserTheme();
  const scrolled = useScrolledPast(8);
  const reducedMotion = usePrefersReducedMotion();
  const wide = useMediaQuery('(min-width: 1024px)');
  const [params] = useSearchParams();
  const [partBroken, setPartBroken] = useState(false);
  const [pageBroken, setPageBroken] = useState(false);

  // The route error page, on demand: from the button, or at once with ?fail=render.
  if (pageBroken || params.get('fail') === 'render') {
    throw new Error('The test page failed on purpose.');
  }

  return (
    <>
      <PageHeader eyebrow="Test page" title="Test hooks">
        <p>
          What the portal&rsquo;s shared hooks know in this browser right now, and buttons that show
          its error screens. Nothing here changes the school&rsquo;s data.
        </p>
      </PageHeader>

      <Section id="settings-hook" title="useSettings">
        <Values
          rows={[
            ['status', status],
            ['version', version ?? 'built-in defaults'],
            ['error', error ?? 'none'],
            ['school_name', settings.school_name],
            ['theme', settings.theme],
            [
              'primary_color',
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="bg-brand inline-block size-4 rounded-full border border-slate-300"
                />
                {settings.primary_color}
              </span>,
            ],
          ]}
        />
      </Section>

      <Section id="auth-hook" title="useAuth" tinted>
        <Values
          rows={[
            ['status', auth.status],
            ['user', auth.user ? `${auth.user.username} (${auth.user.role})` : 'nobody signed in'],
          ]}
        />
      </Section>

      <Section id="theme-hook" title="useUserTheme">
        <Values rows={[['choice', theme || "school's default"]]} />
        <div role="group" aria-label="Choose a mode" className="mt-4 flex flex-wrap gap-2">
          {USER_THEME_OPTIONS.map((option) => (
            <button
              key={option.value || 'school'}
              type="button"
              aria-pressed={theme === option.value}
              onClick={() => void chooseTheme(option.value)}
              className={button}
            >
              {option.label}
            </button>
          ))}
        </div>
      </Section>

      <Section id="media-hooks" title="useScrolledPast and useMediaQuery" tinted>
        <Values
          rows={[
            ['useScrolledPast(8)', String(scrolled)],
            ['usePrefersReducedMotion()', String(reducedMotion)],
            ['useMediaQuery("(min-width: 1024px)")', String(wide)],
          ]}
        />
      </Section>

      <Section
        id="errors"
        title="Error screens"
        lead="The first button breaks one part of this page, which shows the generic error screen in its place; the second breaks the whole page, which shows the route error page."
      >
        <div className="flex flex-wrap gap-3">
          <button type="button" className={button} onClick={() => setPartBroken(true)}>
            Break a part of this page
          </button>
          <button type="button" className={button} onClick={() => setPageBroken(true)}>
            Break this page
          </button>
        </div>
        {partBroken && (
          <div className="rounded-school mt-6 border border-slate-200 dark:border-slate-800">
            <ErrorBoundary>
              <Broken />
            </ErrorBoundary>
          </div>
        )}
        <p className={`mt-4 text-sm ${mutedText}`}>
          A page whose code cannot be downloaded shows a short “Error loading …” message instead.
        </p>
      </Section>
    </>
  );
}
