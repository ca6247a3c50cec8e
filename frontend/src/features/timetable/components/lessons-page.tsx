// /admin/lessons: the term's timetable as a week, shown by class (with Add a lesson under it),
// by teacher (the lessons they teach, in any class) or by room (typed, or picked from the rooms
// the term's lessons use); the choice is in the address (`?class=`, `?teacher=`, `?room=`), so
// a view can be shared and reloaded. Every lesson has Edit, which opens its form under the week
// (saved by PATCH with only what changed), and Remove. A class's week lists under each day the
// school day's periods no lesson takes; clicking one fills Add a lesson with that day and
// period and takes the reader to its Subject. While a form has a day and times, a
// notice under it names the lessons already there then for the class, the teacher or the room;
// the server still refuses a clash on save, with a sentence naming the lesson already there,
// which shows at the top of the form as it is. On paper the week fills one page, without the
// choices, forms and buttons; on a phone it is a list of days.
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { panel, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  useClasses,
  useLessonPage,
  useLessons,
  useRemoveLesson,
  useSchoolPeriods,
  useTeachers,
  type Lesson,
  type LessonParams,
} from '../api';
import type { Slot } from '../clashes';
import { firstFreeSlot, lessonPeriods } from '../periods';
import { dayLabel, roomsOf } from '../week';
import { LessonForm } from './lesson-form';
import { WeekView } from './week-view';
import { joined } from '@/lib/text';

type Show = 'class' | 'teacher' | 'room';
const SHOWS: readonly { value: Show; label: string }[] = [
  { value: 'class', label: 'By class' },
  { value: 'teacher', label: 'By teacher' },
  { value: 'room', label: 'By room' },
];

const muted = 'text-slate-600 dark:text-slate-400';
const choices = 'mt-4 grid items-start gap-3 sm:grid-cols-2 lg:max-w-2xl print:hidden';

/**
 * One week (a class's, a teacher's or a room's) with Edit and Remove on every lesson, and the
 * form under it: the lesson being changed, else Add a lesson when the week is a class's, which a
 * free period clicked on the week fills.
 */
