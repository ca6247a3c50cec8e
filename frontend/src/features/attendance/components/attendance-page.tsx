// /teacher/attendance and /teacher/attendance/{classId}: a teacher marks a class's register on
// a phone. The class is the one in the address, else the first the teacher teaches; the day is
// `?date=`, else today. Without a class in the address, the teacher's classes today come first
// with their registers' state. Saves made without a connection are kept on the phone and sent
// when it returns (use-saves.ts); the page says what became of each.
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { dayInWords } from '@/lib/dates';
import { loadFailure } from '@/lib/errors';

import { useMyClasses } from '../api';
import { isDate } from '../marks';
import { useAttendanceSaves, type AttendanceSaves } from '../use-saves';
import { RegisterPanel } from './register-panel';
import { TodaysClasses } from './todays-classes';
import { useSchoolToday } from '@/lib/school';

/** The saves kept on this phone, and what became of those sent. */
function KeptSaves({ saves }: { saves: AttendanceSaves }) {
  const { pending, notices, sending, sendNow, dismiss } = saves;
  if (pending.length === 0 && notices.length === 0) return null;
  return (
    <div className="mt-4 space-y-2">
      {pending.length > 0 && (
        <section
          aria-labelledby="kept-heading"
          className="rounded-school bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <h2 id="kept-heading" className="font-semibold">
            Kept on this phone, to be sent when the connection returns
          </h2>
          <ul className="mt-1 text-sm">
            {pending.map((p) => (
              <li key={p.save.idempotency_key}>
                {p.class_name} · {dayInWords(p.save.date)}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            disabled={sending}
            onClick={() => void sendNow()}
          >
            {sending ? 'Sending…' : 'Send now'}
          </button>
        </section>
      )}
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.tone === 'refused' ? 'alert' : 'status'}
          className={`rounded-school flex items-start justify-between gap-3 px-4 py-3 ${
            notice.tone === 'refused'
              ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
              : 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100'
          }`}
        >
          <p>{notice.text}</p>
          <button
            type="button"
            className="shrink-0 text-sm underline"
            onClick={() => dismiss(notice.id)}
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}

export default function AttendancePage() {
  const { classId: inAddress } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const classes = useMyClasses();
  const saves = useAttendanceSaves();
  const asked = search.get('date');
  const today = useSchoolToday();
  const date = isDate(asked) ? asked : today;
  const openDay = (day: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (day === today) next.delete('date');
        else next.set('date', day);
        return next;
      },
      { replace: true },
    );
  const classId = inAddress ?? classes.data?.[0]?.id ?? '';

  let body;
  if (classes.error) {
    body = (
      <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
        {loadFailure('Your classes', classes.error)}
      </p>
    );
  } else if (!classes.data) {
    body = (
      <p role="status" className="mt-4">
        Loading your classes…
      </p>
    );
  } else if (classes.data.length === 0 && !inAddress) {
    body = <p className="mt-4">You teach no class yet, so there is no register for you to mark.</p>;
  } else {
    const known = classes.data.some((c) => c.id === classId);
    const options = [
      ...(known ? [] : [{ value: classId, label: 'A class not among yours' }]),
      ...classes.data.map((c) => ({ value: c.id, label: c.name })),
    ];
    body = (
      <>
        {!inAddress && <TodaysClasses classes={classes.data} />}
        <div className="mt-6 grid gap-3 sm:max-w-xl sm:grid-cols-2">
          <SelectField
            label="Class"
            options={options}
            value={classId}
            onChange={(e) =>
              navigate(
                paths.teacher.classAttendance.getHref(
                  { classId: e.target.value },
                  { date: asked && isDate(asked) ? asked : null },
                ),
              )
            }
          />
          <Field
            label="Day"
            type="date"
            value={date}
            max={today}
            onChange={(e) => {
              if (isDate(e.target.value)) openDay(e.target.value);
            }}
          />
        </div>
        <RegisterPanel classId={classId} date={date} saves={saves} onDay={openDay} />
      </>
    );
  }

  return (
    <section
      // The panel of the other pages, narrower on a phone, where every pixel is the register's.
      className="rounded-school shadow-school border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="attendance-heading"
    >
      <h1 id="attendance-heading" className="text-2xl font-bold">
        Attendance
      </h1>
      <KeptSaves saves={saves} />
      {body}
    </section>
  );
}
