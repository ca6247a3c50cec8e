// /admin/promotion: at the end of a session, moves a class's students into their classes for the
// next session: each is promoted (to the chosen class), repeats (in this class or another) or
// graduates. The new classes apply when that session is made current.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/select-field';
import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';
import type { ClassBody, NamedItem, PromoteResult, SessionBody } from '@/types/register';

import {
  sortClasses,
  useClassLevels,
  useClassStudents,
  useClasses,
  usePromote,
  useSessions,
} from '../api/structure';
import { fullName } from './people-parts';
import { plural } from '@/lib/text';

type Choice = 'promote' | 'repeat' | 'graduate';
const CHOICES: { value: Choice; label: string }[] = [
  { value: 'promote', label: 'Promote' },
  { value: 'repeat', label: 'Repeat' },
  { value: 'graduate', label: 'Graduate' },
];

/**
 * The sessions a class can be promoted into: those after the current one, in the school's order
 * (the server refuses the current one and any before it, whose old classes it would rewrite).
 * None while no session is current.
 */
function laterSessions(sessions: readonly SessionBody[]): SessionBody[] {
  const current = sessions.findIndex((s) => s.is_current);
  return current < 0 ? [] : sessions.slice(current + 1);
}

/** A class of the next level, with the same arm when there is one. */
function nextClass(from: ClassBody, classes: readonly ClassBody[], levels: readonly NamedItem[]) {
  const ordered = [...levels].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((l) => l.id === from.level_id);
  const next = index >= 0 ? ordered[index + 1] : undefined;
  if (!next) return '';
  const candidates = classes.filter((c) => c.level_id === next.id);
  const arm = from.arm.trim().toLowerCase();
  return (candidates.find((c) => c.arm.trim().toLowerCase() === arm) ?? candidates[0])?.id ?? '';
}

/** Whether `from` is in the last level: its students leave the school as graduates. */
function isFinalYear(from: ClassBody, levels: readonly NamedItem[]) {
  if (levels.length === 0) return false;
  const last = levels.reduce((a, b) => (b.position > a.position ? b : a));
  return last.id === from.level_id;
}

