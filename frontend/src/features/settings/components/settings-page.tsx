// /admin/settings: the school's settings, a tab for each group, each tab its own form. The tab
// is kept in the address (?tab=, or #name), so a reload or a shared link opens the same one.
import { useLocation, useSearchParams } from 'react-router-dom';

import { Tabs, type TabItem } from '@/components/ui/tabs';
import { panel } from '@/components/ui/styles';

import { useSettings } from '../settings-provider';
import { AcademicTab } from './academic-tab';
import { AppearanceTab } from './appearance-tab';
import { ChatTab } from './chat-tab';
import { GeneralTab } from './general-tab';
import { NotificationsTab } from './notifications-tab';
import { PaymentsTab } from './payments-tab';
import { RegistrationTab } from './registration-tab';
import { ReportCardsTab } from './report-cards-tab';

const TABS: readonly TabItem[] = [
  { id: 'general', label: 'General', content: <GeneralTab /> },
  { id: 'appearance', label: 'Appearance', content: <AppearanceTab /> },
  { id: 'academic', label: 'Academic', content: <AcademicTab /> },
  { id: 'report-cards', label: 'Report cards', content: <ReportCardsTab /> },
  { id: 'registration', label: 'Registration and security', content: <RegistrationTab /> },
  { id: 'notifications', label: 'Notifications', content: <NotificationsTab /> },
  { id: 'payments', label: 'Payments', content: <PaymentsTab /> },
  { id: 'chat', label: 'Chat', content: <ChatTab /> },
];

export default function SettingsPage() {
  const { status, error } = useSettings();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const wanted = params.get('tab') ?? hash.replace(/^#/, '');
  const active = TABS.some((t) => t.id === wanted) ? wanted : TABS[0].id;

  return (
    <section className={panel} aria-labelledby="settings-heading">
      <h1 id="settings-heading" className="text-2xl font-bold">
        School settings
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Changes apply to everyone once saved. Each tab is saved on its own.
      </p>
      {status === 'loading' && (
        <p role="status" className="mt-6 text-slate-600 dark:text-slate-400">
          Loading the settings…
        </p>
      )}
      {status === 'error' && (
        <p
          role="alert"
          className="rounded-school mt-6 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          The settings could not be loaded ({error}). Reload the page to try again.
        </p>
      )}
      {status === 'loaded' && (
        <div className="mt-6">
          <Tabs
            label="Settings groups"
            tabs={TABS}
            active={active}
            onChange={(id) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('tab', id);
                  return next;
                },
                { replace: true },
              )
            }
          />
        </div>
      )}
    </section>
  );
}
