// /teacher/profile: the teacher's own record. The school keeps the staff number, names, e-mail
// and hire date; the teacher keeps their phone, qualification, specialisation and bio, which
// colleagues read on the bio page. The password and picture are on /profile.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { primaryButton } from '@/components/ui/styles';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { asSentence } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { useDates } from '@/lib/school';
import type { TeacherBody } from '@/types/register';
import { formatCount } from '@/lib/text';

import { isNotFound, useMyTeacher, useUpdateMyTeacher } from '../api';
import { fullName } from '../format';
import { LoadError, Loading, NoTeacherRecord, PageHeading, card, linkClass, muted } from './parts';

export const BIO_MAX = 2000;
const PHONE = /^\+?[0-9][0-9 ()-]{5,23}[0-9]$/;

const schema = z.object({
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE.test(v), {
      message:
        'Enter a phone number of digits, spaces or dashes, such as +234 803 123 4567, or leave it empty.',
    }),
  qualification: z
    .string()
    .trim()
    .max(200, 'Keep the qualification to 200 characters, such as “B.Ed. Mathematics”.'),
  specialisation: z
    .string()
    .trim()
    .max(200, 'Keep the specialisation to 200 characters, such as “Further mathematics”.'),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, `Keep your bio to ${formatCount(BIO_MAX)} characters; shorten it a little.`),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['phone', 'qualification', 'specialisation', 'bio'] as const;

function valuesOf(teacher: TeacherBody): Values {
  return {
    phone: teacher.phone,
    qualification: teacher.qualification,
    specialisation: teacher.specialisation,
    bio: teacher.bio,
  };
}

function ProfileForm({ teacher }: { teacher: TeacherBody }) {
  const save = useUpdateMyTeacher();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(teacher) });
  const bioLength = useWatch({ control, name: 'bio' }).length;

  const onSubmit = async (values: Values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(valuesOf(saved));
      toast.success('Your teacher profile is saved.');
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS)) {
        toast.error('Your profile was not saved. Correct the marked fields, then save again.');
      } else {
        const reason = errorMessage(error, '');
        toast.error(
          `Your profile was not saved.${reason ? ` ${asSentence(reason)}` : ''} Try again in a moment.`,
        );
      }
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="edit-heading"
      onSubmit={handleSubmit(onSubmit)}
      className={`${card} space-y-4`}
    >
      <div>
        <h2 id="edit-heading" className="text-lg font-semibold">
          What colleagues see
        </h2>
        <p className={`text-sm ${muted}`}>
          Your phone, qualification, specialisation and bio appear on your{' '}
          <Link to={paths.teacher.bio.getHref({ teacherId: teacher.id })} className={linkClass}>
            bio page
          </Link>
          .
        </p>
      </div>
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Qualification"
          placeholder="B.Ed. Mathematics"
          error={errors.qualification?.message}
          {...register('qualification')}
        />
        <Field
          label="Specialisation"
          placeholder="Further mathematics"
          error={errors.specialisation?.message}
          {...register('specialisation')}
        />
      </div>
      <TextareaField
        label="Bio"
        rows={6}
        hint={`A few sentences about you and your teaching. ${formatCount(bioLength)} of ${formatCount(BIO_MAX)} characters.`}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
        {isDirty && !isSubmitting && (
          <button
            type="button"
            className="rounded-school px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
            onClick={() => reset(valuesOf(teacher))}
          >
            Undo changes
          </button>
        )}
      </div>
    </form>
  );
}

export default function TeacherProfilePage() {
  const dates = useDates();
  const me = useMyTeacher();

  if (me.isPending) return <Loading text="Loading your teacher profile…" />;
  if (me.isError) {
    return (
      <section aria-labelledby="teacher-profile-heading">
        <PageHeading id="teacher-profile-heading" title="Your teacher profile" />
        {isNotFound(me.error) ? (
          <NoTeacherRecord />
        ) : (
          <LoadError what="Your teacher profile" onRetry={() => void me.refetch()} />
        )}
      </section>
    );
  }

  const teacher = me.data;
  const rows: [string, string][] = [
    ['Staff number', teacher.staff_number],
    ['Name', fullName(teacher.first_name, teacher.last_name)],
    ['E-mail', teacher.email || '—'],
    ['Hire date', dates.day(teacher.hire_date)],
  ];
  return (
    <section aria-labelledby="teacher-profile-heading" className="max-w-3xl space-y-6">
      <PageHeading
        id="teacher-profile-heading"
        title="Your teacher profile"
        actions={
          <Link to={paths.teacher.bio.getHref({ teacherId: teacher.id })} className={linkClass}>
            See your bio page
          </Link>
        }
      />
      <section aria-labelledby="school-record-heading" className={card}>
        <h2 id="school-record-heading" className="text-lg font-semibold">
          Kept by the school
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className={`text-sm ${muted}`}>{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <p className={`mt-4 text-sm ${muted}`}>
          Something wrong here? Ask the school admin to correct it. To change your password or
          picture, open{' '}
          <Link to={paths.profile.getHref()} className={linkClass}>
            your account
          </Link>
          .
        </p>
      </section>
      <ProfileForm key={teacher.id} teacher={teacher} />
    </section>
  );
}