export default function PromotionPage() {
  const classes = useClasses();
  const levels = useClassLevels();
  const sessions = useSessions();
  const promote = usePromote();
  const summaryId = useId();

  const [fromId, setFromId] = useState('');
  const [chosenSession, setChosenSession] = useState<string | null>(null);
  const [chosenTarget, setChosenTarget] = useState<string | null>(null);
  const [repeatClassId, setRepeatClassId] = useState('');
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ text: string; counts: PromoteResult } | null>(null);

  const sorted = sortClasses(classes.data ?? [], levels.data ?? []);
  const from = sorted.find((c) => c.id === fromId) ?? null;
  const students = useClassStudents(fromId);
  const roster = students.data ?? [];
  const sessionList = sessions.data ?? [];
  const later = laterSessions(sessionList);
  const toSessionId = chosenSession ?? later[0]?.id ?? '';
  const toSession = later.find((s) => s.id === toSessionId) ?? null;
  const toClassId = chosenTarget ?? (from ? nextClass(from, sorted, levels.data ?? []) : '');
  const toClass = sorted.find((c) => c.id === toClassId) ?? null;
  const repeatClass = sorted.find((c) => c.id === repeatClassId) ?? from;
  const finalYear = from ? isFinalYear(from, levels.data ?? []) : false;

  const choiceOf = (id: string): Choice => choices[id] ?? 'promote';
  const ids = (choice: Choice) => roster.filter((s) => choiceOf(s.id) === choice).map((s) => s.id);
  const promoted = ids('promote').length;
  const repeat = ids('repeat');
  const graduate = ids('graduate');

  const summary = from
    ? `Of ${plural(roster.length, 'student', 'students')}: ` +
      [
        `${promoted} promoted${promoted > 0 && toClass ? ` to ${toClass.name}` : ''}`,
        `${repeat.length} repeating${repeat.length > 0 && repeatClass ? ` in ${repeatClass.name}` : ''}`,
        `${graduate.length} graduating`,
      ].join(', ') +
      '.'
    : '';

  const chooseFrom = (id: string) => {
    setFromId(id);
    setChosenTarget(null);
    setRepeatClassId('');
    setChoices({});
    setProblem(null);
    setResult(null);
  };

  const setAll = (choice: Choice) =>
    setChoices(Object.fromEntries(roster.map((s) => [s.id, choice])));

  const submit = async () => {
    setProblem(null);
    setResult(null);
    if (!from) return setProblem('Choose the class to promote.');
    if (roster.length === 0)
      return setProblem(`${from.name} has no students to promote. Choose another class.`);
    if (!toSession) return setProblem('Choose the session the students move into.');
    if (promoted > 0 && !toClass)
      return setProblem('Choose the class the promoted students move into.');
    if (
      !window.confirm(
        `Promote ${from.name} into ${toSession.name}? ${summary} The new classes apply when ${toSession.name} is made the current session.`,
      )
    )
      return;
    try {
      const counts = await promote.mutateAsync({
        classId: from.id,
        body: {
          to_session_id: toSession.id,
          // Nobody moves up when everyone repeats or graduates: the class itself stands in.
          to_class_id: toClass?.id ?? from.id,
          repeat,
          repeat_class_id: repeatClassId || null,
          graduate,
        },
      });
      setResult({ text: `${from.name} into ${toSession.name}`, counts });
      setChoices({});
    } catch (error) {
      setProblem(errorMessage(error, 'The promotion could not be saved. Try again in a moment.'));
    }
  };

  const loadError = classes.error ?? levels.error ?? sessions.error;
  const classOptions = (placeholder: string) => [
    { value: '', label: placeholder },
    ...sorted.map((c) => ({ value: c.id, label: c.name })),
  ];

  return (
    <section className={panel} aria-labelledby="promotion-heading">
      <h1 id="promotion-heading" className="text-2xl font-bold">
        Promotion
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        At the end of a session, choose for each student of a class whether they move up, repeat or
        graduate. The new classes apply when the next session is made current on the{' '}
        <Link to={paths.admin.sessions.getHref()} className="underline">
          sessions
        </Link>{' '}
        screen.
      </p>

      {loadError && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {loadFailure('The classes or sessions', loadError, 'Reload the page to try again.')}
        </p>
      )}

      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Class to promote"
          value={fromId}
          onChange={(e) => chooseFrom(e.target.value)}
          options={classOptions(classes.isPending ? 'Loading the classes…' : 'Choose a class')}
        />
        <SelectField
          label="Into the session"
          value={toSessionId}
          onChange={(e) => setChosenSession(e.target.value)}
          options={[
            { value: '', label: sessions.isPending ? 'Loading the sessions…' : 'Choose a session' },
            ...later.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <SelectField
          label="Promoted students go to"
          value={toClassId}
          onChange={(e) => setChosenTarget(e.target.value)}
          options={classOptions('Choose a class')}
        />
      </div>
      {sessions.data && !sessionList.some((s) => s.is_current) && (
        <p className="mt-3 text-sm">
          No session is current, so there is no class to promote out of.{' '}
          <Link to={paths.admin.sessions.getHref()} className="underline">
            Make a session current on the sessions screen
          </Link>{' '}
          first.
        </p>
      )}
      {sessions.data && sessionList.some((s) => s.is_current) && later.length === 0 && (
        <p className="mt-3 text-sm">
          There is no session after the current one yet.{' '}
          <Link to={paths.admin.settings.getHref({ tab: 'academic' })} className="underline">
            Add the next session in the settings’ Academic tab
          </Link>{' '}
          first.
        </p>
      )}

      {from && (
        <div className="mt-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 className="text-lg font-semibold">Students of {from.name}</h2>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={secondaryButton} onClick={() => setAll('promote')}>
                Promote all
              </button>
              {finalYear && (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => setAll('graduate')}
                >
                  Graduate all
                </button>
              )}
            </div>
          </div>
          {finalYear && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {from.name} is in the final year: its students usually graduate.
            </p>
          )}
          <DataTable
            caption={`Students of ${from.name}`}
            className="mt-3"
            columns={[
              {
                id: 'admission_number',
                header: 'Admission number',
                sortKey: 'admission_number',
                sortValue: (student) => student.admission_number,
                cell: (student) => student.admission_number,
              },
              {
                id: 'name',
                header: 'Name',
                sortKey: 'last_name',
                sortValue: (student) => `${student.last_name} ${student.first_name}`,
                cell: (student) => fullName(student),
              },
              {
                id: 'next',
                header: 'Next session',
                cell: (student) => (
                  <fieldset>
                    <legend className="sr-only">Next session for {fullName(student)}</legend>
                    <div className="flex flex-wrap gap-4">
                      {CHOICES.map((choice) => (
                        <label key={choice.value} className="flex items-center gap-1.5">
                          <input
                            type="radio"
                            name={`choice-${student.id}`}
                            value={choice.value}
                            checked={choiceOf(student.id) === choice.value}
                            onChange={() => setChoices({ ...choices, [student.id]: choice.value })}
                            className="accent-[var(--school-primary)]"
                          />
                          {choice.label}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ),
              },
            ]}
            rows={students.data ? roster : undefined}
            rowKey={(student) => student.id}
            loadingText="Loading the students…"
            error={students.isError ? loadFailure('The students', students.error) : null}
            onRetry={() => void students.refetch()}
            empty={`${from.name} has no students in the current session.`}
          />

          {repeat.length > 0 && (
            <div className="mt-4 max-w-sm">
              <SelectField
                label="Students who repeat go to"
                value={repeatClassId}
                onChange={(e) => setRepeatClassId(e.target.value)}
                options={[
                  { value: '', label: `${from.name} (this class)` },
                  ...sorted
                    .filter((c) => c.id !== from.id)
                    .map((c) => ({ value: c.id, label: c.name })),
                ]}
              />
            </div>
          )}

          {roster.length > 0 && (
            <p id={summaryId} aria-live="polite" className="mt-4 font-medium">
              {summary}
            </p>
          )}
        </div>
      )}

      {problem && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {result && (
        <div
          role="status"
          className="rounded-school mt-4 bg-green-50 px-4 py-3 text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          <p className="font-semibold">Promotion of {result.text} is saved.</p>
          <p>
            {result.counts.promoted} promoted, {result.counts.repeated} repeated,{' '}
            {result.counts.graduated} graduated.
          </p>
        </div>
      )}

      <button
        type="button"
        className={`${primaryButton} mt-6`}
        disabled={promote.isPending || !from}
        aria-describedby={from && roster.length > 0 ? summaryId : undefined}
        onClick={() => void submit()}
      >
        {promote.isPending ? 'Promoting…' : 'Promote'}
      </button>
    </section>
  );
}
