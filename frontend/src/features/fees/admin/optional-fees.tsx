// The optional fees a student pays in a term (admins holding payments.confirm): the admin finds
// the student, ticks among the school's optional fees (the settings' categories that are not
// mandatory) and saves. Invoices raised afterwards include them; one already raised keeps its
// lines, and a fee is added to it from the invoice's page.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Field } from '@/components/ui/field';
import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { loadFailure } from '@/lib/errors';
import { useSchoolIdentity } from '@/lib/school';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  useFeeCategories,
  useFeeChoices,
  useSessions,
  useSetFeeChoices,
  useStudentSearch,
  type FeeCategory,
  type Student,
} from '../api';
import { formatMoney } from '../format';
import { problemText } from '../problems';

const muted = 'text-slate-600 dark:text-slate-400';
const alertText = 'text-sm text-red-700 dark:text-red-400';

/** The school's optional fees: the categories not mandatory (a category is mandatory unless said). */
export function optionalFees(categories: readonly FeeCategory[]): FeeCategory[] {
  return categories.filter((c) => c.mandatory === false);
}

/**
 * What `fee` charges a student of `levelId` in the term numbered `termNumber` (1 is a session's
 * first; null when unknown), as raising an invoice reckons it: a number of minor units, or why
 * nothing.
 */
export function chargeFor(
  fee: FeeCategory,
  levelId: string | null | undefined,
  termNumber: number | null,
): number | 'not-this-term' | 'not-this-level' {
  if (termNumber !== null && fee.terms?.length && !fee.terms.includes(termNumber)) {
    return 'not-this-term';
  }
  const amount = (levelId ? fee.levelAmounts?.[levelId] : undefined) ?? fee.amount;
  return amount > 0 ? amount : 'not-this-level';
}

const NOTHING: Record<'not-this-term' | 'not-this-level', string> = {
  'not-this-term': 'Not charged this term',
  'not-this-level': 'Not charged for their class level',
};

function studentName(student: Student): string {
  return `${student.first_name} ${student.last_name}`;
}

function StudentFacts({ student }: { student: Student }) {
  return (
    <span className={muted}>
      {student.admission_number}
      {student.class_name ? ` · ${student.class_name}` : ''}
    </span>
  );
}

