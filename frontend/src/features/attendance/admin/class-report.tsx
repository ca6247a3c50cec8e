// The "Class report" tab of /admin/attendance: a class (from the address, `?class=`, when a
// class of the Today tab was opened) over a range of days, the current term so far unless both
// ends are chosen, one line per student with the class's rate, and the class's month as the
// register book shows it. Both download as CSV with the bearer token (lib/download).
import { useState, type ReactNode } from 'react';

import { DataTable } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { dateInWords, dayInWords } from '@/lib/dates';
import { loadFailure, serverFieldErrors } from '@/lib/errors';

import {
  exportMonth,
  exportSummary,
  useClassChoices,
  useClassSummary,
  useMonthSheet,
  type ClassChoice,
} from '../admin-api';
import { isDate } from '../marks';
import { count, isMonth, monthLabel, rateText, thisMonth } from './format';
import { useSchoolToday } from '@/lib/school';
import { Legend, MonthGrid } from './month-grid';

const muted = 'text-slate-600 dark:text-slate-400';
const problem =
  'rounded-school mt-3 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200';

export interface ReportChoice {
  classId: string;
  from: string;
  to: string;
  month: string;
}

/** A failed read: the server's sentences on its fields (a range backwards), else what failed. */
function Failure({
  what,
  error,
  shownOnFields,
  onRetry,
}: {
  what: string;
  error: unknown;
  /** Fields whose sentences are shown beside their own inputs. */
  shownOnFields: readonly string[];
  onRetry: () => void;
}) {
  const fields = serverFieldErrors(error);
  if (fields) {
    const rest = Object.entries(fields)
      .filter(([field]) => !shownOnFields.includes(field))
      .flatMap(([, messages]) => messages);
    if (rest.length === 0) return null;
    return (
      <p role="alert" className={problem}>
        {rest.join(' ')}
      </p>
    );
  }
  return (
    <div role="alert" className={problem}>
      <p>{loadFailure(what, error)}</p>
      <button type="button" className={`${secondaryButton} mt-2`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A "Download CSV" button that says when the download failed. */
function DownloadButton({ label, save }: { label: string; save: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const onClick = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await save();
    } catch (error) {
      setFailed(errorMessage(error, 'The CSV could not be downloaded. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        aria-label={label}
        onClick={() => void onClick()}
      >
        {busy ? 'Downloading…' : 'Download CSV'}
      </button>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {failed}
        </p>
      )}
    </div>
  );
}

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-bold">
      {children}
    </h2>
  );
}

function RangeSummary({
  klass,
  from,
  to,
  onRange,
}: {
  klass: ClassChoice;
  from: string;
  to: string;
  onRange: (from: string, to: string) => void;
}) {
  const summary = useClassSummary(klass.id, { from, to });
  const fields = serverFieldErrors(summary.error);
  const data = summary.data;

  return (
    <section aria-labelledby="range-heading" className="mt-6">
      <Heading id="range-heading">Over a range of days</Heading>
      <p className={`mt-1 text-sm ${muted}`}>Leave both days empty for the current term so far.</p>
      <div className="mt-3 grid items-start gap-3 sm:max-w-xl sm:grid-cols-[1fr_1fr_auto]">
        <Field
          label="From"
          type="date"
          value={from}
          error={fields?.from?.join(' ')}
          onChange={(e) => onRange(isDate(e.target.value) ? e.target.value : '', to)}
        />
        <Field
          label="To"
          type="date"
          value={to}
          error={fields?.to?.join(' ')}
          onChange={(e) => onRange(from, isDate(e.target.value) ? e.target.value : '')}
        />
        {(from || to) && (
          <button
            type="button"
            className={`${secondaryButton} sm:mt-7`}
            onClick={() => onRange('', '')}
          >
            Term so far
          </button>
        )}
      </div>

      {summary.error ? (
        <Failure
          what={`The attendance of ${klass.name}`}
          error={summary.error}
          shownOnFields={['from', 'to']}
          onRetry={() => void summary.refetch()}
        />
      ) : !data ? (
        <p role="status" className={`mt-3 ${muted}`}>
          Loading the attendance of {klass.name}…
        </p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="font-semibold">
                {data.class_name}: {dateInWords(data.from)} to {dateInWords(data.to)}
              </p>
              <p className={`text-sm ${muted}`}>
                {count(data.days_open, 'school day')} · class rate{' '}
                <span className="font-semibold text-slate-900 dark:text-white">
                  {rateText(data.rate)}
                </span>
              </p>
            </div>
            {data.students.length > 0 && (
              <DownloadButton
                label={`Download CSV of ${data.class_name}, ${dateInWords(data.from)} to ${dateInWords(data.to)}`}
                save={() => exportSummary(klass, { from: data.from, to: data.to })}
              />
            )}
          </div>
          {data.days_open === 0 && data.students.length > 0 && (
            <p className={`mt-2 text-sm ${muted}`}>
              There has been no school day in this range yet: choose other days to see marks.
            </p>
          )}
          <DataTable
            caption={`Attendance of ${data.class_name}`}
            columns={[
              {
                id: 'name',
                header: 'Student',
                rowHeader: true,
                sortKey: 'name',
                sortValue: (s) => s.name,
                cell: (s) => (
                  <>
                    <span className="block">{s.name}</span>
                    <span className={`block text-xs font-normal ${muted}`}>
                      {s.admission_number}
                    </span>
                  </>
                ),
              },
              { id: 'open', header: 'Days open', cell: (s) => s.tally.days_open },
              {
                id: 'present',
                header: 'Present',
                sortKey: 'present',
                sortValue: (s) => s.tally.present,
                cell: (s) => s.tally.present,
              },
              {
                id: 'absent',
                header: 'Absent',
                sortKey: 'absent',
                sortValue: (s) => s.tally.absent,
                cell: (s) => s.tally.absent,
              },
              {
                id: 'late',
                header: 'Late',
                sortKey: 'late',
                sortValue: (s) => s.tally.late,
                cell: (s) => s.tally.late,
              },
              { id: 'excused', header: 'Excused', cell: (s) => s.tally.excused },
              { id: 'unmarked', header: 'Not marked', cell: (s) => s.unmarked },
              {
                id: 'rate',
                header: 'Rate',
                sortKey: 'rate',
                sortValue: (s) => s.rate,
                cell: (s) => rateText(s.rate),
              },
            ]}
            rows={data.students}
            rowKey={(s) => s.student_id}
            empty={`No student is enrolled in ${data.class_name} this session.`}
          />
        </>
      )}
    </section>
  );
}

function MonthRegister({
  klass,
  month,
  onMonth,
}: {
  klass: ClassChoice;
  month: string;
  onMonth: (month: string) => void;
}) {
  const sheet = useMonthSheet(klass.id, month);
  const today = useSchoolToday();
  const fields = serverFieldErrors(sheet.error);
  const data = sheet.data;
  // What is typed, kept apart from the month asked for: a browser without a month picker shows
  // a text box, whose "2026-1" on the way to "2026-12" is no month yet.
  const [draft, setDraft] = useState({ of: month, text: month });
  if (draft.of !== month) setDraft({ of: month, text: month });

  return (
    <section aria-labelledby="month-heading" className="mt-10">
      <Heading id="month-heading">Month register</Heading>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-56">
          <Field
            label="Month"
            type="month"
            value={draft.text}
            max={thisMonth(today)}
            placeholder="YYYY-MM"
            error={
              fields?.month?.join(' ') ??
              (draft.text && !isMonth(draft.text)
                ? 'Enter the month as year and month, such as 2026-12.'
                : undefined)
            }
            onChange={(e) => {
              const text = e.target.value;
              setDraft({ of: month, text });
              if (isMonth(text)) onMonth(text);
            }}
          />
        </div>
        {data && data.days.length > 0 && data.lines.length > 0 && (
          <DownloadButton
            label={`Download CSV of ${data.class_name}, ${monthLabel(data.month)}`}
            save={() => exportMonth(klass, data.month)}
          />
        )}
      </div>

      {sheet.error ? (
        <Failure
          what={`The register of ${klass.name} for ${monthLabel(month)}`}
          error={sheet.error}
          shownOnFields={['month']}
          onRetry={() => void sheet.refetch()}
        />
      ) : !data ? (
        <p role="status" className={`mt-3 ${muted}`}>
          Loading the register of {monthLabel(month)}…
        </p>
      ) : data.lines.length === 0 ? (
        <p className={`mt-3 ${muted}`}>No student is enrolled in {data.class_name} this session.</p>
      ) : data.days.length === 0 ? (
        <p className={`mt-3 ${muted}`}>
          {monthLabel(data.month)} has had no school day of the term so far: choose another month.
        </p>
      ) : (
        <>
          <p className={`mt-3 text-sm ${muted}`}>
            {data.class_name}, {monthLabel(data.month)}: {count(data.days.length, 'school day')},
            the last {dayInWords(data.days[data.days.length - 1])}.
          </p>
          <Legend />
          <MonthGrid sheet={data} />
        </>
      )}
    </section>
  );
}

export function ClassReport({
  choice,
  onChange,
}: {
  choice: ReportChoice;
  onChange: (changes: Partial<ReportChoice>) => void;
}) {
  const classes = useClassChoices();
  const today = useSchoolToday();
  const month = isMonth(choice.month) ? choice.month : thisMonth(today);
  const klass = classes.data?.find((c) => c.id === choice.classId);

  if (classes.error) {
    return (
      <div role="alert" className={problem}>
        <p>{loadFailure('The classes', classes.error)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-2`}
          onClick={() => void classes.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }

  const options = [
    { value: '', label: classes.data ? 'Choose a class' : 'Loading the classes…' },
    ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];

  return (
    <div>
      <div className="sm:max-w-xs">
        <SelectField
          label="Class"
          options={options}
          value={klass ? klass.id : ''}
          disabled={!classes.data}
          onChange={(e) => onChange({ classId: e.target.value })}
        />
      </div>
      {classes.data && classes.data.length === 0 ? (
        <p className={`mt-4 ${muted}`}>
          There are no classes yet: add them on the Classes screen first.
        </p>
      ) : classes.data && choice.classId && !klass ? (
        <p role="alert" className={problem}>
          That class is not in the school any more: choose another class above.
        </p>
      ) : !klass ? (
        classes.data && (
          <p className={`mt-4 ${muted}`}>
            Choose a class to see each student&rsquo;s attendance over the term so far, or over the
            days you choose, and the class&rsquo;s month as the register book shows it.
          </p>
        )
      ) : (
        <>
          <RangeSummary
            klass={klass}
            from={choice.from}
            to={choice.to}
            onRange={(from, to) => onChange({ from, to })}
          />
          <MonthRegister klass={klass} month={month} onMonth={(m) => onChange({ month: m })} />
        </>
      )}
    </div>
  );
}
