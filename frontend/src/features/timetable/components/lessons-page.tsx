// /admin/lessons: a class's week, built lesson by lesson. The server refuses a clash (the class,
// the teacher or the room already busy) with a sentence naming the lesson already there, which
// the form shows as it is; fixing the time and saving again resolves it.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { api, errorMessage } from '@/lib/api-client';
import { loadFailure, serverFieldErrors } from '@/lib/errors';
import type { Paginated } from '@/types/paginated';

import { useAddLesson, useLessons, useRemoveLesson, type Weekday } from '../api';
import { WEEKDAYS, dayLabel, timeRange } from '../week';
import { WeekView, joined } from './week-view';

type Named = { id: string; name?: string; subject_name?: string; teacher_name?: string | null };

function useClasses() {
  return useQuery({
    queryKey: ['lessons', 'classes'],
    queryFn: async () =>
      (await api.get<Paginated<Named>>('/api/classes/', { page_size: 200 })).results,
  });
}

function useClassSubjects(classId: string) {
  return useQuery({
    queryKey: ['lessons', 'class-subjects', classId],
    queryFn: async () =>
      (
        await api.get<Paginated<Named>>('/api/class-subjects/', {
          class_id: classId,
          page_size: 200,
        })
      ).results,
    enabled: Boolean(classId),
  });
}

const EMPTY = { subject: '', weekday: 'monday' as Weekday, start: '08:00', end: '08:40', room: '' };

function AddLesson({ classId }: { classId: string }) {
  const subjects = useClassSubjects(classId);
  const add = useAddLesson();
  const [form, setForm] = useState(EMPTY);
  const [clash, setClash] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setClash(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setClash(null);
    setFields({});
    if (!form.subject) {
      setFields({ class_subject_id: ['Choose the subject.'] });
      return;
    }
    try {
      const made = await add.mutateAsync({
        class_subject_id: form.subject,
        weekday: form.weekday,
        start_time: form.start,
        end_time: form.end,
        room: form.room,
      });
      toast.success(`${made.subject_name} is on ${dayLabel(made.weekday)}, ${timeRange(made)}.`);
      setForm((f) => ({ ...f, start: f.end, end: '' }));
    } catch (error) {
      const byField = serverFieldErrors(error);
      if (byField) setFields(byField);
      else setClash(errorMessage(error, 'The lesson could not be saved. Try again in a moment.'));
    }
  };

  const first = (key: string) => fields[key]?.join(' ');
  const options = [
    { value: '', label: subjects.isPending ? 'Loading…' : 'Choose a subject' },
    ...(subjects.data ?? []).map((s) => ({
      value: s.id,
      label: joined(s.subject_name, s.teacher_name),
    })),
  ];
  return (
    <form onSubmit={onSubmit} aria-labelledby="add-lesson-heading" className="mt-6 print:hidden">
      <h2 id="add-lesson-heading" className="text-lg font-semibold">
        Add a lesson
      </h2>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label="Subject"
          options={options}
          value={form.subject}
          onChange={(e) => set('subject')(e.target.value)}
          error={first('class_subject_id')}
        />
        <SelectField
          label="Day"
          options={WEEKDAYS}
          value={form.weekday}
          onChange={(e) => set('weekday')(e.target.value)}
          error={first('weekday')}
        />
        <Field
          label="Starts"
          type="time"
          value={form.start}
          onChange={(e) => set('start')(e.target.value)}
          error={first('start_time')}
        />
        <Field
          label="Ends"
          type="time"
          value={form.end}
          onChange={(e) => set('end')(e.target.value)}
          error={first('end_time')}
        />
        <Field
          label="Room (optional)"
          value={form.room}
          onChange={(e) => set('room')(e.target.value)}
          error={first('room')}
        />
      </div>
      {clash && (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
          {clash}
        </p>
      )}
      <button type="submit" className={`${primaryButton} mt-3`} disabled={add.isPending}>
        {add.isPending ? 'Saving…' : 'Add lesson'}
      </button>
    </form>
  );
}

export default function LessonsPage() {
  const classes = useClasses();
  const [classId, setClassId] = useState('');
  const chosen = classId || classes.data?.[0]?.id || '';
  const lessons = useLessons({ class_id: chosen }, Boolean(chosen));
  const remove = useRemoveLesson();

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
      {classes.error ? (
        <p role="alert">{loadFailure('The classes', classes.error)}</p>
      ) : (
        <div className="mt-4 max-w-xs print:hidden">
          <SelectField
            label="Class"
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name ?? '' }))}
            value={chosen}
            onChange={(e) => setClassId(e.target.value)}
          />
        </div>
      )}
      <div className="mt-6">
        {lessons.error ? (
          <p role="alert">{loadFailure('The lessons', lessons.error)}</p>
        ) : !lessons.data ? (
          <p role="status">Loading the timetable…</p>
        ) : (
          <WeekView
            lessons={lessons.data}
            details={(l) => joined(l.teacher_name, l.room)}
            actions={(l) => (
              <button
                type="button"
                className="text-xs underline"
                aria-label={`Remove ${l.subject_name} on ${dayLabel(l.weekday)} at ${l.start_time}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(l.id, {
                    onError: (error) =>
                      toast.error(
                        errorMessage(error, 'The lesson could not be removed. Try again.'),
                      ),
                  })
                }
              >
                Remove
              </button>
            )}
          />
        )}
      </div>
      {chosen && <AddLesson key={chosen} classId={chosen} />}
    </section>
  );
}
