// The student's and the parent's dashboards: a card for each child (a student's own) with
// today's lessons, the term's attendance, the latest published report card and what is still to
// pay; a parent's family balance with Pay; unread messages. Each figure opens its page.
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { primaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';

import type { ChildFigures, ParentDashboard, StudentDashboard } from '../api';
import { DayNotice, Lessons, muted, percent, Section } from './parts';
import { joined, plural } from '@/lib/text';

type FamilyRole = 'student' | 'parent';

function ChildCard({ c, role, today }: { c: ChildFigures; role: FamilyRole; today: string }) {
  const p = paths[role];
  const marked = c.present + c.absent + c.late + c.excused;
  const result = c.latest_result;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-school shadow-school mt-6 border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {role === 'parent' ? c.name : 'Your day'}
      </h2>
      <p className={`text-sm ${muted}`}>
        {joined(c.class?.name ?? 'Not in a class this session', c.admission_number)}
      </p>
      <div className="mt-3 grid gap-5 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold">Today’s lessons</h3>
          <Lessons
            lessons={c.lessons}
            today={today}
            details={(l) => joined(l.teacher_name, l.room)}
          />
          <Link to={p.timetable.getHref()} className="mt-1 inline-block text-sm underline">
            The week’s timetable
          </Link>
        </div>
        <dl className="grid grid-cols-2 content-start gap-4">
          <div>
            <dt className={`text-sm ${muted}`}>Attendance this term</dt>
            <dd className="text-2xl font-bold">{percent(c.attendance_rate)}</dd>
            <dd className={`text-sm ${muted}`}>
              {marked > 0
                ? `Present on ${c.present + c.late} of the ${plural(marked, 'day')} marked · ${c.absent} absent`
                : 'No day marked yet'}
            </dd>
            {c.days_open > 0 && (
              <dd className={`text-sm ${muted}`}>
                {plural(c.days_open, 'school day')} so far this term
              </dd>
            )}
            <dd>
              <Link
                to={p.attendance.getHref()}
                className="text-sm underline"
                aria-label={`Attendance of ${c.name}`}
              >
                See the days
              </Link>
            </dd>
          </div>
          <div>
            <dt className={`text-sm ${muted}`}>Latest results</dt>
            {result ? (
              <>
                <dd className="text-2xl font-bold">{result.average ?? '—'}</dd>
                <dd className={`text-sm ${muted}`}>
                  {joined(
                    `${result.term_name}, ${result.session_name}`,
                    result.grade && `grade ${result.grade}`,
                    result.position ? `${result.position} of ${result.out_of}` : null,
                  )}
                </dd>
                <dd>
                  <Link
                    to={p.results.getHref({ student: c.student_id, report: result.term_id })}
                    className="text-sm underline"
                    aria-label={`Report card of ${c.name}`}
                  >
                    Open the report card
                  </Link>
                </dd>
              </>
            ) : (
              <dd className={`text-sm ${muted}`}>No report card published yet</dd>
            )}
          </div>
          <div className="col-span-2">
            <dt className={`text-sm ${muted}`}>Fees still to pay</dt>
            {c.balance ? (
              <>
                <dd
                  className={`text-2xl font-bold ${c.balance.balance > 0 ? 'text-red-700 dark:text-red-300' : ''}`}
                >
                  {formatMoney(Math.max(c.balance.balance, 0), c.balance.currency)}
                </dd>
                {c.balance.balance < 0 && (
                  <dd className={`text-sm ${muted}`}>
                    In credit by {formatMoney(-c.balance.balance, c.balance.currency)}
                  </dd>
                )}
              </>
            ) : (
              <dd className={`text-sm ${muted}`}>No fees billed yet</dd>
            )}
          </div>
        </dl>
      </div>
    </section>
  );
}

function Messages({ unread, role }: { unread: number; role: FamilyRole }) {
  return (
    <p className="mt-4 text-sm">
      <Link to={paths[role].messages.getHref()} className="font-medium underline">
        {unread > 0 ? `${plural(unread, 'unread message')}` : 'Messages'}
      </Link>
      {unread === 0 && <span className={muted}> · nothing unread</span>}
    </p>
  );
}

export function StudentDashboardView({ d }: { d: StudentDashboard }) {
  return (
    <>
      <DayNotice term={d.term} closed={d.closed} />
      {d.me ? (
        <ChildCard c={d.me} role="student" today={d.today} />
      ) : (
        <p className={`mt-6 ${muted}`}>
          Your student record is not set up yet. Ask the school office to finish it.
        </p>
      )}
      {d.me?.balance && d.me.balance.balance > 0 && (
        <Link to={paths.student.fees.getHref()} className={`${primaryButton} mt-4 inline-block`}>
          Pay the fees
        </Link>
      )}
      <Messages unread={d.unread_messages} role="student" />
    </>
  );
}

export function ParentDashboardView({ d }: { d: ParentDashboard }) {
  const family = d.family_balance;
  return (
    <>
      <DayNotice term={d.term} closed={d.closed} />
      {family && (
        <Section id="family-fees-heading" title="Family fees">
          <p className="mt-1">
            <span
              className={`text-2xl font-bold ${family.balance > 0 ? 'text-red-700 dark:text-red-300' : ''}`}
            >
              {formatMoney(Math.max(family.balance, 0), family.currency)}
            </span>{' '}
            <span className={`text-sm ${muted}`}>
              {family.balance > 0 ? 'still to pay for your children' : 'nothing to pay'}
            </span>
          </p>
          <Link
            to={paths.parent.fees.getHref()}
            className={`${family.balance > 0 ? primaryButton : 'font-medium underline'} mt-3 inline-block`}
          >
            {family.balance > 0 ? 'Pay' : 'See the invoices and receipts'}
          </Link>
        </Section>
      )}
      {d.children.length === 0 ? (
        <p className={`mt-6 ${muted}`}>
          No children are linked to your account yet. Ask the school office to link them.
        </p>
      ) : (
        d.children.map((c) => <ChildCard key={c.student_id} c={c} role="parent" today={d.today} />)
      )}
      <Messages unread={d.unread_messages} role="parent" />
    </>
  );
}
