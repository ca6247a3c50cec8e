// The teacher's form, for adding and for editing: staff number, names, contact, qualification,
// hire date and bio, and when adding, an optional first password. Checked before it is sent; the
// server's field errors land on their inputs, and any other refusal shows beneath the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { primaryButton } from '@/components/ui/styles';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import type { TeacherBody, TeacherPatch, TeacherRequest } from '@/types/register';

const optional = (max: number, what: string) =>
  z.string().trim().max(max, `Keep the ${what} to at most ${max} characters.`);

const schema = z.object({
  staff_number: z
    .string()
    .trim()
    .min(1, 'Enter the staff number.')
    .max(32, 'Keep the staff number to at most 32 characters.'),
  first_name: z.string().trim().min(1, 'Enter the first name.').max(150, 'Keep it shorter.'),
  last_name: z.string().trim().min(1, 'Enter the last name.').max(150, 'Keep it shorter.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter the e-mail address.')
    .pipe(z.email('Enter a valid e-mail address, such as name@example.com.')),
  phone: optional(30, 'phone number'),
  qualification: optional(200, 'qualification'),
  specialisation: optional(200, 'specialisation'),
  hire_date: z.string(),
  bio: optional(2000, 'bio'),
  password: z.union([z.literal(''), z.string().min(8, 'Use at least 8 characters.')]),
});
export type TeacherValues = z.infer<typeof schema>;

const FIELDS = [
  'staff_number',
  'first_name',
  'last_name',
  'email',
  'phone',
  'qualification',
  'specialisation',
  'hire_date',
  'bio',
  'password',
] as const;

/** The fields a teacher's record and the form share, compared when editing. */
const TEXT_FIELDS = [
  'staff_number',
  'first_name',
  'last_name',
  'email',
  'phone',
  'qualification',
  'specialisation',
  'bio',
] as const;

/** The form's values for `teacher`, or empty ones for a new teacher. */
function valuesOf(teacher?: TeacherBody): TeacherValues {
  return {
    staff_number: teacher?.staff_number ?? '',
    first_name: teacher?.first_name ?? '',
    last_name: teacher?.last_name ?? '',
    email: teacher?.email ?? '',
    phone: teacher?.phone ?? '',
    qualification: teacher?.qualification ?? '',
    specialisation: teacher?.specialisation ?? '',
    hire_date: teacher?.hire_date ?? '',
    bio: teacher?.bio ?? '',
    password: '',
  };
}

/** The new teacher: optional fields left empty are left out, so the server's defaults apply. */
export function toRequest(values: TeacherValues): TeacherRequest {
  const body: TeacherRequest = {
    staff_number: values.staff_number,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
  };
  if (values.phone) body.phone = values.phone;
  if (values.qualification) body.qualification = values.qualification;
  if (values.specialisation) body.specialisation = values.specialisation;
  if (values.bio) body.bio = values.bio;
  if (values.hire_date) body.hire_date = values.hire_date;
  if (values.password) body.password = values.password;
  return body;
}

/** What changed of `teacher`, and only that; an emptied hire date is sent as null. */
export function toPatch(values: TeacherValues, teacher: TeacherBody): TeacherPatch {
  const body: TeacherPatch = {};
  for (const field of TEXT_FIELDS) {
    if (values[field] !== (teacher[field] ?? '')) body[field] = values[field];
  }
  if (values.hire_date !== (teacher.hire_date ?? '')) body.hire_date = values.hire_date || null;
  return body;
}

interface TeacherFormProps {
  /** The teacher being edited; a new teacher when absent (the form then asks for a password). */
  teacher?: TeacherBody;
  labelledBy: string;
  submitLabel: string;
  pendingLabel: string;
  /** Said when the server refuses without a sentence of its own. */
  failure: string;
  /** Saves the values; a refusal it throws is shown on the form. */
  onSubmit: (values: TeacherValues) => Promise<void>;
}

export function TeacherForm({
  teacher,
  labelledBy,
  submitLabel,
  pendingLabel,
  failure,
  onSubmit,
}: TeacherFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeacherValues>({ resolver: zodResolver(schema), defaultValues: valuesOf(teacher) });

  const submit = async (values: TeacherValues) => {
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) setProblem(errorMessage(error, failure));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit(submit)}
      className="mt-6 max-w-2xl space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Staff number"
          autoCapitalize="characters"
          error={errors.staff_number?.message}
          {...register('staff_number')}
        />
        <Field
          label="Hire date (optional)"
          type="date"
          error={errors.hire_date?.message}
          {...register('hire_date')}
        />
        <Field label="First name" error={errors.first_name?.message} {...register('first_name')} />
        <Field label="Last name" error={errors.last_name?.message} {...register('last_name')} />
        <Field
          label="E-mail address"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label="Phone (optional)"
          type="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Field
          label="Qualification (optional)"
          placeholder="B.Ed. Mathematics"
          error={errors.qualification?.message}
          {...register('qualification')}
        />
        <Field
          label="Specialisation (optional)"
          placeholder="Mathematics"
          error={errors.specialisation?.message}
          {...register('specialisation')}
        />
      </div>
      <TextareaField label="Bio (optional)" error={errors.bio?.message} {...register('bio')} />
      {!teacher && (
        <div>
          <Field
            label="First password (optional)"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Leave it empty and a password is made for you and shown once. Either way the teacher
            signs in with their staff number and changes the password at first sign-in.
          </p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        {isSubmitting ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