function Week({
  filter,
  title,
  details,
  addTo,
  namesClass = false,
}: {
  filter: LessonParams;
  /** What the week is of, printed above it. */
  title: string;
  details: (lesson: Lesson) => string;
  /** The class a new lesson is for; no Add a lesson without one. */
  addTo?: string;
  /** Whether the buttons name each lesson's class (the week mixes classes). */
  namesClass?: boolean;
}) {
  const lessons = useLessons(filter);
  const remove = useRemoveLesson();
  const template = useSchoolPeriods(Boolean(addTo));
  const [editing, setEditing] = useState<Lesson | null>(null);
  // The free period last clicked, counted, so that each click starts the form afresh.
  const [picked, setPicked] = useState<{ slot: Slot; count: number } | null>(null);
  const periods = addTo ? lessonPeriods(template.data ?? []) : [];
  const firstFree =
    lessons.data && periods.length > 0 ? firstFreeSlot(periods, lessons.data) : null;
  const what = (l: Lesson) =>
    `${namesClass ? `${l.class_name} ` : ''}${l.subject_name} on ${dayLabel(l.weekday)} at ${l.start_time}`;

  let week;
  if (lessons.error) week = <p role="alert">{loadFailure('The lessons', lessons.error)}</p>;
  else if (!lessons.data) week = <p role="status">Loading the timetable…</p>;
  else
    week = (
      <WeekView
        lessons={lessons.data}
        details={details}
        current={editing?.id}
        free={
          periods.length > 0
            ? {
                periods,
                onPick: (weekday, period) => {
                  setEditing(null);
                  setPicked((p) => ({
                    slot: { weekday, start_time: period.start, end_time: period.end },
                    count: (p?.count ?? 0) + 1,
                  }));
                },
              }
            : undefined
        }
        actions={(l) => (
          <div className="flex gap-3">
            <button
              type="button"
              className="text-xs underline"
              aria-label={`Edit ${what(l)}`}
              aria-expanded={editing?.id === l.id}
              onClick={() => {
                setEditing(editing?.id === l.id ? null : l);
                // Add a lesson comes back afresh (at the week's first free period) once the
                // lesson is done with.
                setPicked(null);
              }}
            >
              Edit
            </button>
            <button
              type="button"
              className="text-xs underline"
              aria-label={`Remove ${what(l)}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(l.id, {
                  onSuccess: () => setEditing((e) => (e?.id === l.id ? null : e)),
                  onError: (error) =>
                    toast.error(errorMessage(error, 'The lesson could not be removed. Try again.')),
                })
              }
            >
              Remove
            </button>
          </div>
        )}
      />
    );

  let form: ReactNode = null;
  if (editing)
    form = (
      <LessonForm
        key={editing.id}
        classId={editing.class_id}
        lesson={editing}
        onDone={() => setEditing(null)}
      />
    );
  // Add a lesson waits for the week (to start in its first free period); if the week cannot be
  // read, the form still shows, at the day's first period.
  else if (addTo && ((!lessons.data && !lessons.error) || template.isPending)) form = null;
  else if (addTo) {
    // Unless a free period was clicked, a new lesson starts in the week's first free one (so the
    // form waits for the week), or at the day's start when the week is full. Once added, the
    // form itself moves on to the period after (lesson-form.tsx).
    form = (
      <LessonForm
        key={`${addTo}-${picked?.count ?? 0}`}
        classId={addTo}
        slot={picked?.slot ?? firstFree ?? undefined}
        focusSubject={Boolean(picked)}
      />
    );
  } else
    form = (
      <p className={muted}>
        Lessons are added to a class’s week: choose By class above to add one.
      </p>
    );

  return (
    <>
      <p className="mt-4 hidden text-lg font-semibold print:block">{title}</p>
      {periods.length > 0 && lessons.data && (
        <p className={`mt-4 text-sm ${muted} print:hidden`}>
          {firstFree
            ? 'Under each day are its free periods: choose one to add a lesson there.'
            : 'Every period of the week has a lesson: to add one, change or remove a lesson first, or add it at custom times.'}
        </p>
      )}
      <div className="mt-6">{week}</div>
      <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700 print:hidden">
        {form}
      </div>
    </>
  );
}

function ClassWeek({
  showChoice,
  wanted,
  onChoose,
}: {
  showChoice: ReactNode;
  wanted: string;
  onChoose: (id: string) => void;
}) {
  const classes = useClasses();
  const list = classes.data ?? [];
  const chosen = list.find((c) => c.id === wanted) ?? list[0];

  let body;
  if (classes.error)
    body = (
      <p role="alert" className="mt-4">
        {loadFailure('The classes', classes.error)}
      </p>
    );
  else if (!classes.data)
    body = (
      <p role="status" className="mt-6">
        Loading the timetable…
      </p>
    );
  else if (!chosen)
    body = (
      <p className={`mt-6 ${muted}`}>
        There are no classes yet. Add them on the{' '}
        <Link to={paths.admin.classes.getHref()} className="underline">
          classes
        </Link>{' '}
        screen, then build their weeks here.
      </p>
    );
  else
    body = (
      <>
        {wanted && chosen.id !== wanted && (
          <p className="mt-4 text-amber-800 dark:text-amber-300 print:hidden">
            The class asked for is not in the list, so the first class is shown.
          </p>
        )}
        <Week
          key={chosen.id}
          filter={{ class_id: chosen.id }}
          title={chosen.name}
          details={(l) => joined(l.teacher_name, l.room)}
          addTo={chosen.id}
        />
      </>
    );

  return (
    <>
      <div className={choices}>
        {showChoice}
        <SelectField
          label="Class"
          options={list.map((c) => ({ value: c.id, label: c.name }))}
          value={chosen?.id ?? ''}
          onChange={(e) => onChoose(e.target.value)}
        />
      </div>
      {body}
    </>
  );
}

function TeacherWeek({
  showChoice,
  wanted,
  onChoose,
}: {
  showChoice: ReactNode;
  wanted: string;
  onChoose: (id: string) => void;
}) {
  const teachers = useTeachers();
  const chosen = teachers.data?.find((t) => t.id === wanted);

  let body;
  if (teachers.error)
    body = (
      <p role="alert" className="mt-4">
        {loadFailure('The teachers', teachers.error)}
      </p>
    );
  else if (chosen)
    body = (
      <Week
        key={chosen.id}
        filter={{ teacher_id: chosen.id }}
        title={`${chosen.first_name} ${chosen.last_name}`}
        details={(l) => joined(l.class_name, l.room)}
        namesClass
      />
    );
  else if (!teachers.data)
    body = (
      <p role="status" className="mt-6">
        Loading the timetable…
      </p>
    );
  else
    body = (
      <p className={`mt-6 ${muted}`}>
        {wanted
          ? 'The teacher asked for is not among the active teachers: choose one to see their week.'
          : 'Choose a teacher to see their week: the lessons they teach, in every class.'}
      </p>
    );

  return (
    <>
      <div className={choices}>
        {showChoice}
        <SelectField
          label="Teacher"
          options={[
            { value: '', label: teachers.isPending ? 'Loading…' : 'Choose a teacher' },
            ...(teachers.data ?? []).map((t) => ({
              value: t.id,
              label: `${t.first_name} ${t.last_name}`,
            })),
          ]}
          value={chosen?.id ?? ''}
          onChange={(e) => onChoose(e.target.value)}
        />
      </div>
      {body}
    </>
  );
}

function RoomWeek({
  showChoice,
  room,
  onType,
}: {
  showChoice: ReactNode;
  room: string;
  onType: (room: string) => void;
}) {
  const known = useLessonPage();
  const listId = useId();
  const typed = useDebouncedValue(room.trim());
  const seen = known.data?.results ?? [];
  const rooms = roomsOf(seen);

  let about = null;
  if (known.error)
    about = loadFailure('The rooms in use', known.error, 'You can still type a room.');
  else if (known.data && known.data.count > seen.length)
    about = `The rooms to pick from are those of the first ${seen.length} of the term’s ${known.data.count} lessons: a room only the others use is not listed, but you can type it.`;
  else if (known.data && rooms.length === 0)
    about = 'No lesson names a room yet: each is in its class’s own room.';

  return (
    <>
      <div className={choices}>
        {showChoice}
        <div>
          <Field
            label="Room"
            list={listId}
            autoComplete="off"
            placeholder={rooms[0] ? `Such as ${rooms[0]}` : undefined}
            value={room}
            onChange={(e) => onType(e.target.value)}
          />
          <datalist id={listId}>
            {rooms.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
        </div>
      </div>
      {about && <p className={`mt-2 text-sm ${muted} print:hidden`}>{about}</p>}
      {typed ? (
        <Week
          key={typed.toLowerCase()}
          filter={{ room: typed }}
          title={typed}
          details={(l) => joined(l.class_name, l.teacher_name)}
          namesClass
        />
      ) : (
        <p className={`mt-6 ${muted}`}>
          Type a room, or pick one the timetable uses, to see its week.
        </p>
      )}
    </>
  );
}

export default function LessonsPage() {
  const [params, setParams] = useSearchParams();
  const show: Show = params.has('teacher') ? 'teacher' : params.has('room') ? 'room' : 'class';
  const choose = (key: Show, value: string) => setParams({ [key]: value }, { replace: true });

  const showChoice = (
    <SelectField
      label="Show"
      options={SHOWS}
      value={show}
      onChange={(e) => {
        const next = e.target.value as Show;
        // A class's week is the first class's until one is chosen.
        setParams(next === 'class' ? {} : { [next]: '' }, { replace: true });
      }}
    />
  );

  let view;
  if (show === 'teacher')
    view = (
      <TeacherWeek
        showChoice={showChoice}
        wanted={params.get('teacher') ?? ''}
        onChoose={(id) => choose('teacher', id)}
      />
    );
  else if (show === 'room')
    view = (
      <RoomWeek
        showChoice={showChoice}
        room={params.get('room') ?? ''}
        onType={(room) => choose('room', room)}
      />
    );
  else
    view = (
      <ClassWeek
        showChoice={showChoice}
        wanted={params.get('class') ?? ''}
        onChoose={(id) => choose('class', id)}
      />
    );

  return (
    <section className={panel} aria-labelledby="lessons-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="lessons-heading" className="text-2xl font-bold">
          Timetable
        </h1>
        <button
          type="button"
          className={`${secondaryButton} print:hidden`}
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>
      {view}
    </section>
  );
}
