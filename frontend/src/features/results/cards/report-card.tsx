// A student's report card as the school prints it (decisions/021): the school's letterhead, the
// student, a line per subject (each CA component, the exam, the total, grade, remark, position
// and the subject's class average, highest and lowest; on the session's last term each earlier
// term's total and the cumulative figures), the term's summary ("Nth of N", the class average,
// days present of days open), the ratings, the comments and when the next term begins. It fits
// one A4 page in print: the browser's "Save as PDF" makes the file, one card per page.
import { dateInWords } from '@/lib/dates';
import { useSchoolIdentity } from '@/lib/school';

import type { CardSubject, Rating, ReportCard } from '../cards-api';
import {
  RATING_WORDS,
  attendanceText,
  figure,
  ordinal,
  positionText,
  termTitle,
  ruledCells,
} from './format';

const { cell, head, num } = ruledCells('print:px-1 print:py-0.5');

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 uppercase dark:text-slate-400 print:text-slate-700">
        {label}
      </dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function SubjectsTable({ card }: { card: ReportCard }) {
  const cumulative = card.earlier_terms.length > 0;
  const row = (s: CardSubject) => (
    <tr key={s.subject}>
      <th scope="row" className={`${cell} text-left font-medium`}>
        {s.subject}
      </th>
      {card.components.map((c, i) => (
        <td key={c.name} className={num}>
          {figure(s.ca[i])}
        </td>
      ))}
      <td className={num}>{figure(s.exam)}</td>
      <td className={`${num} font-semibold`}>{figure(s.total)}</td>
      {cumulative &&
        card.earlier_terms.map((t, i) => (
          <td key={t} className={num}>
            {figure(s.earlier[i])}
          </td>
        ))}
      {cumulative && <td className={num}>{figure(s.cumulative)}</td>}
      {cumulative && <td className={num}>{figure(s.cumulative_average)}</td>}
      <td className={`${cell} text-center font-semibold`}>{figure(s.grade)}</td>
      <td className={cell}>{figure(s.remark)}</td>
      <td className={num}>{s.position ? ordinal(s.position) : '—'}</td>
      <td className={num}>{figure(s.average)}</td>
      <td className={num}>{figure(s.highest)}</td>
      <td className={num}>{figure(s.lowest)}</td>
    </tr>
  );
  return (
    // A focusable region, so that a keyboard can scroll the table on a phone.
    <div
      role="region"
      aria-label={`Subjects of ${card.name}`}
      tabIndex={0}
      className="mt-4 scroll-hint relative overflow-x-auto focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none print:overflow-visible"
    >
      <table className="w-full border-collapse text-xs sm:text-sm print:text-[9px]">
        <caption className="sr-only">Subjects</caption>
        <thead>
          <tr>
            <th scope="col" className={`${head} text-left`}>
              Subject
            </th>
            {card.components.map((c) => (
              <th key={c.name} scope="col" className={head}>
                {c.name}
                <span className="block font-normal">({c.max})</span>
              </th>
            ))}
            <th scope="col" className={head}>
              Exam<span className="block font-normal">({card.exam_max})</span>
            </th>
            <th scope="col" className={head}>
              Total
            </th>
            {cumulative &&
              card.earlier_terms.map((t) => (
                <th key={t} scope="col" className={head}>
                  {t}
                </th>
              ))}
            {cumulative && (
              <th scope="col" className={head}>
                Cumulative
              </th>
            )}
            {cumulative && (
              <th scope="col" className={head}>
                Cum. average
              </th>
            )}
            <th scope="col" className={head}>
              Grade
            </th>
            <th scope="col" className={`${head} text-left`}>
              Remark
            </th>
            <th scope="col" className={head}>
              Position
            </th>
            <th scope="col" className={head}>
              Class average
            </th>
            <th scope="col" className={head}>
              Highest
            </th>
            <th scope="col" className={head}>
              Lowest
            </th>
          </tr>
        </thead>
        <tbody>{card.subjects.map(row)}</tbody>
      </table>
    </div>
  );
}

