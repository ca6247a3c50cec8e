// /admin/attendance (issue 16): the school's attendance for admins, in three tabs. "Today": the
// whole school on a day, with the registers not marked yet first. "Class report": a class over
// a range of days and its month as the register book shows it, each with its CSV. "Holidays":
// a term's days without a register. What is chosen lives in the address (`?tab=`, `?date=`,
// `?class=`, `?from=`, `?to=`, `?month=`), so a reload or a shared link opens the same view, and
// a class of the Today tab links to its report. A tab's content is loaded when first opened and
// then kept, so what is typed in one survives a visit to another.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Tabs, type TabItem } from '@/components/ui/tabs';

import { isDate } from '../marks';
import { ClassReport, type ReportChoice } from './class-report';
import { HolidaysView } from './holidays';
import { SchoolDayView } from './school-day';
import { useSchoolToday } from '@/lib/school';

const TAB_IDS = ['today', 'report', 'holidays'] as const;
type TabId = (typeof TAB_IDS)[number];

/** The address's keys each choice is kept under. */
const REPORT_KEYS: Record<keyof ReportChoice, string> = {
  classId: 'class',
  from: 'from',
  to: 'to',
  month: 'month',
};

export default function AdminAttendancePage() {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('tab');
  const active: TabId = TAB_IDS.includes(wanted as TabId)
    ? (wanted as TabId)
    : search.get('class')
      ? 'report'
      : 'today';
  const [opened, setOpened] = useState<TabId[]>([active]);
  if (!opened.includes(active)) setOpened([...opened, active]);

  /** Changes the address's `changes` (an empty value removes its key), in place. */
  const update = (changes: Record<string, string>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  const asked = search.get('date');
  const today = useSchoolToday();
  const date = isDate(asked) ? asked : today;
  const report: ReportChoice = {
    classId: search.get('class') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    month: search.get('month') ?? '',
  };

  const content = (id: TabId) => {
    if (!opened.includes(id)) return null;
    switch (id) {
      case 'today':
        return <SchoolDayView date={date} onDate={(d) => update({ date: d === today ? '' : d })} />;
      case 'report':
        return (
          <ClassReport
            choice={report}
            onChange={(changes) =>
              update(
                Object.fromEntries(
                  Object.entries(changes).map(([key, value]) => [
                    REPORT_KEYS[key as keyof ReportChoice],
                    value ?? '',
                  ]),
                ),
              )
            }
          />
        );
      case 'holidays':
        return <HolidaysView />;
    }
  };

  const tabs: TabItem[] = [
    { id: 'today', label: 'Today', content: content('today') },
    { id: 'report', label: 'Class report', content: content('report') },
    { id: 'holidays', label: 'Holidays', content: content('holidays') },
  ];

  return (
    <section
      // The panel of the other pages, narrower on a phone, where the tables need the room.
      className="rounded-school shadow-school border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="admin-attendance-heading"
    >
      <h1 id="admin-attendance-heading" className="text-2xl font-bold">
        Attendance
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Which registers are marked today, each class&rsquo;s attendance over the term or a month,
        and the term&rsquo;s holidays.
      </p>
      <div className="mt-6">
        <Tabs
          label="Attendance views"
          tabs={tabs}
          active={active}
          onChange={(id) => update({ tab: id })}
        />
      </div>
    </section>
  );
}
