// The foot of the public pages: who the school is and how to reach it, from its settings
// (spec §1: identity in the navigation bar and footer), and where each family signs in.
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { LOGIN_PATHS } from '@/config/paths';
import { assetUrl } from '@/features/settings/asset-url';
import { useSettings } from '@/features/settings/settings-provider';

const SIGN_IN = [
  { label: 'Parents', to: LOGIN_PATHS.parent },
  { label: 'Staff', to: LOGIN_PATHS.teacher },
  { label: 'Students', to: LOGIN_PATHS.student },
  { label: 'Admin', to: LOGIN_PATHS.admin },
];

export function SiteFooter() {
  const { settings } = useSettings();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logo = settings.logo_url && failedLogo !== settings.logo_url ? settings.logo_url : null;
  const phone = settings.school_phone;
  const email = settings.school_email;
  const linkClass =
    'underline-offset-2 hover:underline focus-visible:underline dark:text-slate-200';

  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 sm:grid-cols-3">
        <div className="space-y-2">
          <p className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
            {logo && (
              <img
                src={assetUrl(logo)}
                alt=""
                className="size-8 object-contain"
                onError={() => setFailedLogo(logo)}
              />
            )}
            <span>{settings.school_name}</span>
          </p>
          {settings.school_motto && <p className="italic">“{settings.school_motto}”</p>}
        </div>
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
              <a className={linkClass} href={`mailto:${email}`}>
                {email}
              </a>
            </p>
          )}
        </address>
        <nav aria-label="Sign in" className="space-y-1">
          <p className="font-semibold text-slate-900 dark:text-white">Sign in</p>
          <ul className="space-y-1">
            {SIGN_IN.map((item) => (
              <li key={item.to}>
                <Link className={linkClass} to={item.to}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs dark:border-slate-800">
        © {new Date().getFullYear()} {settings.school_name}
      </p>
    </footer>
  );
}
