// The student's form, for adding and for editing: identity, dates, address, class (and status
// when editing), and the parents, found by name and each given a relationship. Checked before
// it is sent; the server's field errors land on their inputs.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { useSchoolToday } from '@/lib/school';
import type {
  ParentBody,
  StudentBody,
  StudentPatch,
  StudentRequest,
  StudentStatus,
} from '@/types/register';

import { useClassOptions, useParentSearch } from '../api/students';
import { GENDER_LABELS, STATUS_LABELS, STUDENT_STATUSES } from './student-labels';

/** Whether `value` is a real calendar date written `YYYY-MM-DD`, from 1900 on. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const optionalDate = z
  .string()
  .refine((v) => v === '' || isDate(v), 'Enter a real date, such as 2014-03-05.');

/** The form's rules; a date of birth is at the latest `today`, the school's day. */
const studentSchema = (today: string) =>
  z.object({
    admission_number: z
      .string()
      .trim()
      .min(1, 'Enter the admission number.')
      .max(50, 'Keep the admission number to at most 50 characters.'),
    first_name: z
      .string()
      .trim()
      .min(1, 'Enter the first name.')
      .max(100, 'Keep the first name to at most 100 characters.'),
    last_name: z
      .string()
      .trim()
      .min(1, 'Enter the last name.')
      .max(100, 'Keep the last name to at most 100 characters.'),
    email: z.union([
      z.literal(''),
      z.email('Enter a valid e-mail address, such as name@example.com, or leave it empty.'),
    ]),
    gender: z.enum(['', 'female', 'male']),
    date_of_birth: optionalDate.refine(
      (v) => v === '' || v <= today,
      'The date of birth cannot be in the future.',
    ),
    admission_date: optionalDate,
    address: z.string().trim().max(500, 'Keep the address to at most 500 characters.'),
    status: z.enum(['active', 'suspended', 'withdrawn', 'graduated']),
    class_id: z.string(),
    parents: z.array(
      z.object({
        parent_id: z.string(),
        name: z.string(),
        contact: z.string(),
        relationship: z
          .string()
          .trim()
          .min(1, 'Say how they are related, such as Mother, Father or Guardian.')
          .max(50, 'Keep the relationship to at most 50 characters.'),
      }),
    ),
  });
export type StudentValues = z.infer<ReturnType<typeof studentSchema>>;

const FIELDS = [
  'admission_number',
  'first_name',
  'last_name',
  'email',
  'gender',
  'date_of_birth',
  'admission_date',
  'address',
  'status',
  'class_id',
] as const;

const RELATIONSHIPS = [
  'Mother',
  'Father',
  'Guardian',
  'Grandmother',
  'Grandfather',
  'Aunt',
  'Uncle',
];

function contactOf(person: { email: string; phone: string }): string {
  return [person.email, person.phone].filter(Boolean).join(' · ');
}

function valuesOf(student: StudentBody | undefined): StudentValues {
  return {
    admission_number: student?.admission_number ?? '',
    first_name: student?.first_name ?? '',
    last_name: student?.last_name ?? '',
    email: student?.email ?? '',
    gender: student?.gender ?? '',
    date_of_birth: student?.date_of_birth ?? '',
    admission_date: student?.admission_date ?? '',
    address: student?.address ?? '',
    status: student?.status ?? 'active',
    class_id: student?.class_id ?? '',
    parents: (student?.parents ?? []).map((p) => ({
      parent_id: p.parent_id,
      name: p.name,
      contact: contactOf(p),
      relationship: p.relationship,
    })),
  };
}

function links(values: StudentValues) {
  return values.parents.map((p) => ({ parent_id: p.parent_id, relationship: p.relationship }));
}

/** The body of a create: what was filled in (the server makes the password). */
export function toRequest(values: StudentValues): StudentRequest {
  const body: StudentRequest = {
    admission_number: values.admission_number,
    first_name: values.first_name,
    last_name: values.last_name,
    parents: links(values),
  };
  if (values.email) body.email = values.email;
  if (values.gender) body.gender = values.gender;
  if (values.date_of_birth) body.date_of_birth = values.date_of_birth;
  if (values.admission_date) body.admission_date = values.admission_date;
  if (values.address) body.address = values.address;
  if (values.class_id) body.class_id = values.class_id;
  return body;
}

