// A lesson of a class: one of the subjects the class offers, its teacher (the subject's unless
// another is chosen), the room, the day and the times. The times are picked as a period of the
// school day and the period it runs until (the same or a later one: breaks are never offered,
// but a run may span one), or typed; times that are no run of periods show "Custom times". A new
// lesson may start with a day and times (the class's first free period, or one clicked on its
// week, which then takes the reader to its Subject). Adds a lesson, or changes one by PATCH with only what
// changed. While the form has a day and times, the notice under it names the
// lessons already there for the class, the teacher or the room; a clash the server refuses
// (409) shows as its sentence at the top of the form, and what it refuses about a field shows
// on that field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { loadFailure, serverFieldErrors } from '@/lib/errors';

import {
  useAddLesson,
  useClassSubjects,
  usePatchLesson,
  useSchoolPeriods,
  useTeachers,
  type Lesson,
  type LessonChanges,
  type Weekday,
} from '../api';
import type { Slot } from '../clashes';
import { lessonPeriods, periodLabel, spanOf, spanTimes } from '../periods';
import { WEEKDAYS, dayLabel, timeRange } from '../week';
import { ClashNotice } from './clash-notice';
import { joined } from '@/lib/text';

export type LessonValues = {
  class_subject_id: string;
  /** A teacher's id; empty for the subject's teacher. */
  teacher_id: string;
  weekday: Weekday;
  start_time: string;
  end_time: string;
  room: string;
};
type Key = keyof LessonValues;
const KEYS: readonly string[] = [
  'class_subject_id',
  'teacher_id',
  'weekday',
  'start_time',
  'end_time',
  'room',
];

const EMPTY: LessonValues = {
  class_subject_id: '',
  teacher_id: '',
  weekday: 'monday',
  start_time: '08:00',
  end_time: '08:40',
  room: '',
};

function initial(lesson: Lesson | undefined, slot: Slot | undefined): LessonValues {
  if (!lesson) return { ...EMPTY, ...slot };
  return {
    class_subject_id: lesson.class_subject_id,
    teacher_id: lesson.teacher_id ?? '',
    weekday: lesson.weekday,
    start_time: lesson.start_time,
    end_time: lesson.end_time,
    room: lesson.room,
  };
}

/** The checks made before anything is sent. */
function check(values: LessonValues): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  if (!values.class_subject_id) errors.class_subject_id = 'Choose the subject.';
  if (!values.start_time) errors.start_time = 'Choose when the lesson starts.';
  if (!values.end_time) errors.end_time = 'Choose when the lesson ends.';
  else if (values.start_time && values.end_time <= values.start_time)
    errors.end_time = 'The lesson must end after it starts: choose a later time.';
  return errors;
}

/**
 * What a change sends: only what differs from `start`. A new subject brings its own teacher on
 * the server unless one is named, so a teacher chosen with a new subject is always named; going
 * back to "Subject teacher" names the subject's teacher (`null` when it has none), since a
 * `null` alone would leave the lesson without a teacher.
 */
export function lessonChanges(
  start: LessonValues,
  values: LessonValues,
  subjectTeacher: string | null,
): LessonChanges {
  const body: LessonChanges = {};
  const newSubject = values.class_subject_id !== start.class_subject_id;
  if (newSubject) body.class_subject_id = values.class_subject_id;
  if (values.teacher_id && (newSubject || values.teacher_id !== start.teacher_id))
    body.teacher_id = values.teacher_id;
  else if (!values.teacher_id && !newSubject && start.teacher_id) body.teacher_id = subjectTeacher;
  if (values.weekday !== start.weekday) body.weekday = values.weekday;
  if (values.start_time !== start.start_time) body.start_time = values.start_time;
  if (values.end_time !== start.end_time) body.end_time = values.end_time;
  if (values.room.trim() !== start.room) body.room = values.room.trim();
  return body;
}

