// A class's month as the register book shows it: students down, the month's school days across,
// each mark a letter on its colour (the colours of the teacher's marking screen, the word read
// out to screen readers), then each student's totals and rate, and under each day how many came.
// On a phone the grid scrolls sideways inside its own region while the names stay in view.
import { useId } from 'react';

import { dayInWords } from '@/lib/dates';

import type { AttendanceStatus, MonthSheet } from '../admin-api';
import { STATUSES, STATUS_LABELS, STATUS_LETTERS, STATUS_STYLES } from '../marks';
import { count, monthLabel, rateText, shortDay } from './format';

const th = 'border-b border-slate-200 px-1 py-2 font-semibold dark:border-slate-700';
const td = 'border-b border-slate-100 px-1 py-1 dark:border-slate-800';
/** The name column, kept in view while the days scroll under it. */
const sticky =
  'sticky left-0 z-10 border-r bg-white pr-3 pl-0 text-left dark:border-r-slate-700 dark:bg-slate-900';

function Mark({ status }: { status: AttendanceStatus | null }) {
  if (!status) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-400">
          ·
        </span>
        <span className="sr-only">Not marked</span>
      </>
    );
  }
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-flex size-7 items-center justify-center rounded font-semibold ${STATUS_STYLES[status].word}`}
      >
        {STATUS_LETTERS[status]}
      </span>
      <span className="sr-only">{STATUS_LABELS[status]}</span>
    </>
  );
}

export function Legend() {
  return (
    <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`inline-flex size-6 items-center justify-center rounded text-xs font-semibold ${STATUS_STYLES[status].word}`}
          >
            {STATUS_LETTERS[status]}
          </span>
          {STATUS_LABELS[status]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-flex size-6 items-center justify-center">
          ·
        </span>
        Not marked
      </li>
    </ul>
  );
}

export function MonthGrid({ sheet }: { sheet: MonthSheet }) {
  const captionId = useId();
  const { days, lines } = sheet;
  // How many came (present or late) each day, of those marked.
  const came = days.map((_, i) =>
    lines.reduce(
      (sum, line) => sum + (line.marks[i] === 'present' || line.marks[i] === 'late' ? 1 : 0),
      0,
    ),
  );
  const marked = days.map((_, i) => lines.filter((line) => line.marks[i]).length);

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="mt-3 scroll-hint relative overflow-x-auto focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none"
    >
      <table className="border-separate border-spacing-0 text-sm">
        <caption id={captionId} className="sr-only">
          Register of {sheet.class_name}, {monthLabel(sheet.month)}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} ${sticky} min-w-36`}>
              Student
            </th>
            {days.map((day) => {
              const [weekday, number] = shortDay(day);
              return (
                <th key={day} scope="col" className={`${th} text-center text-xs`}>
                  <span aria-hidden="true" className="block w-7">
                    {weekday}
                    <span className="block text-sm">{number}</span>
                  </span>
                  <span className="sr-only">{dayInWords(day)}</span>
                </th>
              );
            })}
            {STATUSES.map((status) => (
              <th key={status} scope="col" className={`${th} pl-3 text-center`}>
                <abbr title={STATUS_LABELS[status]} className="no-underline">
                  {STATUS_LETTERS[status]}
                </abbr>
              </th>
            ))}
            <th scope="col" className={`${th} pl-3 text-right`}>
              Rate
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.student_id}>
              <th scope="row" className={`${td} ${sticky} font-medium`}>
                <span className="block whitespace-nowrap">{line.name}</span>
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                  {line.admission_number}
                </span>
              </th>
              {line.marks.map((status, i) => (
                <td key={days[i]} className={`${td} text-center`}>
                  <Mark status={status} />
                </td>
              ))}
              {STATUSES.map((status) => (
                <td key={status} className={`${td} pl-3 text-center`}>
                  {line.tally[status]}
                </td>
              ))}
              <td className={`${td} pl-3 text-right font-semibold`}>{rateText(line.rate)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${td} ${sticky} font-semibold`}>
              In school
            </th>
            {days.map((day, i) => (
              <td key={day} className={`${td} text-center text-xs`}>
                {marked[i] === 0 ? (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">Not marked</span>
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">
                      {came[i]}
                      <span className="block text-slate-600 dark:text-slate-400">/{marked[i]}</span>
                    </span>
                    <span className="sr-only">
                      {came[i]} of {count(marked[i], 'student')} marked came to school
                    </span>
                  </>
                )}
              </td>
            ))}
            <td colSpan={STATUSES.length + 1} className={td} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