/** A search box over the students, by name or admission number; a tap chooses one. */
function StudentFinder({ onChoose }: { onChoose: (student: Student) => void }) {
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), 300);
  const found = useStudentSearch(typed);
  return (
    <div>
      <Field
        label="Find a student (name or admission number)"
        type="search"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {found.error && (
        <p role="alert" className={`mt-2 ${alertText}`}>
          {loadFailure('The students', found.error)}
        </p>
      )}
      {text.trim().length >= 2 && typed.length >= 2 && found.data && (
        <ul
          aria-label="Students found"
          className="mt-2 divide-y divide-slate-100 dark:divide-slate-800"
        >
          {found.data.length === 0 && (
            <li className="py-2 text-sm">No student matches “{typed}”.</li>
          )}
          {found.data.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="w-full py-3 text-left hover:underline"
                onClick={() => {
                  onChoose(s);
                  setText('');
                }}
              >
                {studentName(s)} <StudentFacts student={s} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The ticks of one student in one term, as saved, to change and save again. */
function ChoicesForm({
  student,
  termId,
  termLabel,
  termNumber,
  fees,
  saved,
}: {
  student: Student;
  termId: string;
  termLabel: string;
  termNumber: number | null;
  fees: readonly FeeCategory[];
  /** The ids saved for the student in the term. */
  saved: readonly string[];
}) {
  const { currency } = useSchoolIdentity();
  const save = useSetFeeChoices();
  const baseId = useId();
  const [ticked, setTicked] = useState(() => new Set(saved));
  // Ids saved once that are no longer optional fees: saving leaves them out.
  const gone = saved.filter((id) => !fees.some((f) => f.id === id));

  const toggle = (id: string, on: boolean) => {
    if (!save.isIdle) save.reset();
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      student_id: student.id,
      term_id: termId,
      category_ids: fees.filter((f) => ticked.has(f.id)).map((f) => f.id),
    });
  };

  const name = studentName(student);
  return (
    <form noValidate onSubmit={submit} aria-label={`Optional fees of ${name}`} className="mt-4">
      <fieldset disabled={save.isPending}>
        <legend className="text-sm font-semibold">
          What {name} pays in {termLabel || 'the chosen term'}
        </legend>
        <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
          {fees.map((fee, index) => {
            const charge = chargeFor(fee, student.level_id, termNumber);
            const id = `${baseId}-${index}`;
            return (
              <li key={fee.id} className="flex items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={ticked.has(fee.id)}
                  onChange={(e) => toggle(fee.id, e.target.checked)}
                  aria-describedby={`${id}-amount`}
                  className="size-5 shrink-0 accent-[var(--school-primary)]"
                />
                <label htmlFor={id} className="min-w-0 flex-1 py-3">
                  {fee.name}
                </label>
                <span
                  id={`${id}-amount`}
                  className={
                    typeof charge === 'number'
                      ? 'text-right whitespace-nowrap tabular-nums'
                      : `text-right text-sm ${muted}`
                  }
                >
                  {typeof charge === 'number' ? formatMoney(charge, currency) : NOTHING[charge]}
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {gone.length > 0 && (
        <p className={`mt-2 text-sm ${muted}`}>
          Chosen before but no longer an optional fee in the settings:{' '}
          {gone.map((id) => `“${id}”`).join(', ')}. Saving leaves{' '}
          {gone.length === 1 ? 'it' : 'them'} out.
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={`${primaryButton} w-full sm:w-auto`}
          disabled={save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        {save.isSuccess && (
          <p role="status" className="text-sm text-green-800 dark:text-green-300">
            Saved.
          </p>
        )}
      </div>
      {save.isError && (
        <p role="alert" className={`mt-2 ${alertText}`}>
          {problemText(
            save.error,
            'The optional fees may not have been saved. Check your connection, then try again.',
          )}
        </p>
      )}
    </form>
  );
}

/** Loads the student's choices in the term, then shows them to change. */
function StudentChoices(props: {
  student: Student;
  termId: string;
  termLabel: string;
  termNumber: number | null;
  fees: readonly FeeCategory[];
}) {
  const choices = useFeeChoices(props.student.id, props.termId);
  if (choices.error) {
    return (
      <div role="alert" className={`mt-4 ${alertText}`}>
        <p>{loadFailure('The student’s optional fees', choices.error)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-2`}
          onClick={() => void choices.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!choices.data) {
    return (
      <p role="status" className="mt-4 text-sm">
        Loading the student’s optional fees…
      </p>
    );
  }
  return <ChoicesForm {...props} saved={choices.data.category_ids} />;
}

export function OptionalFees({ termId, termLabel }: { termId: string; termLabel: string }) {
  const categories = useFeeCategories();
  const sessions = useSessions();
  const [student, setStudent] = useState<Student | null>(null);
  const term = (sessions.data ?? []).flatMap((s) => s.terms).find((t) => t.id === termId);
  const termNumber = term ? term.position + 1 : null;

  let body;
  if (categories.error) {
    body = (
      <div role="alert" className={alertText}>
        <p>{loadFailure('The school’s fees', categories.error)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-2`}
          onClick={() => void categories.refetch()}
        >
          Try again
        </button>
      </div>
    );
  } else if (!categories.data) {
    body = (
      <p role="status" className="text-sm">
        Loading the school’s fees…
      </p>
    );
  } else if (optionalFees(categories.data).length === 0) {
    body = (
      <p className="text-sm">
        The school has no optional fees: every fee in the settings is charged to every student. To
        offer one, such as the school bus, add it on the{' '}
        <Link to={paths.admin.settings.getHref({ tab: 'payments' })} className="underline">
          Payments tab of the settings
        </Link>{' '}
        and leave it not mandatory.
      </p>
    );
  } else if (!termId) {
    body = <p className="text-sm">Choose a term.</p>;
  } else {
    body = (
      <>
        <StudentFinder onChoose={setStudent} />
        {student ? (
          <>
            <p className="mt-4">
              <span className="font-medium">{studentName(student)}</span>{' '}
              <StudentFacts student={student} />
            </p>
            <StudentChoices
              key={`${student.id}:${termId}`}
              student={student}
              termId={termId}
              termLabel={termLabel}
              termNumber={termNumber}
              fees={optionalFees(categories.data)}
            />
          </>
        ) : (
          <p className={`mt-3 text-sm ${muted}`}>Find a student to tick their optional fees.</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="optional-fees-heading" className={`${panel} space-y-4`}>
      <div>
        <h2 id="optional-fees-heading" className="text-lg font-semibold">
          Optional fees
        </h2>
        <p className={`mt-1 text-sm ${muted}`}>
          Invoices raised after this include the fees ticked here; an invoice already raised does
          not change — add a fee to it from the invoice’s page.
        </p>
      </div>
      <div>{body}</div>
    </section>
  );
}