function RatingsTable({ title, ratings }: { title: string; ratings: Rating[] }) {
  if (ratings.length === 0) return null;
  return (
    <table className="w-full border-collapse text-xs sm:text-sm print:text-[10px]">
      <caption className="mb-1 text-left font-semibold">{title}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} text-left`}>
            Trait
          </th>
          <th scope="col" className={head}>
            Rating (1–5)
          </th>
        </tr>
      </thead>
      <tbody>
        {ratings.map((r) => (
          <tr key={r.name}>
            <th scope="row" className={`${cell} text-left font-normal`}>
              {r.name}
            </th>
            <td className={`${cell} text-center`}>
              {r.value ? `${r.value} · ${RATING_WORDS[r.value]}` : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One card; `className` adds the page break when several are printed. */
export function ReportCardView({ card, className = '' }: { card: ReportCard; className?: string }) {
  const school = useSchoolIdentity();
  const affective = card.ratings.filter((r) => r.group === 'affective');
  const psychomotor = card.ratings.filter((r) => r.group === 'psychomotor');
  const contact = [school.address, school.phone, school.email].filter(Boolean).join(' · ');
  return (
    <article
      aria-label={`Report card of ${card.name}, ${termTitle(card)}`}
      className={`report-card rounded-school border border-slate-200 bg-white p-4 text-slate-900 sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 print:rounded-none print:border-0 print:p-0 print:text-black ${className}`}
    >
      <header className="flex items-center gap-4 border-b-2 border-[var(--school-primary)] pb-3 print:border-black">
        {school.logoUrl && (
          <img src={school.logoUrl} alt="" className="size-14 shrink-0 object-contain" />
        )}
        <div className="min-w-0 flex-1 text-center">
          <p className="text-xl font-bold uppercase print:text-lg">{school.name}</p>
          {school.motto && <p className="text-sm italic">{school.motto}</p>}
          {contact && <p className="text-xs">{contact}</p>}
          <h2 className="mt-1 font-semibold">Report card · {termTitle(card)}</h2>
        </div>
        {card.photo_url && (
          <img
            src={card.photo_url}
            alt={`Photo of ${card.name}`}
            className="size-16 shrink-0 rounded object-cover"
          />
        )}
      </header>

      {!card.published && (
        <p className="mt-3 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100 print:border print:border-black print:bg-white print:text-black">
          Not published: families do not see this card yet, and its figures can still change.
        </p>
      )}

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 print:grid-cols-4">
        <Detail label="Name" value={card.name} />
        <Detail label="Admission number" value={card.admission_number} />
        <Detail label="Class" value={card.class_name} />
        <Detail label="Gender" value={figure(card.gender)} />
      </dl>

      <SubjectsTable card={card} />

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 print:grid-cols-6">
        <Detail label="Total" value={figure(card.total)} />
        <Detail label="Average" value={figure(card.average)} />
        <Detail
          label="Overall grade"
          value={card.grade ? `${card.grade}${card.remark ? ` · ${card.remark}` : ''}` : '—'}
        />
        <Detail label="Position in class" value={positionText(card.position, card.out_of)} />
        <Detail label="Class average" value={figure(card.class_average)} />
        <Detail label="Attendance" value={attendanceText(card)} />
      </dl>

      <div className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <RatingsTable title="Behaviour (affective)" ratings={affective} />
        <RatingsTable title="Skills (psychomotor)" ratings={psychomotor} />
      </div>
      {card.ratings.length > 0 && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400 print:text-black">
          5 Excellent · 4 Very good · 3 Good · 2 Fair · 1 Poor
        </p>
      )}

      <div className="mt-4 space-y-3 text-sm">
        <div>
          <h3 className="font-semibold">
            Class teacher’s comment
            {card.class_teacher_name ? ` (${card.class_teacher_name})` : ''}
          </h3>
          <p>{card.class_teacher_comment || '—'}</p>
        </div>
        <div>
          <h3 className="font-semibold">Principal’s comment</h3>
          <p>{card.principal_comment || '—'}</p>
        </div>
      </div>

      <p className="mt-4 text-sm">
        <span className="font-semibold">Next term begins:</span>{' '}
        {dateInWords(card.next_term_begins)}
      </p>
    </article>
  );
}