/** The body of an edit: only the fields that changed; `parents`, when sent, replaces the links. */
export function toPatch(values: StudentValues, student: StudentBody): StudentPatch {
  const before = valuesOf(student);
  const patch: StudentPatch = {};
  const nullable = (v: string) => v || null;
  if (values.admission_number !== before.admission_number)
    patch.admission_number = values.admission_number;
  if (values.first_name !== before.first_name) patch.first_name = values.first_name;
  if (values.last_name !== before.last_name) patch.last_name = values.last_name;
  if (values.email !== before.email) patch.email = values.email;
  if (values.gender !== before.gender) patch.gender = values.gender;
  if (values.date_of_birth !== before.date_of_birth)
    patch.date_of_birth = nullable(values.date_of_birth);
  if (values.admission_date !== before.admission_date)
    patch.admission_date = nullable(values.admission_date);
  if (values.address !== before.address) patch.address = values.address;
  if (values.status !== before.status) patch.status = values.status;
  if (values.class_id !== before.class_id) patch.class_id = nullable(values.class_id);
  if (JSON.stringify(links(values)) !== JSON.stringify(links(before)))
    patch.parents = links(values);
  return patch;
}

/** A search for a registered parent; choosing one adds them to the student's parents. */
function ParentPicker({
  linked,
  onPick,
}: {
  linked: readonly string[];
  onPick: (parent: ParentBody) => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useParentSearch(search);
  const listId = useId();
  const active = search.length >= 2 && text.trim().length >= 2;
  const options = (found.data?.results ?? []).filter((p) => !linked.includes(p.id));

  return (
    <div>
      <label className="block text-sm font-medium">
        Find a parent
        <input
          type="search"
          className="rounded-school mt-1 block w-full border border-slate-300 bg-white px-3 py-2 text-base focus:border-transparent focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          placeholder="Name, e-mail address or phone"
          aria-controls={listId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          // Enter here chooses nothing and must not send the form.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
      </label>
      <div id={listId} aria-live="polite" className="mt-2 text-sm">
        {text.trim().length > 0 && text.trim().length < 2 && (
          <p className="text-slate-600 dark:text-slate-400">Type at least 2 letters.</p>
        )}
        {active && found.isFetching && !found.data && <p>Searching…</p>}
        {active && found.isError && (
          <p className="text-red-700 dark:text-red-400">
            {errorMessage(found.error, 'The parents could not be searched.')} Try again in a moment.
          </p>
        )}
        {active && found.data && options.length === 0 && (
          <p className="text-slate-600 dark:text-slate-400">
            No other parent matches “{search}”. Parents are added on the Parents screen, or with the
            CSV import.
          </p>
        )}
        {active && options.length > 0 && (
          <ul aria-label="Parents found" className="space-y-1">
            {options.map((parent) => (
              <li key={parent.id}>
                <button
                  type="button"
                  className="rounded-school w-full border border-slate-200 px-3 py-2 text-left hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                  onClick={() => {
                    onPick(parent);
                    setText('');
                    setSearch('');
                  }}
                >
                  <span className="font-medium">
                    Add {parent.first_name} {parent.last_name}
                  </span>
                  <span className="block text-slate-600 dark:text-slate-400">
                    {contactOf(parent) || 'No contact details'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

interface StudentFormProps {
  /** The student being edited; a new student when absent. */
  student?: StudentBody;
  submitLabel: string;
  pendingLabel: string;
  cancelTo: string;
  /** Saves; a refusal it throws is shown on the form. */
  onSubmit: (values: StudentValues) => Promise<void>;
}

export function StudentForm({
  student,
  submitLabel,
  pendingLabel,
  cancelTo,
  onSubmit,
}: StudentFormProps) {
  const classes = useClassOptions();
  // The day the server checks a date of birth against: the school's, not the phone's.
  const today = useSchoolToday();
  const [formError, setFormError] = useState<string | null>(null);
  const [parentsError, setParentsError] = useState<string | null>(null);
  const relationshipsId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StudentValues>({
    resolver: zodResolver(studentSchema(today)),
    defaultValues: valuesOf(student),
  });
  const parents = useFieldArray({ control, name: 'parents' });

  const submit = async (values: StudentValues) => {
    setFormError(null);
    setParentsError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const known: Path<StudentValues>[] = [
        ...FIELDS,
        ...values.parents.map((_, i) => `parents.${i}.relationship` as const),
      ];
      const fields = serverFieldErrors(error) ?? {};
      const onFields = applyServerErrors(error, setError, known);
      // The username is the admission number: its errors belong there.
      if (fields.username) {
        setError('admission_number', { type: 'server', message: fields.username.join(' ') });
      }
      const aboutParents = Object.entries(fields)
        .filter(([key]) => key.startsWith('parents') && !(known as string[]).includes(key))
        .flatMap(([, messages]) => messages);
      if (aboutParents.length > 0) setParentsError(aboutParents.join(' '));
      if (!onFields && !fields.username && aboutParents.length === 0) {
        setFormError(errorMessage(error, 'The student could not be saved. Try again.'));
      }
    }
  };

  if (classes.isPending) {
    return (
      <p role="status" className="mt-6 text-slate-600 dark:text-slate-400">
        Loading the form…
      </p>
    );
  }
  const classOptions = [
    { value: '', label: 'No class yet' },
    ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  // A class the list could not give (it failed to load) stays chosen.
  if (student?.class_id && !classOptions.some((o) => o.value === student.class_id)) {
    classOptions.push({ value: student.class_id, label: student.class_name ?? 'Current class' });
  }
  const statusOptions = STUDENT_STATUSES.map((s: StudentStatus) => ({
    value: s,
    label: STATUS_LABELS[s],
  }));
  const genderOptions = (['', 'female', 'male'] as const).map((g) => ({
    value: g,
    label: GENDER_LABELS[g],
  }));
  const legend = 'text-base font-semibold';

  return (
    <form
      noValidate
      aria-label={student ? 'Edit the student' : 'Add a student'}
      onSubmit={handleSubmit(submit)}
      className="mt-6 max-w-2xl space-y-8"
    >
      <fieldset className="space-y-4">
        <legend className={legend}>The student</legend>
        <Field
          label="Admission number"
          autoCapitalize="characters"
          error={errors.admission_number?.message}
          {...register('admission_number')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            autoComplete="off"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <Field
            label="Last name"
            autoComplete="off"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <Field
          label="E-mail address (optional)"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Gender"
            options={genderOptions}
            error={errors.gender?.message}
            {...register('gender')}
          />
          <Field
            label="Date of birth"
            type="date"
            max={today}
            error={errors.date_of_birth?.message}
            {...register('date_of_birth')}
          />
          <Field
            label="Admission date"
            type="date"
            error={errors.admission_date?.message}
            {...register('admission_date')}
          />
        </div>
        <TextareaField
          label="Address"
          rows={3}
          error={errors.address?.message}
          {...register('address')}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legend}>Class{student ? ' and status' : ''}</legend>
        {classes.isError && (
          <p className="text-sm text-red-700 dark:text-red-400">
            The classes could not be loaded, so the class cannot be changed now. Reload the page to
            try again.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Class"
            options={classOptions}
            error={errors.class_id?.message}
            {...register('class_id')}
          />
          {student && (
            <SelectField
              label="Status"
              options={statusOptions}
              error={errors.status?.message}
              {...register('status')}
            />
          )}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legend}>Parents</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Link the parents or guardians already registered in the portal. They see this student’s
          attendance, results and fees.
        </p>
        {parentsError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {parentsError}
          </p>
        )}
        {parents.fields.length === 0 ? (
          <p className="text-sm">No parent linked yet.</p>
        ) : (
          <ul className="space-y-3">
            {parents.fields.map((parent, index) => (
              <li
                key={parent.id}
                className="rounded-school grid items-start gap-3 border border-slate-200 p-3 sm:grid-cols-[1fr_14rem_auto] dark:border-slate-700"
              >
                <div>
                  <p className="font-medium">{parent.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {parent.contact || 'No contact details'}
                  </p>
                </div>
                <Field
                  label={`Relationship of ${parent.name}`}
                  list={relationshipsId}
                  placeholder="Mother, Father, Guardian…"
                  error={errors.parents?.[index]?.relationship?.message}
                  {...register(`parents.${index}.relationship`)}
                />
                <button
                  type="button"
                  className={`${secondaryButton} sm:mt-6`}
                  aria-label={`Remove ${parent.name}`}
                  onClick={() => parents.remove(index)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <datalist id={relationshipsId}>
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <ParentPicker
          linked={parents.fields.map((p) => p.parent_id)}
          onPick={(parent) => {
            parents.append({
              parent_id: parent.id,
              name: `${parent.first_name} ${parent.last_name}`.trim(),
              contact: contactOf(parent),
              relationship: '',
            });
            // Appending focuses the new row's relationship: the one thing left to say.
          }}
        />
      </fieldset>

      {formError && (
        <p
          role="alert"
          className="rounded-school bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
        <Link to={cancelTo} className={`${secondaryButton} self-center`}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