export function LessonForm({
  classId,
  lesson,
  slot,
  focusSubject = false,
  onDone,
}: {
  /** The class whose subjects the form offers (the lesson's, when changing one). */
  classId: string;
  /** The lesson to change; a new lesson when not given. */
  lesson?: Lesson;
  /** The day and times a new lesson starts with (the week's first free period, or one clicked). */
  slot?: Slot;
  /** Take the reader to the Subject (a free period was clicked on the week above). */
  focusSubject?: boolean;
  onDone?: () => void;
}) {
  const subjects = useClassSubjects(classId);
  const teachers = useTeachers();
  const template = useSchoolPeriods();
  const add = useAddLesson();
  const patch = usePatchLesson();
  const [start] = useState(() => initial(lesson, slot));
  const [values, setValues] = useState<LessonValues>(start);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const saving = add.isPending || patch.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  const subjectField = useRef<HTMLSelectElement>(null);

  // A form opened from the week above it: take the reader there, to the lesson's heading, or to
  // the Subject of a lesson started in a free period.
  const changing = lesson?.id;
  useEffect(() => {
    if (changing) heading.current?.focus();
    else if (focusSubject) subjectField.current?.focus();
  }, [changing, focusSubject]);

  const set = (key: Key) => (value: string) => {
    setValues((v) => ({
      ...v,
      [key]: value,
      // A new subject brings its own teacher, unless another is chosen after it.
      ...(key === 'class_subject_id' ? { teacher_id: '' } : {}),
    }));
    setProblem(null);
  };

  // The periods a lesson may take, and the run of them the times are, if any.
  const periods = lessonPeriods(template.data ?? []);
  const span = spanOf(periods, values.start_time, values.end_time);
  const takePeriods = (from: number, until: number) => {
    setValues((v) => ({ ...v, ...spanTimes(periods, { from, until }) }));
    setProblem(null);
  };
  // A new first period keeps the run's last one when it is still after it.
  const chooseFrom = (from: number) =>
    takePeriods(from, span && span.until >= from ? span.until : from);
  // A new last period keeps the first one: the run's, else the one the typed start is, else itself.
  const chooseUntil = (until: number) => {
    const first = span?.from ?? periods.findIndex((p) => p.start === values.start_time);
    takePeriods(first >= 0 && first <= until ? first : until, until);
  };
  const custom = span ? [] : [{ value: '', label: 'Custom times' }];
  const periodOptions = (after: number) => [
    ...custom,
    ...periods
      .map((p, i) => ({ value: String(i), label: periodLabel(p) }))
      .filter((_, i) => i >= after),
  ];

  const subject = subjects.data?.find((s) => s.id === values.class_subject_id);
  const subjectTeacher = subject?.teacher_id ?? null;
  // Who would teach the lesson as the form stands: the teacher chosen, else the subject's; a
  // lesson without a teacher left as it is keeps none.
  const teacher =
    values.teacher_id ||
    (lesson && values.class_subject_id === start.class_subject_id && !start.teacher_id
      ? null
      : subjectTeacher);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    try {
      if (lesson) {
        const body = lessonChanges(start, values, subjectTeacher);
        if (Object.keys(body).length > 0) {
          const saved = await patch.mutateAsync({ id: lesson.id, body });
          toast.success(
            `${saved.subject_name} for ${saved.class_name} is on ${dayLabel(saved.weekday)}, ${timeRange(saved)}.`,
          );
        }
        onDone?.();
      } else {
        const made = await add.mutateAsync({
          class_subject_id: values.class_subject_id,
          weekday: values.weekday,
          start_time: values.start_time,
          end_time: values.end_time,
          room: values.room.trim(),
          // Left out, the server makes the subject's teacher teach it.
          ...(values.teacher_id ? { teacher_id: values.teacher_id } : {}),
        });
        toast.success(`${made.subject_name} is on ${dayLabel(made.weekday)}, ${timeRange(made)}.`);
        // The class's next lesson most likely follows this one.
        setValues((v) => ({ ...v, start_time: v.end_time, end_time: '' }));
      }
    } catch (error) {
      const fields = serverFieldErrors(error) ?? {};
      const mine = Object.entries(fields).filter(([key]) => KEYS.includes(key));
      const others = Object.entries(fields).filter(([key]) => !KEYS.includes(key));
      setErrors(Object.fromEntries(mine.map(([key, messages]) => [key, messages.join(' ')])));
      if (mine.length === 0 || others.length > 0)
        setProblem(
          others.length > 0
            ? others.map(([, messages]) => messages.join(' ')).join(' ')
            : errorMessage(error, 'The lesson could not be saved. Try again in a moment.'),
        );
    }
  };

  const subjectOptions = [
    { value: '', label: subjects.isPending ? 'Loading…' : 'Choose a subject' },
    ...(subjects.data ?? []).map((s) => ({
      value: s.id,
      label: joined(s.subject_name, s.teacher_name),
    })),
  ];
  if (lesson && !subjectOptions.some((o) => o.value === lesson.class_subject_id))
    subjectOptions.push({ value: lesson.class_subject_id, label: lesson.subject_name });
  const teacherOptions = [
    {
      value: '',
      label: subject?.teacher_name
        ? `Subject teacher (${subject.teacher_name})`
        : 'Subject teacher',
    },
    ...(teachers.data ?? []).map((t) => ({ value: t.id, label: `${t.first_name} ${t.last_name}` })),
  ];
  // A lesson's teacher who is not among the active teachers still shows.
  if (lesson?.teacher_id && !teacherOptions.some((o) => o.value === lesson.teacher_id))
    teacherOptions.push({ value: lesson.teacher_id, label: lesson.teacher_name ?? '' });

  const id = lesson ? `edit-lesson-${lesson.id}` : 'add-lesson';
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="print:hidden">
      <h2
        id={`${id}-heading`}
        ref={heading}
        tabIndex={lesson ? -1 : undefined}
        className="text-lg font-semibold focus:outline-none"
      >
        {lesson
          ? `Change ${lesson.subject_name} for ${lesson.class_name}, ${dayLabel(lesson.weekday)} ${timeRange(lesson)}`
          : 'Add a lesson'}
      </h2>
      {problem && (
        <p
          role="alert"
          className="rounded-school mt-2 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {problem}
        </p>
      )}
      {subjects.error && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-400">
          {loadFailure('The class’s subjects', subjects.error)}
        </p>
      )}
      {template.error && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {loadFailure('The school day’s periods', template.error, 'Type the times instead.')}
        </p>
      )}
      <div className="mt-2 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          ref={subjectField}
          label="Subject"
          options={subjectOptions}
          value={values.class_subject_id}
          onChange={(e) => set('class_subject_id')(e.target.value)}
          error={errors.class_subject_id}
        />
        <SelectField
          label="Teacher"
          options={teacherOptions}
          value={values.teacher_id}
          onChange={(e) => set('teacher_id')(e.target.value)}
          error={errors.teacher_id}
        />
        <Field
          label="Room (optional)"
          value={values.room}
          onChange={(e) => set('room')(e.target.value)}
          error={errors.room}
        />
        <SelectField
          label="Day"
          options={WEEKDAYS}
          value={values.weekday}
          onChange={(e) => set('weekday')(e.target.value)}
          error={errors.weekday}
        />
        {periods.length > 0 && (
          <>
            <SelectField
              label="Period"
              options={periodOptions(0)}
              value={span ? String(span.from) : ''}
              onChange={(e) => e.target.value && chooseFrom(Number(e.target.value))}
            />
            <SelectField
              label="Until"
              options={periodOptions(span?.from ?? 0)}
              value={span ? String(span.until) : ''}
              onChange={(e) => e.target.value && chooseUntil(Number(e.target.value))}
            />
          </>
        )}
        <Field
          label="Starts"
          type="time"
          value={values.start_time}
          onChange={(e) => set('start_time')(e.target.value)}
          error={errors.start_time}
        />
        <Field
          label="Ends"
          type="time"
          value={values.end_time}
          onChange={(e) => set('end_time')(e.target.value)}
          error={errors.end_time}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* Changing a lesson back to "Subject teacher" needs to know who that is. */}
        <button
          type="submit"
          className={primaryButton}
          disabled={saving || (Boolean(lesson) && !subjects.data)}
        >
          {saving ? 'Saving…' : lesson ? 'Save changes' : 'Add lesson'}
        </button>
        {lesson && onDone && (
          <button type="button" className={secondaryButton} onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
      <ClashNotice
        slot={values}
        classId={classId}
        teacherId={teacher}
        room={values.room}
        except={lesson?.id}
      />
    </form>
  );
}
