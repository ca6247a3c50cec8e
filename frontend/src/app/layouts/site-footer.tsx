// The foot of every page (spec §2 "Footer"). On the public pages: what families say (the
// testimonial carousel) beside the school in numbers, the newsletter sign-up, and link columns:
// who the school is and how to reach it (spec §1: identity in the footer), its pages, and where
// each family signs in. The signed-in areas get the shorter dashboard variant. Both carry the
// scroll-to-top button.
import { Link } from 'react-router-dom';

import { ArrowUp } from '@/components/ui/icons';
import { SchoolLogo } from '@/components/ui/school-logo';
import { LOGIN_PATHS, paths } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { TestimonialCarousel } from '@/features/public-site/components/testimonial-carousel';
import { STATISTICS, TESTIMONIALS } from '@/features/public-site/testimonials';
import { assetUrl } from '@/features/settings/asset-url';
import { useSettings } from '@/features/settings/settings-provider';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { useScrolledPast } from '@/lib/use-scrolled';

const COLUMNS = [
  {
    title: 'The school',
    links: [
      { label: 'About us', to: paths.about.getHref() },
      { label: 'Office of the Proprietress', to: paths.officeProprietress.getHref() },
      { label: 'Admin desk', to: paths.adminDesk.getHref() },
      { label: 'School activities', to: paths.schoolActivities.getHref() },
    ],
  },
  {
    title: 'Learning',
    links: [
      { label: 'How to apply', to: paths.howToApply.getHref() },
      { label: 'Academic structure', to: paths.academicStructure.getHref() },
      { label: 'Curriculum', to: paths.curriculum.getHref() },
      { label: 'News and events', to: paths.newsEvents.getHref() },
      { label: 'Prospective students', to: paths.prospectiveStudents.getHref() },
    ],
  },
  {
    title: 'Sign in',
    links: [
      { label: 'Parents', to: LOGIN_PATHS.parent },
      { label: 'Staff', to: LOGIN_PATHS.teacher },
      { label: 'Students', to: LOGIN_PATHS.student },
      { label: 'Admin', to: LOGIN_PATHS.admin },
    ],
  },
];

const linkClass =
  'underline-offset-2 hover:text-slate-900 hover:underline focus-visible:underline dark:hover:text-white';

export function SiteFooter({ variant = 'public' }: { variant?: 'public' | 'dashboard' }) {
  const { settings } = useSettings();
  const year = new Date().getFullYear();

  if (variant === 'dashboard') {
    return (
      <footer className="mt-12 border-t print:hidden border-slate-200 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {settings.school_name}
          </p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-1">
            <Link className={linkClass} to={paths.home.getHref()}>
              School website
            </Link>
            {settings.school_email && (
              <a className={linkClass} href={`mailto:${settings.school_email}`}>
                Write to the school office
              </a>
            )}
          </nav>
        </div>
        <ScrollToTop />
      </footer>
    );
  }

  const phone = settings.school_phone;
  const email = settings.school_email;
  return (
    <footer className="text-sm text-slate-700 dark:text-slate-300">
      <div className="bg-slate-900 text-slate-300 dark:bg-slate-900">
        <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 lg:grid-cols-[3fr_2fr]">
          <TestimonialCarousel testimonials={TESTIMONIALS} />
          <section aria-labelledby="statistics-heading">
            <h2 id="statistics-heading" className="text-lg font-semibold text-white">
              The school in numbers
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-2">
              {STATISTICS.map((s) => (
                <div
                  key={s.label}
                  className="rounded-school bg-white/5 p-4 last:col-span-2 sm:last:col-span-1 lg:last:col-span-2"
                >
                  <dt className="text-xs text-slate-300">{s.label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-white">{s.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
      <div className="border-b border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10 md:flex-row md:items-end md:justify-between">
          <div className="max-w-md">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Stay in touch</h2>
            <p className="mt-1">
              News from {settings.school_name} once a month: events, term dates and admissions. No
              spam, and you can leave at any time.
            </p>
          </div>
          <NewsletterForm />
        </div>
      </div>
      <div className="bg-slate-50 dark:bg-slate-900">
        <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-3">
            <p className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
              <SchoolLogo
                src={settings.logo_url ? assetUrl(settings.logo_url) : null}
                className="size-10"
              />
              <span>{settings.school_name}</span>
            </p>
            {settings.school_motto && <p className="italic">“{settings.school_motto}”</p>}
            <address className="space-y-1 not-italic" aria-label="Contact the school">
              {settings.school_address && <p>{settings.school_address}</p>}
              {phone && (
                <p>
                  <a className={linkClass} href={`tel:${phone.replace(/\s+/g, '')}`}>
                    {phone}
                  </a>
                </p>
              )}
              {email && (
                <p>
                  <a className={`${linkClass} break-all`} href={`mailto:${email}`}>
                    {email}
                  </a>
                </p>
              )}
            </address>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="font-semibold text-slate-900 dark:text-white">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link className={linkClass} to={link.to}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="border-t border-slate-200 px-6 py-5 text-center text-xs dark:border-slate-800">
          © {year} {settings.school_name}. {settings.academic_year} session, {settings.current_term}
          .
        </p>
      </div>
      <ScrollToTop />
    </footer>
  );
}

/** Appears once the visitor has scrolled down; takes them, and the keyboard focus, to the top. */
function ScrollToTop() {
  const shown = useScrolledPast(400);
  const reducedMotion = usePrefersReducedMotion();
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      title="Back to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.querySelector<HTMLElement>('header a')?.focus({ preventScroll: true });
      }}
      className="bg-primary fixed right-4 bottom-4 z-30 rounded-full p-3 text-white shadow-lg hover:opacity-90 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900"
    >
      <ArrowUp />
    </button>
  );
}
