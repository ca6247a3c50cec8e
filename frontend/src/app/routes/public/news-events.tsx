// News and events: the school's current announcements for everyone (GET
// /api/school-settings/announcements/, no sign-in needed), most important first. A failed fetch
// gives an empty list (spec §8), so the page then says there is no news.
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useAnnouncements } from '@/features/announcements/api/get-announcements';
import { PriorityBadge } from '@/features/announcements/components/priority-badge';
import { isExpired } from '@/features/announcements/labels';
import {
  PageHeader,
  Section,
  mutedText,
  textLink,
} from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';

const PAGE_SIZE = 10;

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(undefined, { dateStyle: 'long' });
}

export default function NewsEvents() {
  const { settings } = useSettings();
  const [page, setPage] = useState(1);
  const list = useAnnouncements({
    is_active: true,
    target_audience: 'ALL',
    page,
    page_size: PAGE_SIZE,
  });
  const items = (list.data?.results ?? []).filter((a) => a.is_active && !isExpired(a.expires_at));

  return (
    <>
      <PageHeader eyebrow="News" title="Events">
        <p>
          Announcements from {settings.school_name} for families and visitors: events, term dates,
          closures and achievements. Families on the portal also see the notices meant for them.
        </p>
      </PageHeader>

      <Section id="announcements" title="Latest announcements">
        {list.isPending ? (
          <p role="status" className={mutedText}>
            Loading the news…
          </p>
        ) : items.length === 0 ? (
          <div className="rounded-school border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
            <p className="font-semibold text-slate-900 dark:text-white">
              There is no news right now.
            </p>
            <p className={`mt-1 ${mutedText}`}>
              Check again soon, or subscribe to the newsletter at the foot of the page to hear about
              events first.
            </p>
          </div>
        ) : (
          <>
            <ul className="max-w-3xl space-y-5">
              {items.map((a) => (
                <li key={a.id}>
                  <article
                    aria-labelledby={`news-${a.id}`}
                    className="rounded-school shadow-school border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3
                        id={`news-${a.id}`}
                        className="text-lg font-semibold break-words text-slate-900 dark:text-white"
                      >
                        {a.title}
                      </h3>
                      {a.priority === 'HIGH' && <PriorityBadge priority={a.priority} />}
                    </div>
                    <p className={`mt-1 text-sm ${mutedText}`}>
                      <time dateTime={a.created_at}>{formatDate(a.created_at)}</time>
                    </p>
                    <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-300">
                      {a.content}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
            <div className="max-w-3xl">
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                count={list.data?.count ?? 0}
                onPage={setPage}
              />
            </div>
          </>
        )}
      </Section>

      <Section id="regular" title="Every term" tinted>
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">
          Inter-house sports, cultural day, excursions, open days and prize-giving come round every
          session. Read about them on{' '}
          <Link className={textLink} to={paths.schoolActivities.getHref()}>
            school activities
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
