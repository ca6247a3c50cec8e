// The landing page: the school's name, motto and how to reach it, from its settings.
import { useSettings } from '@/features/settings/settings-provider';

import { SiteFooter } from '../layouts/site-footer';
import { TopBar } from '../layouts/top-bar';

export default function Landing() {
  const { settings } = useSettings();
  const contacts = [
    { label: 'Address', value: settings.school_address },
    {
      label: 'Phone',
      value: settings.school_phone,
      href: `tel:${settings.school_phone.replace(/\s+/g, '')}`,
    },
    { label: 'E-mail', value: settings.school_email, href: `mailto:${settings.school_email}` },
  ].filter((c) => c.value);

  return (
    <>
      <TopBar />
      <main className="min-h-screen">
        <section className="bg-primary text-white">
          <div className="mx-auto flex max-w-5xl flex-col gap-4 px-6 py-20 sm:py-28">
            <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">
              Welcome to
            </p>
            <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
              {settings.school_name}
            </h1>
            {settings.school_motto && (
              <p className="text-lg text-white/90 italic sm:text-xl">“{settings.school_motto}”</p>
            )}
            <p className="max-w-2xl text-base text-white/90">
              {settings.academic_year} academic session · {settings.current_term}
            </p>
          </div>
        </section>
        {contacts.length > 0 && (
          <section aria-labelledby="contact" className="mx-auto max-w-5xl px-6 py-12">
            <h2 id="contact" className="text-2xl font-semibold">
              Contact the school
            </h2>
            <dl className="mt-6 grid gap-6 sm:grid-cols-3">
              {contacts.map((c) => (
                <div
                  key={c.label}
                  className="rounded-school shadow-school bg-slate-50 p-5 dark:bg-slate-900"
                >
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{c.label}</dt>
                  <dd className="mt-1 font-medium break-words">
                    {c.href ? (
                      <a
                        className="text-primary underline-offset-2 hover:underline dark:text-slate-100 dark:underline"
                        href={c.href}
                      >
                        {c.value}
                      </a>
                    ) : (
                      c.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
