// An exam's name, kind and dates: a new exam (a draft of the current term, which the server
// chooses) or changes to one. What the server refuses about a field shows on that field; any
// other refusal shows as a sentence above the button.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/errors';

import { useAddExam, usePatchExam, type Exam, type ExamKind } from '../api';
import { KIND_LABELS } from '../schedule';

type Values = { name: string; kind: ExamKind; start_date: string; end_date: string };
type Key = keyof Values;
const KEYS: readonly Key[] = ['name', 'kind', 'start_date', 'end_date'];

const KINDS = (Object.keys(KIND_LABELS) as ExamKind[]).map((value) => ({
  value,
  label: KIND_LABELS[value],
}));

/** The checks made before anything is sent. */
function check(values: Values): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  if (!values.name.trim()) errors.name = 'Enter the exam’s name, such as First Term Examination.';
  if (!values.start_date) errors.start_date = 'Choose the first day of the exam.';
  if (!values.end_date) errors.end_date = 'Choose the last day of the exam.';
  else if (values.start_date && values.end_date < values.start_date)
    errors.end_date = 'The exam must end on or after the day it starts: choose a later date.';
  return errors;
}

export function ExamForm({ exam, onDone }: { exam?: Exam; onDone?: () => void }) {
  const add = useAddExam();
  const patch = usePatchExam();
  const empty: Values = { name: '', kind: 'exam', start_date: '', end_date: '' };
  const [values, setValues] = useState<Values>(
    exam
      ? { name: exam.name, kind: exam.kind, start_date: exam.start_date, end_date: exam.end_date }
      : empty,
  );
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const saving = add.isPending || patch.isPending;
  const set = (key: Key) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    const body = { ...values, name: values.name.trim() };
    try {
      if (exam) {
        const saved = await patch.mutateAsync({ id: exam.id, body });
        toast.success(`${saved.name} is saved.`);
        onDone?.();
      } else {
        const made = await add.mutateAsync(body);
        toast.success(
          `${made.name} is added as a draft. Add its papers on the exam schedules screen, then publish it.`,
        );
        setValues(empty);
      }
    } catch (error) {
      const fields = serverFieldErrors(error) ?? {};
      const mine = Object.entries(fields).filter(([key]) => KEYS.includes(key as Key));
      const others = Object.entries(fields).filter(([key]) => !KEYS.includes(key as Key));
      setErrors(Object.fromEntries(mine.map(([key, messages]) => [key, messages.join(' ')])));
      if (mine.length === 0 || others.length > 0)
        setProblem(
          others.length > 0
            ? others.map(([, messages]) => messages.join(' ')).join(' ')
            : errorMessage(error, 'The exam could not be saved. Try again in a moment.'),
        );
    }
  };

  const id = exam ? `edit-exam-${exam.id}` : 'add-exam';
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {exam ? `Edit ${exam.name}` : 'Add an exam'}
      </h2>
      <div className="mt-2 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Name"
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          error={errors.name}
        />
        <SelectField
          label="Kind"
          options={KINDS}
          value={values.kind}
          onChange={(e) => set('kind')(e.target.value)}
          error={errors.kind}
        />
        <Field
          label="First day"
          type="date"
          value={values.start_date}
          onChange={(e) => set('start_date')(e.target.value)}
          error={errors.start_date}
        />
        <Field
          label="Last day"
          type="date"
          min={values.start_date || undefined}
          value={values.end_date}
          onChange={(e) => set('end_date')(e.target.value)}
          error={errors.end_date}
        />
      </div>
      {!exam && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          The exam is for the current term and starts as a draft, which only admins see.
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? 'Saving…' : exam ? 'Save changes' : 'Add exam'}
        </button>
        {exam && onDone && (
          <button type="button" className={secondaryButton} onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
