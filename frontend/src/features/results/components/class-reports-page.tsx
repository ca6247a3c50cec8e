// /teacher/class-reports: the class teacher's part of the report cards (decisions/021). For each
// class whose class teacher they are: the students' cards in the term chosen, as they stand; a
// student's card with the class teacher's comment and the ratings to write
// (`?class=&student=&term=`); and the class's cards to print, one per A4 page.
import { Link, useSearchParams } from 'react-router-dom';

import { panel } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { loadFailure } from '@/lib/errors';

import { useClassCards, useClassTeacherOf } from '../cards-api';
import { StudentReport } from '../cards/student-report';
import { TermPicker } from './term-picker';

const muted = 'text-slate-600 dark:text-slate-400';
const chip = (current: boolean) =>
  `rounded-school block border px-3 py-1.5 text-sm ${
    current
      ? 'bg-primary border-[var(--school-primary)] font-medium text-white'
      : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
  }`;

function ClassStudents({
  classId,
  term,
  student,
}: {
  classId: string;
  term: string;
  student: string;
}) {
  const cards = useClassCards(classId, term);
  if (cards.error) return <p role="alert">{loadFailure('The students’ cards', cards.error)}</p>;
  if (!cards.data) return <p role="status">Loading the students…</p>;
  if (cards.data.cards.length === 0) {
    return (
      <p>No student of this class has a score in this term yet, so there is no card to write on.</p>
    );
  }
  const written = cards.data.cards.filter((c) => c.class_teacher_comment.trim()).length;
  return (
    <div>
      <p className={`text-sm ${muted}`}>
        {written} of {cards.data.cards.length} cards have your comment.{' '}
        <Link
          className="text-primary dark:text-primary-soft underline"
          to={paths.teacher.classReportsPrint.getHref({ classId }, { term })}
        >
          Print the class’s cards
        </Link>
      </p>
      <nav aria-label="Students" className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {cards.data.cards.map((c) => (
            <li key={c.student_id}>
              <Link
                to={paths.teacher.classReports.getHref({
                  class: classId,
                  student: c.student_id,
                  term,
                })}
                aria-current={c.student_id === student ? 'page' : undefined}
                className={chip(c.student_id === student)}
              >
                {c.name}
                {c.class_teacher_comment.trim() ? ' ✓' : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export default function ClassReportsPage() {
  const [search, setSearch] = useSearchParams();
  const classes = useClassTeacherOf();
  const term = search.get('term') ?? '';
  const student = search.get('student') ?? '';
  const chosenClass = search.get('class') ?? classes.data?.[0]?.id ?? '';

  const chooseTerm = (termId: string) => {
    const next = new URLSearchParams(search);
    if (termId) next.set('term', termId);
    else next.delete('term');
    next.delete('student');
    setSearch(next);
  };

  let body;
  if (classes.error) {
    body = <p role="alert">{loadFailure('Your classes', classes.error)}</p>;
  } else if (!classes.data) {
    body = <p role="status">Loading your classes…</p>;
  } else if (classes.data.length === 0) {
    body = (
      <p>
        You are not the class teacher of any class, so there are no report cards for you to write
        on. Your subjects’ scores are entered under Results.
      </p>
    );
  } else {
    body = (
      <>
        {classes.data.length > 1 && (
          <nav aria-label="Your classes" className="mb-4">
            <ul className="flex flex-wrap gap-2">
              {classes.data.map((c) => (
                <li key={c.id}>
                  <Link
                    to={paths.teacher.classReports.getHref({ class: c.id, term })}
                    aria-current={c.id === chosenClass ? 'page' : undefined}
                    className={chip(c.id === chosenClass)}
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ClassStudents classId={chosenClass} term={term} student={student} />
        {student && (
          <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
            <StudentReport key={student} studentId={student} editable canPrincipal={false} />
          </div>
        )}
      </>
    );
  }

  return (
    <section
      className={`${panel} print:border-0 print:p-0 print:shadow-none`}
      aria-labelledby="class-reports-heading"
    >
      <div className="print:hidden">
        <h1 id="class-reports-heading" className="text-2xl font-bold">
          Class reports
        </h1>
        <p className={`mt-1 text-sm ${muted}`}>
          As class teacher you write each student’s comment and rate their behaviour and skills
          before the class’s results are published.
        </p>
        <div className="mt-4 mb-4 sm:max-w-sm">
          <TermPicker chosen={term} onChoose={chooseTerm} />
        </div>
      </div>
      {body}
    </section>
  );
}
