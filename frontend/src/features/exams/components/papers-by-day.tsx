// Papers grouped by day: a heading per date ("Monday 7 December 2026") and a table of that day's
// papers (time, class, subject, room, invigilator), the columns but the subject given widths, so
// that the days' tables line up unless a class's name is longer than its column. On a phone the room and the invigilator go under the subject (with the page's own
// note), so a day fits the screen's width. On paper (A4) each day stays on one page
// where it fits, in small print, without the buttons.
import type { ReactNode } from 'react';

import { DataTable, type Column } from '@/components/ui/data-table';
import { dayInWords } from '@/lib/dates';

import type { ExamPaper } from '../api';
import { byDate, timeRange } from '../schedule';

const muted = 'text-slate-600 dark:text-slate-400 print:text-black';
/** Columns a phone leaves out (their values go under the subject). */
export const wide = 'hidden sm:table-cell print:table-cell';

export function PapersByDay({
  papers,
  extra = [],
  actions,
  rowDetail,
  rowClassName,
  phoneNote,
}: {
  papers: readonly ExamPaper[];
  /** Columns after the invigilator (the teacher's "Your part"). */
  extra?: readonly Column<ExamPaper>[];
  /** Buttons for one paper (the admin's Edit and Delete); not printed. */
  actions?: (paper: ExamPaper) => ReactNode;
  /** A row beneath a paper (the admin's edit form). */
  rowDetail?: (paper: ExamPaper) => ReactNode;
  rowClassName?: (paper: ExamPaper) => string | undefined;
  /** What a phone shows under the subject besides the room and invigilator (the teacher's part,
   * whose column a phone leaves out). */
  phoneNote?: (paper: ExamPaper) => ReactNode;
}) {
  const columns: Column<ExamPaper>[] = [
    {
      id: 'time',
      header: 'Time',
      className: 'w-28 font-mono text-xs whitespace-nowrap print:w-24',
      cell: (paper) => timeRange(paper),
    },
    {
      id: 'class',
      header: 'Class',
      className: 'w-24 whitespace-nowrap',
      cell: (p) => p.class_name,
    },
    {
      id: 'subject',
      header: 'Subject',
      rowHeader: true,
      cell: (p) => (
        <>
          {p.subject_name}
          <span className={`block text-xs sm:hidden print:hidden ${muted}`}>
            {[p.room, p.invigilator_name ?? 'No invigilator'].filter(Boolean).join(' · ')}
          </span>
          {phoneNote && <span className="block sm:hidden print:hidden">{phoneNote(p)}</span>}
        </>
      ),
    },
    {
      id: 'room',
      header: 'Room',
      className: `${wide} w-28`,
      headerClassName: wide,
      cell: (p) => p.room || <span className={muted}>—</span>,
    },
    {
      id: 'invigilator',
      header: 'Invigilator',
      className: `${wide} w-44`,
      headerClassName: wide,
      cell: (p) => p.invigilator_name || <span className={muted}>Nobody</span>,
    },
    ...extra,
  ];
  if (actions)
    columns.push({
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      className: 'print:hidden',
      headerClassName: 'print:hidden',
      cell: (paper) => actions(paper),
    });

  return (
    <div className="space-y-6 print:space-y-3 print:text-xs">
      {byDate(papers).map(({ date, papers: ofDay }) => {
        const headingId = `papers-${date}`;
        const heading = dayInWords(date);
        return (
          <section key={date} aria-labelledby={headingId} className="print:break-inside-avoid">
            <h2 id={headingId} className="text-base font-semibold print:text-sm">
              {heading}
            </h2>
            <DataTable
              caption={`Papers on ${heading}`}
              className="mt-1"
              columns={columns}
              rows={ofDay}
              rowKey={(paper) => paper.id}
              rowDetail={rowDetail}
              rowClassName={rowClassName}
              empty="No papers."
            />
          </section>
        );
      })}
    </div>
  );
}
