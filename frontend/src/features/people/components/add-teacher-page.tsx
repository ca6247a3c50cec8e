// /admin/teachers/add: a teacher and their sign-in account (username: the staff number). Without
// a password the server makes one and answers it once, to be handed to the teacher.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerErrors } from '@/lib/form-errors';

import { useCreateTeacher } from '../api/teachers';
import type { TeacherBody, TeacherRequest } from '../api/types';
import { InitialPasswordBox, errorText, fullName } from './people-parts';

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
type Values = z.infer<typeof schema>;
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

const EMPTY: Values = {
  staff_number: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  qualification: '',
  specialisation: '',
  hire_date: '',
  bio: '',
  password: '',
};

/** The request: optional fields left empty are left out, so the server's defaults apply. */
function toRequest(values: Values): TeacherRequest {
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

export default function AddTeacherPage() {
  const navigate = useNavigate();
  const create = useCreateTeacher();
  const [created, setCreated] = useState<TeacherBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = async (values: Values) => {
    setProblem(null);
    try {
      const teacher = await create.mutateAsync(toRequest(values));
      if (teacher.initial_password) {
        setCreated(teacher);
        reset(EMPTY);
      } else {
        toast.success(
          `${fullName(teacher)} is added. They sign in as ${teacher.username} with the password you chose, and change it at first sign-in.`,
        );
        navigate('/admin/teachers');
      }
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        setProblem(errorText(error, 'The teacher could not be added. Try again in a moment.'));
      }
    }
  };

  return (
    <section className={panel} aria-labelledby="add-teacher-heading">
      <p>
        <Link to="/admin/teachers" className="text-sm underline">
          Back to the teachers
        </Link>
      </p>
      <h1 id="add-teacher-heading" className="mt-2 text-2xl font-bold">
        Add a teacher
      </h1>

      {created?.initial_password ? (
        <InitialPasswordBox
          name={fullName(created)}
          username={created.username}
          password={created.initial_password}
        >
          <button type="button" className={primaryButton} onClick={() => setCreated(null)}>
            Add another teacher
          </button>
          <Link to="/admin/teachers" className={secondaryButton}>
            Done: back to the teachers
          </Link>
        </InitialPasswordBox>
      ) : (
        <form
          noValidate
          aria-labelledby="add-teacher-heading"
          onSubmit={handleSubmit(onSubmit)}
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
            <Field
              label="First name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
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
          {problem && (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
          <button type="submit" disabled={isSubmitting} className={primaryButton}>
            {isSubmitting ? 'Adding…' : 'Add teacher'}
          </button>
        </form>
      )}
    </section>
  );
}
