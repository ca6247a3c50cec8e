// A paper of an exam: a class's subject (picked as the timetable picks it: the class, then one
// of the subjects it offers), a date within the exam's dates, the times, the room and the
// invigilator, who is the subject's teacher unless another is chosen. A clash the server refuses
// (409: the class, the invigilator or the room already busy) shows as its sentence at the top of
// the form; what it refuses about a field shows on that field.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { dayInWords } from '@/lib/dates';
import { serverFieldErrors } from '@/lib/errors';

import {
  useAddPaper,
  useClassSubjects,
  useClasses,
  usePatchPaper,
  useTeachers,
  type Exam,
  type ExamPaper,
  type PaperChanges,
} from '../api';
import { timeRange } from '../schedule';
import { joined } from '@/lib/text';

type Values = {
  class_id: string;
  class_subject_id: string;
  date: string;
  start_time: string;
  end_time: string;
  room: string;
  /** A teacher's id; empty for the subject's teacher. */
  invigilator_id: string;
};
type Key = keyof Values;
const FIELDS: readonly string[] = [
  'class_subject_id',
  'date',
  'start_time',
  'end_time',
  'room',
  'invigilator_id',
];

function check(values: Values): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  if (!values.class_id) errors.class_id = 'Choose the class.';
  if (!values.class_subject_id) errors.class_subject_id = 'Choose the subject.';
  if (!values.date) errors.date = 'Choose the day of the paper.';
  if (!values.start_time) errors.start_time = 'Choose when the paper starts.';
  if (!values.end_time) errors.end_time = 'Choose when the paper ends.';
  else if (values.start_time && values.end_time <= values.start_time)
    errors.end_time = 'The paper must end after it starts: choose a later time.';
  return errors;
}

function initial(exam: Exam, paper: ExamPaper | undefined, classId: string): Values {
  if (paper)
    return {
      class_id: paper.class_id,
      class_subject_id: paper.class_subject_id,
      date: paper.date,
      start_time: paper.start_time,
      end_time: paper.end_time,
      room: paper.room ?? '',
      invigilator_id: paper.invigilator_id ?? '',
    };
  return {
    class_id: classId,
    class_subject_id: '',
    date: exam.start_date,
    start_time: '09:00',
    end_time: '11:00',
    room: '',
    invigilator_id: '',
  };
}

