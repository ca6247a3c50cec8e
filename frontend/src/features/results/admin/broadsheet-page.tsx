// /admin/results/broadsheet/:classId?term=: every student of a class by every subject in a term,
// with each student's total, average, grade and position, and each subject's average: the sheet
// a school pins up at the results meeting. Printed landscape on A4; downloaded as CSV for a
// spreadsheet. The figures are the server's.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';

import { secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';

import { termParams, useBroadsheet } from '../cards-api';
import { figure, ordinal, ruledCells } from '../cards/format';

const { cell, head, num } = ruledCells();

export default function BroadsheetPage() {
  const { classId = '' } = useParams();
  const [search] = useSearchParams();
  const term = search.get('term') ?? '';
  const sheet = useBroadsheet(classId, term);
  const [downloading, setDownloading] = useState(false);

  const exportCsv = async () => {
    if (!sheet.data) return;
    setDownloading(true);
    try {
      const { download } = await import('@/lib/download');
      const name = `${sheet.data.class_name} ${sheet.data.term_name} broadsheet.csv`;
      await download(
        `/api/results/classes/${encodeURIComponent(classId)}/broadsheet/export/`,
        termParams(term),
        name.replace(/[^\w. -]+/g, ''),
      );
    } catch (failure) {
      toast.error(
        errorMessage(failure, 'The broadsheet was not downloaded. Try again in a moment.'),
      );
    } finally {
      setDownloading(false);
    }
  };

  let body;
  if (sheet.error) {
    body = (
      <p role="alert" className="mt-4">
        {loadFailure('The broadsheet', sheet.error)}
      </p>
    );
  } else if (!sheet.data) {
    body = (
      <p role="status" className="mt-4">
        Loading the broadsheet…
      </p>
    );
  } else {
    const b = sheet.data;
    body = (
      <>
        <h1 className="text-2xl font-bold print:text-lg">
          {b.class_name} · {b.term_name} broadsheet
        </h1>
        <p className="mt-1 text-sm">
          {b.lines.length} students · class average {figure(b.class_average)}
          {b.published ? ' · published' : ' · not published yet'}
        </p>
        <div className="mt-3 flex gap-2 print:hidden">
          <button type="button" className={secondaryButton} onClick={() => window.print()}>
            Print
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={downloading}
            onClick={() => void exportCsv()}
          >
            {downloading ? 'Downloading…' : 'Download CSV'}
          </button>
        </div>
        {/* A focusable region, so that a keyboard can scroll the table on a phone. */}
        <div
          role="region"
          aria-label={`${b.class_name} broadsheet`}
          tabIndex={0}
          className="mt-4 scroll-hint relative overflow-x-auto focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none print:overflow-visible"
        >
          <table className="w-full border-collapse text-xs print:text-[9px]">
            <caption className="sr-only">
              {b.class_name} broadsheet, {b.term_name}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={`${head} text-left`}>
                  Student
                </th>
                {b.subjects.map((s) => (
                  <th key={s} scope="col" className={head}>
                    {s}
                  </th>
                ))}
                <th scope="col" className={head}>
                  Total
                </th>
                <th scope="col" className={head}>
                  Average
                </th>
                <th scope="col" className={head}>
                  Grade
                </th>
                <th scope="col" className={head}>
                  Position
                </th>
              </tr>
            </thead>
            <tbody>
              {b.lines.map((line) => (
                <tr key={line.student_id}>
                  <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
                    {line.name}
                    <span className="block text-[10px] font-normal">{line.admission_number}</span>
                  </th>
                  {line.totals.map((t, i) => (
                    <td key={b.subjects[i]} className={num}>
                      {figure(t)}
                    </td>
                  ))}
                  <td className={`${num} font-semibold`}>{figure(line.total)}</td>
                  <td className={num}>{figure(line.average)}</td>
                  <td className={`${cell} text-center`}>{figure(line.grade)}</td>
                  <td className={num}>
                    {line.position ? `${ordinal(line.position)} of ${b.out_of}` : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className={`${head} text-left`}>
                  Subject average
                </th>
                {b.subject_averages.map((a, i) => (
                  <td key={b.subjects[i]} className={`${num} font-semibold`}>
                    {figure(a)}
                  </td>
                ))}
                <td className={num} colSpan={4}>
                  Class average {figure(b.class_average)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </>
    );
  }

  return (
    <div>
      <Link
        to={paths.admin.results.getHref({ term })}
        className="text-sm text-primary dark:text-primary-soft underline print:hidden"
      >
        Back to the results
      </Link>
      <div className="mt-3" data-print-page="landscape">
        {body}
      </div>
    </div>
  );
}
