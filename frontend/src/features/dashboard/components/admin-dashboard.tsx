// The admin's dashboard: the school's figures of the day and the term, each a link to the screen
// behind it; the classes whose register is still open; and the charts (loaded only here, once
// their place is on the screen).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { paths } from '@/config/paths';
import { localTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { formatCount, plural } from '@/lib/text';

import type { AdminDashboard as Figures_ } from '../api';
import { DayNotice, Figure, Figures, muted, percent, Section } from './parts';

const Charts = lazy(() => import('../charts/admin-charts'));

/**
 * Whether the element has been wholly on the screen (for good, once it has). The charts' code is
 * the heaviest script of the dashboard and drawing them the longest work: on a phone, where the
 * figures fill the first screen, it held the page while it opened, for charts nobody had
 * scrolled to yet. On a desktop's screen their place is in view and they load at once.
 */
function useOnScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 1)) setSeen(true);
      },
      { threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

/** `superuser`-aware permission check: the screens behind some figures need a permission. */
export function AdminDashboard({ d, may }: { d: Figures_; may: (codename: string) => boolean }) {
  const { students, attendance, fees } = d;
  const [chartsRef, chartsSeen] = useOnScreen();
  const others = [
    students.suspended && `${students.suspended} suspended`,
    students.withdrawn && `${students.withdrawn} withdrawn`,
    students.graduated && `${students.graduated} graduated`,
  ].filter(Boolean);
  const notMarked = attendance.not_marked.length;
  const collectedShare =
    fees && fees.expected > 0 ? Math.round((fees.collected * 100) / fees.expected) : null;
  // The fees (with the head counts and the grades) are counted at most once a minute.
  const countedAt = localTime(new Date(d.totals_counted_at));
  return (
    <>
      <DayNotice term={d.term} closed={d.closed} />
      <Figures label="The school today">
        <Figure
          label="Students"
          value={formatCount(students.active)}
          detail={others.length ? others.join(' · ') : 'All active'}
          to={paths.admin.students.getHref()}
        />
        <Figure
          label="Teachers"
          value={formatCount(d.teachers)}
          to={paths.admin.teachers.getHref()}
        />
        <Figure label="Parents" value={formatCount(d.parents)} to={paths.admin.parents.getHref()} />
        <Figure
          label="Attendance today"
          value={percent(attendance.rate)}
          detail={
            d.closed
              ? 'No register today'
              : `${formatCount(attendance.marked)} marked · ${plural(notMarked, 'class', 'classes')} not marked`
          }
          alert={!d.closed && notMarked > 0}
          to={paths.admin.attendance.getHref()}
        />
        <Figure
          label="Fees collected this term"
          value={fees ? formatMoney(fees.collected, fees.currency) : '—'}
          detail={
            fees
              ? `${collectedShare ?? 0}% of ${formatMoney(fees.expected, fees.currency)} expected · as of ${countedAt}`
              : 'No invoices raised for the term yet'
          }
          to={paths.admin.fees.getHref()}
        />
        {may('results.publish') && (
          <Figure
            label="Results waiting for approval"
            value={formatCount(d.results_waiting)}
            detail={plural(d.results_waiting, 'score sheet')}
            alert={d.results_waiting > 0}
            to={paths.admin.results.getHref()}
          />
        )}
        {may('messages.moderate') && (
          <Figure
            label="Messages waiting for moderation"
            value={formatCount(d.messages_held)}
            alert={d.messages_held > 0}
            to={paths.admin.messages.getHref()}
          />
        )}
        {may('settings.change') && (
          <Figure
            label="Failed notifications"
            value={formatCount(d.notifications_failed)}
            detail="E-mails and SMS the outbox gave up on"
            alert={d.notifications_failed > 0}
            to={paths.admin.notifications.getHref({ status: 'failed' })}
          />
        )}
      </Figures>
      {!d.closed && notMarked > 0 && (
        <Section
          id="not-marked-heading"
          title="Registers not marked yet today"
          more={{ to: paths.admin.attendance.getHref(), label: 'The school’s day' }}
        >
          <ul className="mt-2 flex flex-wrap gap-2">
            {attendance.not_marked.map((c) => (
              <li
                key={c.id}
                className="rounded-school border border-amber-300 px-2 py-1 text-sm dark:border-amber-700"
              >
                {c.name}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <div ref={chartsRef}>
        {chartsSeen ? (
          <Suspense
            fallback={
              <p role="status" className={`mt-6 ${muted}`}>
                Drawing the charts…
              </p>
            }
          >
            <Charts d={d} />
          </Suspense>
        ) : (
          <p className={`mt-6 ${muted}`}>The charts are drawn as you scroll to them.</p>
        )}
      </div>
    </>
  );
}