export function PaperForm({
  exam,
  paper,
  classId = '',
  onDone,
}: {
  exam: Exam;
  /** The paper to change; a new paper when not given. */
  paper?: ExamPaper;
  /** The class a new paper is for at first (the page's class filter). */
  classId?: string;
  onDone?: () => void;
}) {
  const classes = useClasses();
  const teachers = useTeachers();
  const add = useAddPaper();
  const patch = usePatchPaper();
  const [start] = useState(() => initial(exam, paper, classId));
  const [values, setValues] = useState<Values>(start);
  const subjects = useClassSubjects(values.class_id);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const saving = add.isPending || patch.isPending;

  const set = (key: Key) => (value: string) => {
    setValues((v) => ({
      ...v,
      [key]: value,
      // Another class offers other subjects.
      ...(key === 'class_id' ? { class_subject_id: '' } : {}),
    }));
    setProblem(null);
  };

  /** The teacher "Subject teacher" stands for, when the subject has one. */
  const subjectTeacher = () =>
    subjects.data?.find((s) => s.id === values.class_subject_id)?.teacher_id ?? null;

  const changes = (): PaperChanges => {
    const body: PaperChanges = {};
    if (values.class_subject_id !== start.class_subject_id)
      body.class_subject_id = values.class_subject_id;
    if (values.date !== start.date) body.date = values.date;
    if (values.start_time !== start.start_time) body.start_time = values.start_time;
    if (values.end_time !== start.end_time) body.end_time = values.end_time;
    if (values.room.trim() !== start.room) body.room = values.room.trim();
    if (values.invigilator_id !== start.invigilator_id)
      body.invigilator_id = values.invigilator_id || subjectTeacher();
    return body;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    try {
      if (paper) {
        const body = changes();
        if (Object.keys(body).length > 0) {
          const saved = await patch.mutateAsync({ id: paper.id, body });
          toast.success(
            `${saved.subject_name} for ${saved.class_name} is on ${dayInWords(saved.date)}, ${timeRange(saved)}.`,
          );
        }
        onDone?.();
      } else {
        const made = await add.mutateAsync({
          exam_id: exam.id,
          class_subject_id: values.class_subject_id,
          date: values.date,
          start_time: values.start_time,
          end_time: values.end_time,
          room: values.room.trim(),
          // Left out, the server makes the subject's teacher the invigilator.
          ...(values.invigilator_id ? { invigilator_id: values.invigilator_id } : {}),
        });
        toast.success(
          `${made.subject_name} for ${made.class_name} is on ${dayInWords(made.date)}, ${timeRange(made)}.`,
        );
        // The class's next paper is most likely the same day, after this one.
        setValues((v) => ({
          ...v,
          class_subject_id: '',
          start_time: v.end_time,
          end_time: '',
          invigilator_id: '',
        }));
      }
    } catch (error) {
      const fields = serverFieldErrors(error) ?? {};
      const mine = Object.entries(fields).filter(([key]) => FIELDS.includes(key));
      const others = Object.entries(fields).filter(([key]) => !FIELDS.includes(key));
      setErrors(Object.fromEntries(mine.map(([key, messages]) => [key, messages.join(' ')])));
      if (mine.length === 0 || others.length > 0)
        setProblem(
          others.length > 0
            ? others.map(([, messages]) => messages.join(' ')).join(' ')
            : errorMessage(error, 'The paper could not be saved. Try again in a moment.'),
        );
    }
  };

  const classOptions = [
    { value: '', label: classes.isPending ? 'Loading…' : 'Choose a class' },
    ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  const subjectOptions = [
    {
      value: '',
      label: !values.class_id
        ? 'Choose the class first'
        : subjects.isPending
          ? 'Loading…'
          : 'Choose a subject',
    },
    ...(subjects.data ?? []).map((s) => ({
      value: s.id,
      label: joined(s.subject_name, s.teacher_name),
    })),
  ];
  const teacherOptions = [
    { value: '', label: 'Subject teacher' },
    ...(teachers.data ?? []).map((t) => ({ value: t.id, label: `${t.first_name} ${t.last_name}` })),
  ];
  // A paper's invigilator who is not among the active teachers still shows.
  if (paper?.invigilator_id && !teacherOptions.some((o) => o.value === paper.invigilator_id))
    teacherOptions.push({ value: paper.invigilator_id, label: paper.invigilator_name ?? '' });

  const id = paper ? `edit-paper-${paper.id}` : 'add-paper';
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="print:hidden">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {paper ? `Change ${paper.subject_name} for ${paper.class_name}` : 'Add a paper'}
      </h2>
      {problem && (
        <p
          role="alert"
          className="rounded-school mt-2 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {problem}
        </p>
      )}
      <div className="mt-2 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Class"
          options={classOptions}
          value={values.class_id}
          onChange={(e) => set('class_id')(e.target.value)}
          error={errors.class_id}
        />
        <SelectField
          label="Subject"
          options={subjectOptions}
          value={values.class_subject_id}
          onChange={(e) => set('class_subject_id')(e.target.value)}
          error={errors.class_subject_id}
        />
        <Field
          label="Date"
          type="date"
          min={exam.start_date}
          max={exam.end_date}
          value={values.date}
          onChange={(e) => set('date')(e.target.value)}
          error={errors.date}
        />
        <SelectField
          label="Invigilator"
          options={teacherOptions}
          value={values.invigilator_id}
          onChange={(e) => set('invigilator_id')(e.target.value)}
          error={errors.invigilator_id}
        />
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
        <Field
          label="Room (optional)"
          value={values.room}
          onChange={(e) => set('room')(e.target.value)}
          error={errors.room}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? 'Saving…' : paper ? 'Save changes' : 'Add paper'}
        </button>
        {paper && onDone && (
          <button type="button" className={secondaryButton} onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
