// The admin dashboard's charts: the school's attendance over the last thirty school days, the
// term's fees by class (expected against collected) and the grades of the latest published
// report cards by subject. Each is also a table.
import type { ChartConfiguration } from 'chart.js';
import { useCallback, useMemo } from 'react';

import { tableClass, tdClass, thClass } from '@/components/ui/styles';
import { currencyDigits, formatMoney } from '@/lib/money';

import type { AdminDashboard, ClassMoney, DayRate, SubjectGrades } from '../api';
import { ChartFigure, themeColours } from './chart-canvas';

/** `2026-11-23` as "Mon 23 Nov". */
function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

const GRADE_COLOURS = [
  '#15803d',
  '#65a30d',
  '#ca8a04',
  '#ea580c',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#64748b',
];

function AttendanceChart({ days }: { days: DayRate[] }) {
  const config = useCallback((): ChartConfiguration => {
    const c = themeColours();
    return {
      type: 'line',
      data: {
        labels: days.map((d) => dayLabel(d.date)),
        datasets: [
          {
            label: 'Present or late (%)',
            data: days.map((d) => d.rate ?? null),
            borderColor: c.primary,
            backgroundColor: c.primary,
            spanGaps: false,
            tension: 0.2,
          },
        ],
      },
      options: {
        scales: {
          y: { min: 0, max: 100, ticks: { color: c.text }, grid: { color: c.grid } },
          x: { ticks: { color: c.text, maxRotation: 0, autoSkip: true }, grid: { display: false } },
        },
        plugins: { legend: { display: false } },
      },
    };
  }, [days]);
  const marked = days.filter((d) => d.rate !== null && d.rate !== undefined);
  const average = marked.length
    ? Math.round(marked.reduce((sum, d) => sum + (d.rate ?? 0), 0) / marked.length)
    : null;
  return (
    <ChartFigure
      id="chart-attendance"
      title="Attendance, last 30 school days"
      summary={
        average === null
          ? 'No register was marked in the last 30 school days.'
          : `Attendance averaged ${average}% over the ${marked.length} school days with registers marked.`
      }
      config={config}
      table={
        <table className={tableClass}>
          <caption className="sr-only">Attendance by school day</caption>
          <thead>
            <tr>
              <th className={thClass}>Day</th>
              <th className={thClass}>Marked</th>
              <th className={thClass}>Present or late</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td className={tdClass}>{dayLabel(d.date)}</td>
                <td className={tdClass}>{d.marked}</td>
                <td className={tdClass}>
                  {d.rate === null || d.rate === undefined ? 'Not marked' : `${d.rate}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function CollectionChart({ classes, currency }: { classes: ClassMoney[]; currency: string }) {
  const config = useCallback((): ChartConfiguration => {
    const c = themeColours();
    const major = 10 ** currencyDigits(currency);
    return {
      type: 'bar',
      data: {
        labels: classes.map((k) => k.class_name),
        datasets: [
          {
            label: 'Expected',
            data: classes.map((k) => k.expected / major),
            backgroundColor: 'rgba(148,163,184,0.6)',
          },
          {
            label: 'Collected',
            data: classes.map((k) => k.collected / major),
            backgroundColor: c.primary,
          },
        ],
      },
      options: {
        scales: {
          y: { beginAtZero: true, ticks: { color: c.text }, grid: { color: c.grid } },
          x: { ticks: { color: c.text }, grid: { display: false } },
        },
        plugins: { legend: { labels: { color: c.text } } },
      },
    };
  }, [classes, currency]);
  const expected = classes.reduce((s, k) => s + k.expected, 0);
  const collected = classes.reduce((s, k) => s + k.collected, 0);
  return (
    <ChartFigure
      id="chart-collection"
      title="Fees by class, this term"
      summary={`${formatMoney(collected, currency)} collected of ${formatMoney(expected, currency)} expected across ${classes.length} classes.`}
      config={config}
      table={
        <table className={tableClass}>
          <caption className="sr-only">Fees expected and collected by class</caption>
          <thead>
            <tr>
              <th className={thClass}>Class</th>
              <th className={thClass}>Expected</th>
              <th className={thClass}>Collected</th>
            </tr>
          </thead>
          <tbody>
            {classes.map((k) => (
              <tr key={k.class_id}>
                <td className={tdClass}>{k.class_name}</td>
                <td className={tdClass}>{formatMoney(k.expected, currency)}</td>
                <td className={tdClass}>{formatMoney(k.collected, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** How many students had `grade` in the subject. */
function count(s: SubjectGrades, grade: string): number {
  return s.grades.find((g) => g.grade === grade)?.students ?? 0;
}

function GradesChart({ subjects, term }: { subjects: SubjectGrades[]; term: string }) {
  const grades = useMemo(
    () => [...new Set(subjects.flatMap((s) => s.grades.map((g) => g.grade)))].sort(),
    [subjects],
  );
  const config = useCallback((): ChartConfiguration => {
    const c = themeColours();
    return {
      type: 'bar',
      data: {
        labels: subjects.map((s) => s.subject),
        datasets: grades.map((grade, i) => ({
          label: grade,
          data: subjects.map((s) => count(s, grade)),
          backgroundColor: GRADE_COLOURS[i % GRADE_COLOURS.length],
        })),
      },
      options: {
        indexAxis: 'y',
        scales: {
          x: {
            stacked: true,
            beginAtZero: true,
            ticks: { color: c.text },
            grid: { color: c.grid },
          },
          y: { stacked: true, ticks: { color: c.text }, grid: { display: false } },
        },
        plugins: { legend: { labels: { color: c.text } } },
      },
    };
  }, [subjects, grades]);
  return (
    <ChartFigure
      id="chart-grades"
      title={`Grades by subject, ${term}`}
      summary={`How many students had each grade in ${subjects.length} subjects on the published report cards of ${term}.`}
      config={config}
      height={subjects.length > 8 ? 'h-96' : 'h-64'}
      table={
        <table className={tableClass}>
          <caption className="sr-only">Students by grade in each subject</caption>
          <thead>
            <tr>
              <th className={thClass}>Subject</th>
              {grades.map((g) => (
                <th key={g} className={thClass}>
                  {g}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {subjects.map((s) => (
              <tr key={s.subject}>
                <td className={tdClass}>{s.subject}</td>
                {grades.map((g) => (
                  <td key={g} className={tdClass}>
                    {count(s, g)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

export default function AdminCharts({ d }: { d: AdminDashboard }) {
  return (
    <div className="grid grid-cols-1 gap-x-6 lg:grid-cols-2">
      {d.attendance_trend.length > 0 && <AttendanceChart days={d.attendance_trend} />}
      {d.fees && d.collection_by_class.length > 0 && (
        <CollectionChart classes={d.collection_by_class} currency={d.fees.currency} />
      )}
      {d.grades_term && d.grade_distribution.length > 0 && (
        <div className="lg:col-span-2">
          <GradesChart subjects={d.grade_distribution} term={d.grades_term} />
        </div>
      )}
    </div>
  );
}
