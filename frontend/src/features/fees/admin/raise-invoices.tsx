// Raising a term's invoices (admins holding payments.confirm): for the whole school, a class
// level or a class, with up to three due dates. Students who already have the term's invoice
// keep it; those with nothing to pay get none. The answer counts each.
import { useState, type FormEvent } from 'react';

import { Field } from '@/components/ui/field';
import { SelectField, type Option } from '@/components/ui/select-field';
import { panel, primaryButton } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { useClasses, useGenerate, useLevels, type Generated } from '../api';
import { count } from '../format';
import { fieldProblem, problemText } from '../problems';

type Whom = 'school' | 'level' | 'class';

const WHOM_OPTIONS: Option[] = [
  { value: 'school', label: 'The whole school' },
  { value: 'level', label: 'A class level' },
  { value: 'class', label: 'A class' },
];

const DUE_LABELS = ['First due date', 'Second due date', 'Third due date'];

/** What raising did, in one sentence. */
export function generatedText(done: Generated): string {
  return [
    `${count(done.created, 'invoice', 'invoices')} raised`,
    `${done.existing} already had one`,
    `${done.nothing_to_pay} ${done.nothing_to_pay === 1 ? 'has' : 'have'} nothing to pay`,
  ].join('; ');
}

/** Why the due dates cannot be sent, or null: the first is needed, no gaps, earliest first. */
export function dueDatesProblem(dates: readonly string[]): string | null {
  if (!dates[0]) return 'Give the first due date.';
  const last = dates.reduce((at, d, i) => (d ? i : at), 0);
  if (dates.slice(0, last).some((d) => !d)) {
    return 'Fill the due dates in order: the second before the third.';
  }
  const given = dates.slice(0, last + 1);
  if (given.some((d, i) => i > 0 && d <= given[i - 1])) {
    return 'Give the due dates earliest first, each a different day.';
  }
  return null;
}

export function RaiseInvoices({ termId, termLabel }: { termId: string; termLabel: string }) {
  const generate = useGenerate();
  const classes = useClasses();
  const levels = useLevels();
  const [whom, setWhom] = useState<Whom>('school');
  const [classId, setClassId] = useState('');
  const [levelId, setLevelId] = useState('');
  const [dates, setDates] = useState(['', '', '']);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const classOptions: Option[] = [
    { value: '', label: 'Choose a class' },
    ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  const levelOptions: Option[] = [
    { value: '', label: 'Choose a class level' },
    ...[...(levels.data ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({ value: l.id, label: l.name })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!termId) found.term_id = 'Choose the term to raise invoices for.';
    if (whom === 'class' && !classId) found.class_id = 'Choose the class.';
    if (whom === 'level' && !levelId) found.level_id = 'Choose the class level.';
    const datesProblem = dueDatesProblem(dates);
    if (datesProblem) found.due_dates = datesProblem;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    generate.mutate({
      term_id: termId,
      class_id: whom === 'class' ? classId : null,
      level_id: whom === 'level' ? levelId : null,
      due_dates: dates.filter(Boolean),
    });
  };

  const server = (field: string) =>
    generate.isError ? fieldProblem(generate.error, field) : undefined;
  const serverProblem = generate.isError
    ? problemText(
        generate.error,
        'The invoices may not have been raised. Look at the list below, then try again.',
        ['class_id', 'level_id', 'due_dates'],
      )
    : '';
  const pickerFailure = classes.error ?? levels.error;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="raise-heading"
      className={`${panel} space-y-4`}
    >
      <div>
        <h2 id="raise-heading" className="text-lg font-semibold">
          Raise invoices
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          For {termLabel || 'the chosen term'}: each student is charged the school’s fees for their
          class level and the optional fees chosen for them, less the sibling discount. Students who
          already have this term’s invoice keep it as it is.
        </p>
      </div>
      {pickerFailure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {loadFailure('The classes', pickerFailure)}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Whom"
          options={WHOM_OPTIONS}
          value={whom}
          onChange={(e) => setWhom(e.target.value as Whom)}
        />
        {whom === 'class' && (
          <SelectField
            label="Class"
            options={classOptions}
            value={classId}
            onChange={(e) => setClassId(e.target.value)}
            error={problems.class_id ?? server('class_id')}
          />
        )}
        {whom === 'level' && (
          <SelectField
            label="Class level"
            options={levelOptions}
            value={levelId}
            onChange={(e) => setLevelId(e.target.value)}
            error={problems.level_id ?? server('level_id')}
          />
        )}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">Due dates</legend>
        <p id="due-dates-hint" className="text-sm text-slate-600 dark:text-slate-400">
          The first instalment, or the whole invoice, is due on the first date. Give a second and a
          third date when the school offers payment in two or three instalments.
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          {DUE_LABELS.map((label, i) => (
            <Field
              key={label}
              label={label}
              type="date"
              value={dates[i]}
              required={i === 0}
              onChange={(e) =>
                setDates((prev) => prev.map((d, j) => (j === i ? e.target.value : d)))
              }
            />
          ))}
        </div>
        {(problems.due_dates ?? server('due_dates')) && (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {problems.due_dates ?? server('due_dates')}
          </p>
        )}
      </fieldset>
      {problems.term_id && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problems.term_id}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={generate.isPending}>
          {generate.isPending ? 'Raising invoices…' : 'Raise invoices'}
        </button>
        {generate.isPending && (
          <progress aria-label="Raising invoices" className="w-40">
            Raising invoices
          </progress>
        )}
      </div>
      {serverProblem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {serverProblem}
        </p>
      )}
      {generate.isSuccess && (
        <p
          role="status"
          className="rounded-school bg-green-50 px-3 py-2 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          {generatedText(generate.data)}.
        </p>
      )}
    </form>
  );
}
